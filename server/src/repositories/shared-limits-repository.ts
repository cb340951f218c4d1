import type { Queryable } from '../database.ts';

/** Milliseconds as a PostgreSQL interval parameter. */
const ms = (n: number) => `${Math.round(n)} milliseconds`;

export interface LoginBeginRow {
  ok: boolean;
  retry_after_ms: string | null;
  reason: 'pair' | 'address' | 'username' | null;
  failure_ids: string[] | null;
}

export interface LoginLimits {
  windowMs: number;
  perPair: number;
  perAddress: number;
  perUserFree: number;
  firstDelayMs: number;
  maxDelayMs: number;
  knownAddressMs: number;
}

/** The sign-in throttle's decision, made and counted atomically in the database (migration 044). */
export async function beginLoginAttempt(
  sql: Queryable,
  user: string,
  address: string,
  now: Date,
  limits: LoginLimits,
): Promise<LoginBeginRow> {
  const [row] = await sql<LoginBeginRow[]>`
    select * from login_attempt_begin(${user}, ${address}, ${now}, ${ms(limits.windowMs)}::interval,
      ${limits.perPair}, ${limits.perAddress}, ${limits.perUserFree},
      ${ms(limits.firstDelayMs)}::interval, ${ms(limits.maxDelayMs)}::interval, ${ms(limits.knownAddressMs)}::interval)`;
  return row;
}

export async function loginAttemptSucceeded(
  sql: Queryable,
  user: string,
  address: string,
  failureIds: string[],
  now: Date,
): Promise<void> {
  await sql`select login_attempt_succeeded(${user}, ${address}, ${failureIds}::bigint[], ${now})`;
}

export async function markLoginAddressKnown(sql: Queryable, user: string, address: string, at: Date): Promise<void> {
  await sql`
    insert into login_known_addresses (username, address, at) values (${user}, ${address}, ${at})
    on conflict (username, address) do update set at = greatest(login_known_addresses.at, excluded.at)`;
}

/**
 * One hit on a fixed-window counter: a new window starts (at 1) when the last one has ended. Returns the hits in
 * the window, this one included, and the milliseconds left in it. One statement: atomic across processes.
 */
export async function hitRateLimit(
  sql: Queryable,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await sql<{ hits: number; ttl_ms: number }[]>`
    insert into rate_limits as r (key, hits, reset_at) values (${key}, 1, now() + ${ms(windowMs)}::interval)
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl_ms`;
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** The hits in the current window, without counting one. */
export async function readRateLimit(sql: Queryable, key: string): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await sql<{ hits: number; ttl_ms: number }[]>`
    select hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl_ms
    from rate_limits where key = ${key} and reset_at > now()`;
  return row ? { hits: row.hits, ttlMs: row.ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Deletes what no decision reads any more: failures out of the window, past slots, ended windows, old addresses. */
export async function pruneSharedLimits(
  sql: Queryable,
  limits: Pick<LoginLimits, 'windowMs' | 'knownAddressMs'>,
): Promise<{ deleted: number }> {
  const [row] = await sql<{ deleted: number }[]>`
    with f as (delete from login_failures where at <= now() - ${ms(limits.windowMs)}::interval returning 1),
         s as (delete from login_slots where next_at < now() returning 1),
         k as (delete from login_known_addresses where at < now() - ${ms(limits.knownAddressMs)}::interval returning 1),
         r as (delete from rate_limits where reset_at <= now() returning 1)
    select ((select count(*) from f) + (select count(*) from s) + (select count(*) from k) + (select count(*) from r))::int
      as deleted`;
  return row;
}
