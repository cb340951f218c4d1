import type { Queryable, Sql } from '../database.ts';

export interface AdminRow {
  id: string;
  username: string;
  password_hash: string;
}

export async function findAdminByUsername(sql: Queryable, username: string): Promise<AdminRow | undefined> {
  const [row] = await sql<AdminRow[]>`select id, username, password_hash from admins where username = ${username}`;
  return row;
}

export async function countAdmins(sql: Queryable): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from admins`;
  return n;
}

/** Creates the admin, or replaces its password when it exists. Returns whether it was created. */
export async function upsertAdmin(sql: Queryable, username: string, passwordHash: string): Promise<boolean> {
  const [row] = await sql<{ created: boolean }[]>`
    insert into admins (username, password_hash) values (${username}, ${passwordHash})
    on conflict (username) do update set password_hash = excluded.password_hash
    returning (xmax = 0) as created`;
  return row.created;
}

export async function insertAdminIfMissing(sql: Queryable, username: string, passwordHash: string): Promise<boolean> {
  const rows =
    await sql`insert into admins (username, password_hash) values (${username}, ${passwordHash}) on conflict (username) do nothing returning id`;
  return rows.length === 1;
}

export interface SessionInfo {
  sessionId: string;
  adminId: string;
  username: string;
  expiresAt: Date;
}

export async function createSession(
  sql: Sql,
  s: { adminId: string; tokenHash: Buffer; expiresAt: Date; userAgent: string | null; ip: string },
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`insert into sessions (token_hash, admin_id, expires_at, user_agent, user_ip)
             values (${s.tokenHash}, ${s.adminId}, ${s.expiresAt}, ${s.userAgent}, ${s.ip})`;
    await tx`update admins set last_login_at = now() where id = ${s.adminId}`;
    // Housekeeping: expired sessions are useless.
    await tx`delete from sessions where expires_at < now()`;
  });
}

export async function findSession(sql: Queryable, tokenHash: Buffer): Promise<SessionInfo | undefined> {
  const [row] = await sql<{ id: string; admin_id: string; username: string; expires_at: Date }[]>`
    select s.id, s.admin_id, a.username, s.expires_at
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${tokenHash} and s.expires_at > now()`;
  return row && { sessionId: row.id, adminId: row.admin_id, username: row.username, expiresAt: row.expires_at };
}

export async function deleteSession(sql: Queryable, tokenHash: Buffer): Promise<void> {
  await sql`delete from sessions where token_hash = ${tokenHash}`;
}
