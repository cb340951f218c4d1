import type { Queryable, Sql } from '../database.ts';
import type { RecommendationStats, RecommendationStatus } from '#shared/admin-api.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export async function insertRecommendation(
  sql: Queryable,
  message: string,
  client: ClientInfo,
): Promise<{ id: string; created_at: Date }> {
  const [row] = await sql<{ id: string; created_at: Date }[]>`
    insert into recommendations (message, user_ip, user_agent)
    values (${message}, ${client.ip}, ${client.userAgent})
    returning id, created_at`;
  return row;
}

export type { RecommendationStatus } from '#shared/admin-api.ts';

export interface RecommendationRow {
  id: string;
  message: string;
  status: RecommendationStatus;
  created_at: Date;
  user_ip: string | null;
  user_agent: string | null;
  admin_notes: string | null;
}

export async function listRecommendations(sql: Queryable, status?: RecommendationStatus): Promise<RecommendationRow[]> {
  return sql<RecommendationRow[]>`
    select id, message, status, created_at, user_ip, user_agent, admin_notes from recommendations
    where ${status ?? null}::text is null or status = ${status ?? null}
    order by created_at desc, id desc
    limit 1000`;
}

export async function recommendationStats(sql: Queryable): Promise<RecommendationStats> {
  const [row] = await sql<RecommendationStats[]>`
    select count(*)::int as total,
           count(*) filter (where status = 'new')::int as new_count,
           count(*) filter (where status = 'read')::int as read_count,
           count(*) filter (where status = 'archived')::int as archived_count
    from recommendations`;
  return row;
}

/** Sets the status, and the notes when given (null clears them). Undefined when there is no such recommendation. */
export async function setRecommendationStatus(
  sql: Sql,
  id: string,
  status: RecommendationStatus,
  notes: string | null | undefined,
): Promise<RecommendationRow | undefined> {
  const keep = notes === undefined;
  const [row] = await sql<RecommendationRow[]>`
    update recommendations set status = ${status}, admin_notes = case when ${keep} then admin_notes else ${notes ?? null} end
    where id = ${id}
    returning id, message, status, created_at, user_ip, user_agent, admin_notes`;
  return row;
}

export async function deleteRecommendation(sql: Queryable, id: string): Promise<boolean> {
  return (await sql`delete from recommendations where id = ${id} returning id`).length === 1;
}
