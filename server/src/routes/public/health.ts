import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { listMigrations, pendingMigrations } from '../../migrations.ts';

/** How long one readiness check may take before it counts as failed (a hung database must not hang the probe). */
export const READY_CHECK_TIMEOUT_MS = 2000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

type Check = 'ok' | 'failed';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Probes for load balancers and orchestrators (decision 0057), outside /api so that neither the service worker nor
 * the prerender touches them, never rate-limited, never cached:
 * - GET /healthz: the process is alive and serving (no database query: a database outage must not get every
 *   instance restarted);
 * - GET /readyz: this instance can serve: the database answers, every migration is applied, the media store is
 *   reachable (its `ping()`: the folder, or HeadBucket on S3). 503 with the failed checks and a reason otherwise (and while shutting down).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const expected = (await listMigrations()).length;

  app.get('/healthz', async (_req, reply) => noStore(reply).send({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    const reasons: string[] = [];
    const checks: Record<'database' | 'migrations' | 'media', Check> = {
      database: 'ok',
      migrations: 'ok',
      media: 'ok',
    };
    await Promise.all([
      within(pendingMigrations(app.sql), READY_CHECK_TIMEOUT_MS).then(
        (pending) => {
          if (pending.length) {
            checks.migrations = 'failed';
            reasons.push(`${pending.length} of ${expected} migrations are not applied`);
          }
        },
        (err: unknown) => {
          req.log.warn({ err }, 'readiness: the database did not answer');
          checks.database = 'failed';
          checks.migrations = 'failed';
          reasons.push('the database is unreachable');
        },
      ),
      within(app.mediaStore.ping(), READY_CHECK_TIMEOUT_MS).catch((err: unknown) => {
        req.log.warn({ err }, 'readiness: the media store is unreachable');
        checks.media = 'failed';
        reasons.push('the media store is unreachable');
      }),
    ]);
    if (reasons.length)
      return noStore(reply)
        .code(503)
        .send({ status: 'unavailable', reason: reasons.join('; '), checks });
    return noStore(reply).send({ status: 'ready', checks });
  });
};

export default healthRoutes;
