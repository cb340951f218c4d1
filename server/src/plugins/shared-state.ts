import fp from 'fastify-plugin';
import { LOGIN_POLICY } from '../auth/login-throttle.ts';
import { pruneSharedLimits } from '../repositories/shared-limits-repository.ts';

/** The channel migration 044's triggers notify on every write to the public catalogue. */
export const CATALOGUE_CHANNEL = 'pomolo_catalogue';

export interface SharedStateOptions {
  /** How often this process deletes expired throttle and rate-limit rows (default every minute). */
  pruneEveryMs?: number;
}

/**
 * What several server processes on one database share besides the tables (decision 0055):
 * - a catalogue write anywhere (this process, another instance, a seed or script) rebuilds every instance's
 *   /api/tracks at once: PostgreSQL LISTEN on a dedicated connection, which postgres.js re-opens after a lost
 *   connection; notifications missed while it was down are made up for by rebuilding when it is back;
 * - the counters of the sign-in throttle and the rate limits lose their expired rows every minute.
 */
export default fp<SharedStateOptions>(
  async (app, opts) => {
    let listening = false;
    let closed = false;
    let listener: { unlisten(): Promise<void> } | undefined;
    let retry: NodeJS.Timeout | undefined;
    const listen = async () => {
      try {
        listener = await app.sql.listen(
          CATALOGUE_CHANNEL,
          () => app.catalogueCache.invalidate(),
          () => {
            if (listening) {
              app.log.info('listening for catalogue changes again; rebuilding the catalogue');
              app.catalogueCache.invalidate();
            }
            listening = true;
          },
        );
        if (closed) await listener.unlisten();
      } catch (err) {
        // The database is down at start: try again (postgres.js re-opens a lost LISTEN connection by itself, but
        // not one that never opened). Until then the catalogue is rebuilt after its maxAge.
        app.log.warn({ err }, 'cannot listen for catalogue changes yet; retrying');
        if (!closed) retry = setTimeout(() => void listen(), 2000).unref();
      }
    };
    await listen();

    const prune = () =>
      pruneSharedLimits(app.sql, LOGIN_POLICY).catch((err: unknown) =>
        app.log.warn({ err }, 'could not prune the shared rate-limit counters'),
      );
    const timer = setInterval(() => void prune(), opts.pruneEveryMs ?? 60_000);
    timer.unref();

    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      clearTimeout(retry);
      await listener?.unlisten().catch(() => {});
    });
  },
  { name: 'pomolo-shared-state', dependencies: ['pomolo-db'], decorators: { fastify: ['catalogueCache'] } },
);
