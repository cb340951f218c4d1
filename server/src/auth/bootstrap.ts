import type { Sql } from '../database.ts';
import { ConfigError, type Config } from '../config.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { countAdmins, insertAdminIfMissing } from '../repositories/admin-repository.ts';

/**
 * Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when that account does not exist yet.
 * An existing account's password is never changed here (`npm run admin:create` resets it).
 */
export async function bootstrapAdmin(
  sql: Sql,
  config: Pick<Config, 'adminUsername' | 'adminPassword' | 'production'>,
  log: (m: string) => void,
): Promise<void> {
  const { adminUsername: username, adminPassword: password } = config;
  if (!username && !password) {
    if ((await countAdmins(sql)) === 0)
      log('No admin account yet: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin:create -- <username>`.');
    return;
  }
  if (!username || !password)
    throw new ConfigError('Set both ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin (or neither).');
  const problem = passwordProblem(password, config.production);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD refused: ${problem}`);
  const created = await insertAdminIfMissing(sql, username.trim(), await hashPassword(password));
  log(
    created
      ? `Created the admin account "${username.trim()}"`
      : `The admin account "${username.trim()}" exists; its password is unchanged`,
  );
}
