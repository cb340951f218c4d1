import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import {
  deleteRecommendation,
  listRecommendations,
  recommendationStats,
  setRecommendationStatus,
  type RecommendationStatus,
} from '../../repositories/recommendations-repository.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const Status = Type.Union([Type.Literal('new'), Type.Literal('read'), Type.Literal('archived')]);
const StatusBody = Type.Object({
  status: Status,
  admin_notes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});

/** The recommendations inbox: list with stats, status changes with notes, delete. */
const recommendationsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: RecommendationStatus } }>(
    '/api/recommendations/admin/list',
    { schema: { querystring: Type.Object({ status: Type.Optional(Status) }) } },
    async (req) => {
      const [recommendations, stats] = await Promise.all([
        listRecommendations(app.sql, req.query.status),
        recommendationStats(app.sql),
      ]);
      return { success: true, message: 'Recommendations loaded successfully', recommendations, stats };
    },
  );

  app.patch<{ Params: { id: string }; Body: { status: RecommendationStatus; admin_notes?: string | null } }>(
    '/api/recommendations/admin/:id/status',
    { schema: { params: IdParams, body: StatusBody } },
    async (req, reply) => {
      const notes = req.body.admin_notes === undefined ? undefined : req.body.admin_notes?.trim() || null;
      const recommendation = await setRecommendationStatus(app.sql, req.params.id, req.body.status, notes);
      if (!recommendation) return reply.code(404).send({ success: false, message: 'Recommendation not found' });
      await app.audit(req, 'recommendation.status', {
        type: 'recommendation',
        id: req.params.id,
        summary: req.body.status,
      });
      return { success: true, message: `Recommendation marked as ${req.body.status}`, recommendation };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/recommendations/admin/:id',
    { schema: { params: IdParams } },
    async (req, reply) => {
      if (!(await deleteRecommendation(app.sql, req.params.id)))
        return reply.code(404).send({ success: false, message: 'Recommendation not found' });
      await app.audit(req, 'recommendation.delete', { type: 'recommendation', id: req.params.id });
      return { success: true, message: 'Recommendation deleted successfully' };
    },
  );
};

export default recommendationsAdminRoutes;
