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

/**
 * Creates the admin, or replaces its password and ends every session of that account (a reset must lock out whoever
 * had the old password). Returns whether it was created.
 */
export async function upsertAdmin(sql: Queryable, username: string, passwordHash: string): Promise<boolean> {
  const [row] = await sql<{ created: boolean }[]>`
    with admin as (
      insert into admins (username, password_hash) values (${username}, ${passwordHash})
      on conflict (username) do update set password_hash = excluded.password_hash
      returning id, (xmax = 0) as created
    ), ended as (
      delete from sessions where admin_id = (select id from admin where not created) returning 1
    )
    select created, (select count(*) from ended) as ended from admin`;
  return row.created;
}

/** Ends every session of an account (all but `keep`, when given). Returns how many were ended. */
export async function endSessions(sql: Queryable, adminId: string, keep?: Buffer): Promise<number> {
  const rows = keep
    ? await sql`delete from sessions where admin_id = ${adminId} and token_hash <> ${keep} returning 1`
    : await sql`delete from sessions where admin_id = ${adminId} returning 1`;
  return rows.length;
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
    await tx`delete from sessions where expires_at < now() or last_seen_at < now() - interval '1 day'`;
  });
}

/**
 * The live session for a token: not past its absolute expiry and used within `idleMs`. Finding it counts as use
 * (its idle clock restarts), in the same statement.
 */
export async function findSession(sql: Queryable, tokenHash: Buffer, idleMs: number): Promise<SessionInfo | undefined> {
  const [row] = await sql<{ id: string; admin_id: string; username: string; expires_at: Date }[]>`
    update sessions s set last_seen_at = now()
    from admins a
    where a.id = s.admin_id and s.token_hash = ${tokenHash} and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
    returning s.id, s.admin_id, a.username, s.expires_at`;
  return row && { sessionId: row.id, adminId: row.admin_id, username: row.username, expiresAt: row.expires_at };
}

/** Ends one session; returns whose it was, if it existed. */
export async function deleteSession(
  sql: Queryable,
  tokenHash: Buffer,
): Promise<{ adminId: string; username: string } | undefined> {
  const [row] = await sql<{ admin_id: string; username: string }[]>`
    delete from sessions s using admins a
    where s.token_hash = ${tokenHash} and a.id = s.admin_id
    returning s.admin_id, a.username`;
  return row && { adminId: row.admin_id, username: row.username };
}
