import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** Just enough of the service worker's globals for Workbox to run its real strategy here. */
class MemoryCache {
  private readonly entries = new Map<string, Response>();
  match(req: RequestInfo | URL): Promise<Response | undefined> {
    const hit = this.entries.get(new Request(req).url);
    return Promise.resolve(hit?.clone());
  }
  put(req: RequestInfo | URL, res: Response): Promise<void> {
    this.entries.set(new Request(req).url, res.clone());
    return Promise.resolve();
  }
}
class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return Promise.resolve(this.caches.get(name)!);
  }
  async match(req: RequestInfo | URL, opts?: { cacheName?: string }): Promise<Response | undefined> {
    const names = opts?.cacheName ? [opts.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const hit = await this.caches.get(name)?.match(req);
      if (hit) return hit;
    }
    return undefined;
  }
}
class ExtendableEvent {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(p: Promise<unknown>): void {
    this.pending.push(p);
  }
}
class FetchEvent extends ExtendableEvent {}

// Workbox reads `self` as it loads, so the module comes in after the globals are there.
const g = globalThis as Record<string, unknown>;
g.self = globalThis;
g.__WB_DISABLE_DEV_LOGS = true;
g.location = new URL('https://pomolo.test/sw.js');
const { TRACKS_CACHE, tracksStrategy } = await import('./tracks-strategy.ts');

const URL_TRACKS = 'https://pomolo.test/api/tracks';
let answer: () => Promise<Response>;
let failures: string[];
const reachability: WorkboxPlugin = {
  fetchDidFail: ({ error }) => {
    if (error.name !== 'ServerError') failures.push(error.name);
    return Promise.resolve();
  },
};

async function get(): Promise<Response> {
  const event = new FetchEvent();
  const res = await tracksStrategy(reachability).handle({
    request: new Request(URL_TRACKS),
    event: event as never,
  });
  await Promise.allSettled(event.pending);
  return res;
}

beforeEach(() => {
  g.caches = new MemoryCacheStorage();
  g.ExtendableEvent = ExtendableEvent;
  g.FetchEvent = FetchEvent;
  g.fetch = () => answer();
  failures = [];
});

const catalogue = (v: number) =>
  new Response(JSON.stringify({ success: true, v }), { status: 200, headers: { 'content-type': 'application/json' } });

/** Issue 12 item 9: the service worker's catalogue strategy, run by Workbox itself. */
describe('the catalogue strategy (GET /api/tracks)', () => {
  it('answers fresh from the network and keeps a copy', async () => {
    answer = () => Promise.resolve(catalogue(1));
    expect(await (await get()).json()).toEqual({ success: true, v: 1 });
    const cached = await (await caches.open(TRACKS_CACHE)).match(URL_TRACKS);
    expect(await cached?.json()).toEqual({ success: true, v: 1 });
  });

  it('answers the cached catalogue when the server answers 5xx, without calling the server unreachable', async () => {
    answer = () => Promise.resolve(catalogue(1));
    await get();
    for (const status of [500, 502, 503]) {
      answer = () => Promise.resolve(new Response('{"success":false}', { status }));
      const res = await get();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, v: 1 });
    }
    expect(failures).toEqual([]);
    // The error answers were not cached over the good copy.
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await get()).json()).toEqual({ success: true, v: 1 });
    expect(failures).toEqual(['TypeError']);
  });

  it('passes the server’s 5xx through when nothing is cached yet', async () => {
    answer = () => Promise.resolve(new Response('{"success":false,"code":"SERVICE_UNAVAILABLE"}', { status: 503 }));
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('still answers 4xx from the network as they are', async () => {
    answer = () => Promise.resolve(catalogue(1));
    await get();
    answer = () => Promise.resolve(new Response('{}', { status: 404 }));
    expect((await get()).status).toBe(404);
  });
});
