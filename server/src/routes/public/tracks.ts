import type { FastifyPluginAsync } from 'fastify';
import { sendPrepared } from '../../http-cache.ts';

/** GET /api/tracks: the whole public catalogue, `{ success, data: { categories } }`, with ETag/304 and compression. */
const tracksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/tracks', { compress: false }, async (req, reply) => sendPrepared(req, reply, await app.catalogueCache.get()));
};

export default tracksRoutes;
