import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AUDIT_PAGE_SIZE } from '#shared/audit.ts';
import { pageQuery, type PageQuery } from '../page-query.ts';
import { listAuditEntries } from '../../repositories/audit-repository.ts';

/** GET /api/admin/activity: the audit log, latest first, paginated. */
const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PageQuery }>(
    '/api/admin/activity',
    { schema: { querystring: Type.Object(pageQuery(AUDIT_PAGE_SIZE)) } },
    async (req) => {
      const page = req.query.page ?? 1;
      const limit = req.query.limit ?? AUDIT_PAGE_SIZE;
      const { entries, total } = await listAuditEntries(app.sql, page, limit);
      return { success: true, entries, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );
};

export default activityRoutes;
