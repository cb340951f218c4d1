import type { Queryable } from '../database.ts';
import type { AuditAction, AuditEntry } from '#shared/audit.ts';

export interface NewAuditEntry {
  adminId: string | null;
  actor: string;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  summary?: string;
  ip: string | null;
  userAgent: string | null;
}

export async function insertAuditEntry(sql: Queryable, e: NewAuditEntry): Promise<void> {
  await sql`
    insert into audit_log (admin_id, actor, action, target_type, target_id, summary, ip, user_agent)
    values (${e.adminId}, ${e.actor.slice(0, 200)}, ${e.action}, ${e.targetType ?? null},
            ${e.targetId?.slice(0, 100) ?? null}, ${(e.summary ?? '').slice(0, 500)}, ${e.ip},
            ${e.userAgent?.slice(0, 500) ?? null})`;
}

/** Deletes the rows older than `days` days; returns how many went. */
export async function pruneAuditLog(sql: Queryable, days: number): Promise<number> {
  const deleted = await sql`delete from audit_log where at < now() - make_interval(days => ${days})`;
  return deleted.count;
}

/** (username, address) pairs that signed in successfully since `sinceMs` ago, newest first (at most `limit`). */
export async function recentSignIns(
  sql: Queryable,
  sinceMs: number,
  limit = 10_000,
): Promise<{ actor: string; ip: string; at: Date }[]> {
  return sql<{ actor: string; ip: string; at: Date }[]>`
    select actor, ip, max(at) as at from audit_log
    where action = 'sign-in.success' and ip is not null and at > now() - make_interval(secs => ${sinceMs / 1000})
    group by actor, ip order by max(at) desc limit ${limit}`;
}

/** Latest first. */
export async function listAuditEntries(
  sql: Queryable,
  page: number,
  limit: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    sql<
      {
        id: string;
        at: Date;
        actor: string;
        action: AuditAction;
        target_type: string | null;
        target_id: string | null;
        summary: string;
        ip: string | null;
        user_agent: string | null;
      }[]
    >`
      select id, at, actor, action, target_type, target_id, summary, ip, user_agent from audit_log
      order by at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from audit_log`,
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      summary: r.summary,
      ip: r.ip,
      userAgent: r.user_agent,
    })),
    total,
  };
}
