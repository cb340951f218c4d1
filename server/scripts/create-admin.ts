// npm run admin:create -- <username>
// Creates an admin account, or resets its password. The password comes from ADMIN_PASSWORD, or is asked for
// (without echo) on a terminal, or read as one line from standard input.
import readline from 'node:readline';
import { loadConfig } from '../src/config.ts';
import { openDatabaseForScript } from '../src/database.ts';
import { migrate } from '../src/migrations.ts';
import { hashPassword, passwordProblem } from '../src/auth/password.ts';
import { upsertAdmin } from '../src/repositories/admin-repository.ts';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    return '';
  }
  process.stdout.write('Password (not shown): ');
  return new Promise((resolve) => {
    let value = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    process.stdin.on('data', (buf) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    });
  });
}

const username = (process.argv[2] ?? process.env.ADMIN_USERNAME ?? '').trim();
if (!username) {
  console.error('Usage: npm run admin:create -- <username>   (password from ADMIN_PASSWORD or asked for)');
  process.exit(2);
}
const config = loadConfig();
const password = process.env.ADMIN_PASSWORD ?? (await askPassword());
const problem = passwordProblem(password, config.production);
if (problem) {
  console.error(problem);
  process.exit(2);
}
const db = await openDatabaseForScript(config, console.log);
try {
  await migrate(db.sql);
  const created = await upsertAdmin(db.sql, username, await hashPassword(password));
  console.log(created ? `Created the admin account "${username}".` : `Reset the password of "${username}".`);
} finally {
  await db.close();
}
