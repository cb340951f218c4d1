import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { apiError } from '#shared/api-errors.ts';
import { sendPrepared } from '../../http-cache.ts';
import { countPlay } from '../../repositories/catalogue-repository.ts';

const PlayParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });

/** The public catalogue: GET /api/tracks (spec shape, ETag/304, compression) and play counting. */
const tracksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/tracks', { compress: false }, async (req, reply) => {
    let prepared;
    try {
      prepared = await app.catalogueCache.getWithState();
    } catch (err) {
      // No good copy yet (the database failed before the first one was built): a retryable 503, not a 500.
      req.log.error({ err }, 'the catalogue could not be read');
      return reply.code(503).header('retry-after', '5').send(apiError('SERVICE_UNAVAILABLE'));
    }
    // The last good catalogue while the database is failing (same ETag, so revalidating clients get a 304).
    if (prepared.stale) reply.header('x-pomolo-stale', '1');
    return sendPrepared(req, reply, prepared.body);
  });

  // A visitor's player reports each track it starts; the admin's Plays tile is the sum.
  app.post<{ Params: { id: string } }>(
    '/api/tracks/:id/play',
    {
      schema: { params: PlayParams },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const counted = await countPlay(app.sql, req.params.id);
      if (!counted) return reply.code(404).send(apiError('TRACK_NOT_FOUND'));
      return { success: true };
    },
  );
};

export default tracksRoutes;
