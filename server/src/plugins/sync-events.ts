import fp from 'fastify-plugin';
import { SYNC_CHANNEL } from '../repositories/sync-repository.ts';

export type SyncEvent = { type: 'seq'; seq: number } | { type: 'erased' };
type Listener = (event: SyncEvent) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sync pushes and erasures from any instance on the database, for this instance's event streams. */
    syncEvents: {
      subscribe(spaceHashHex: string, listener: Listener): () => void;
      /** Open streams on this instance (for tests and limits). */
      count(spaceHashHex?: string): number;
      /** Ends every stream (at shutdown). */
      closeAll(): void;
      onCloseAll(end: () => void): () => void;
    };
  }
}

/**
 * One LISTEN per instance on the sync channel (migration 050's pushes NOTIFY at commit), fanned out to this
 * instance's Server-Sent Event streams by space. Several instances behind a load balancer each get every
 * notification, so a push on one reaches a device streaming from another (decision 0083). A lost LISTEN
 * connection is re-opened by postgres.js; its `onlisten` then tells every stream to pull, for what was missed.
 */
export default fp(
  async (app) => {
    const bySpace = new Map<string, Set<Listener>>();
    const enders = new Set<() => void>();
    const dispatch = (hex: string, event: SyncEvent) => {
      for (const l of bySpace.get(hex) ?? []) l(event);
    };
    let listening = false;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let listener: { unlisten(): Promise<void> } | undefined;
    const listen = async () => {
      try {
        listener = await app.sql.listen(
          SYNC_CHANNEL,
          (payload) => {
            const [hex, what] = payload.split(':');
            if (!hex || !what) return;
            dispatch(hex, what === 'erased' ? { type: 'erased' } : { type: 'seq', seq: Number(what) });
          },
          () => {
            // Back after a lost connection: every stream pulls, in case it missed a push meanwhile.
            if (listening) for (const hex of bySpace.keys()) dispatch(hex, { type: 'seq', seq: -1 });
            listening = true;
          },
        );
        if (closed) await listener.unlisten();
      } catch (err) {
        app.log.warn({ err }, 'cannot listen for sync changes yet; retrying');
        if (!closed) retry = setTimeout(() => void listen(), 2000).unref();
      }
    };
    await listen();

    app.decorate('syncEvents', {
      subscribe(hex: string, l: Listener) {
        const set = bySpace.get(hex) ?? new Set<Listener>();
        set.add(l);
        bySpace.set(hex, set);
        return () => {
          set.delete(l);
          if (set.size === 0) bySpace.delete(hex);
        };
      },
      count(hex?: string) {
        if (hex !== undefined) return bySpace.get(hex)?.size ?? 0;
        let n = 0;
        for (const s of bySpace.values()) n += s.size;
        return n;
      },
      closeAll() {
        for (const end of [...enders]) end();
      },
      onCloseAll(end: () => void) {
        enders.add(end);
        return () => enders.delete(end);
      },
    });

    // Streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', (done) => {
      app.syncEvents.closeAll();
      done();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retry);
      await listener?.unlisten().catch(() => {});
    });
  },
  { name: 'pomolo-sync-events', dependencies: ['pomolo-db'] },
);
