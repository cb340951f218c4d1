import fp from 'fastify-plugin';
import { TrackLoudness } from '../services/track-loudness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The loudness queue (services/track-loudness.ts): `kick()` after storing new audio. */
    trackLoudness: TrackLoudness;
  }
}

/**
 * The loudness queue, started once the app is ready when `backfill` is on (then every track not measured yet is
 * measured in the background: rows from before migration 043, seeded ones without a measurement), and stopped
 * when the app closes. Register after the catalogue cache: each measurement invalidates it.
 */
export default fp<{ backfill: boolean }>(
  async (app, opts) => {
    const loudness = new TrackLoudness({
      sql: app.sql,
      store: app.mediaStore,
      changed: () => app.catalogueCache.invalidate(),
      log: { info: (msg) => app.log.info(msg), warn: (obj, msg) => app.log.warn(obj, msg) },
    });
    app.decorate('trackLoudness', loudness);
    if (opts.backfill) app.addHook('onReady', async () => loudness.kick());
    app.addHook('onClose', async () => loudness.close());
  },
  { name: 'pomolo-loudness', dependencies: ['pomolo-db'] },
);
