import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '#shared/audit.ts';
import { insertAuditEntry } from '../repositories/audit-repository.ts';

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

export default fp(
  async (app) => {
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
  },
  { name: 'pomolo-audit', dependencies: ['pomolo-db'] },
);
