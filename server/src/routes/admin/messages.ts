import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { pageQuery, type PageQuery } from '../page-query.ts';
import { listContactMessages } from '../../repositories/contact-repository.ts';

/** Contact messages sent from the public contact form. */
const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PageQuery }>(
    '/api/admin/contact-messages',
    {
      schema: {
        querystring: Type.Object(pageQuery(25)),
      },
    },
    async (req) => {
      const page = req.query.page ?? 1;
      const limit = req.query.limit ?? 25;
      const { messages, total } = await listContactMessages(app.sql, page, limit);
      return { success: true, messages, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );
};

export default messagesRoutes;
