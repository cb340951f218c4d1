import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '#shared/audit.ts';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../config.ts';
import { insertAuditEntry, pruneAuditLog } from '../repositories/audit-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditTarget {
  type?: string;
  id?: string | number;
  /** A short human line: the track's title, the new status… (at most 500 characters are kept). */
  summary?: string;
  /** Who, when no admin session is on the request (a sign-in). */
  actor?: string;
  adminId?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Records an admin action in the audit log: who (the session's admin), what, when, from where (address and
     * browser). Never throws: a failed write is logged, the action it describes has already happened.
     */
    audit: (req: FastifyRequest, action: AuditAction, target?: AuditTarget) => Promise<void>;
  }
}

export default fp<{ retentionDays?: number }>(
  async (app, opts) => {
    app.decorate('audit', async (req: FastifyRequest, action: AuditAction, target: AuditTarget = {}) => {
      try {
        await insertAuditEntry(app.sql, {
          adminId: target.adminId !== undefined ? target.adminId : (req.admin?.adminId ?? null),
          actor: target.actor ?? req.admin?.username ?? '',
          action,
          targetType: target.type,
          targetId: target.id === undefined ? undefined : String(target.id),
          summary: target.summary,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
      } catch (err) {
        req.log.error({ err, action }, 'audit log write failed');
      }
    });

    // Retention (AUDIT_RETENTION_DAYS): rows older than that are deleted once the app is ready, then daily.
    // A failed prune is logged and tried again the next day; it never stops the app.
    const retentionDays = opts.retentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
    const prune = async () => {
      try {
        const deleted = await pruneAuditLog(app.sql, retentionDays);
        if (deleted > 0) app.log.info({ deleted, retentionDays }, 'old audit log rows deleted');
      } catch (err) {
        app.log.error({ err }, 'audit log retention failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let pruning: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      pruning = prune();
      await pruning;
      timer = setInterval(() => {
        pruning = prune();
      }, DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await pruning;
    });
  },
  { name: 'pomolo-audit', dependencies: ['pomolo-db'] },
);
