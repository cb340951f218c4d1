/** The admin audit log's actions (server/migrations/042_audit_log.sql), shared by the server and the Activity tab. */
export const AUDIT_ACTIONS = [
  'sign-in.success',
  'sign-in.failure',
  'sign-out',
  'track.upload',
  'track.edit',
  'track.delete',
  'category.create',
  'category.translations',
  'recommendation.status',
  'recommendation.delete',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/admin/activity. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  ip: string | null;
  userAgent: string | null;
}

export const AUDIT_PAGE_SIZE = 50;
