// Applies pending migrations to DATABASE_URL, or to the embedded cluster in DATA_DIR when it is unset.
import { loadConfig } from '../src/config.ts';
import { openDatabaseForScript } from '../src/database.ts';
import { migrate } from '../src/migrations.ts';
import { withStartupLock } from '../src/startup-lock.ts';

const config = loadConfig();
const db = await openDatabaseForScript(config, console.log);
try {
  const applied = await withStartupLock(db.sql, console.log, () => migrate(db.sql, console.log));
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'The schema is up to date.');
} catch (err) {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
