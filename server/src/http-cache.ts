import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body serialised and compressed once, with its strong ETag. */
export interface PreparedBody {
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function prepareJson(value: unknown): PreparedBody {
  const raw = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    raw,
    gzip: zlib.gzipSync(raw, { level: 9 }),
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** If-None-Match matching per RFC 9110 (weak comparison, lists and `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Sends a prepared body: 304 when the client has it, else the best pre-compressed variant. */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'Accept-Encoding').header('cache-control', 'no-cache');
  if (etagMatches(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const enc = pickEncoding(req.headers['accept-encoding']);
  if (enc) return reply.header('content-encoding', enc).send(body[enc]);
  return reply.send(body.raw);
}

export interface PreparedCacheOptions {
  /** How long a body is served before it is rebuilt (to pick up other processes' writes). */
  maxAgeMs?: number;
  /** How long a request waits for a rebuild before it gets the last good body instead. */
  loadTimeoutMs?: number;
  /** After a failed rebuild, how long the last good body is served without trying again. */
  retryAfterFailureMs?: number;
  /** Told about each failed rebuild that was answered from the last good body. */
  onStale?: (err: unknown) => void;
}

/**
 * Keeps one prepared body, rebuilt on demand after `invalidate()` (called by this process's writes) or after
 * `maxAgeMs` (to pick up writes made by other processes, such as a seed or migration run beside the server).
 * When a rebuild fails or hangs (the database is down), the last good body is served, stale, with its ETag:
 * a database outage must not empty the visitors' player.
 */
export class PreparedCache {
  private current?: { body: PreparedBody; at: number };
  private lastGood?: PreparedBody;
  private failedAt = -Infinity;
  /** The last rebuild failed or hung; cleared by the next one that succeeds. */
  private degraded = false;
  private pending?: Promise<PreparedBody>;
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly loadTimeoutMs: number;
  private readonly retryAfterFailureMs: number;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly options: PreparedCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 5000;
    this.loadTimeoutMs = options.loadTimeoutMs ?? 2000;
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? 1000;
  }

  /** After a write: the next request waits for a rebuild (a write just succeeded, so the database answers). */
  invalidate(): void {
    this.generation++;
    this.current = undefined;
    this.degraded = false;
  }

  /** The body to serve, and whether it is the last good one standing in for a failed rebuild. */
  async get(): Promise<PreparedBody> {
    return (await this.getWithState()).body;
  }

  async getWithState(): Promise<{ body: PreparedBody; stale: boolean }> {
    const now = Date.now();
    if (this.current && now - this.current.at < this.maxAgeMs) return { body: this.current.body, stale: false };
    if (this.lastGood && this.degraded) {
      // The last rebuild failed: answer at once and let one rebuild (at most one per retryAfterFailureMs) find out
      // in the background whether the database is back, instead of every request waiting on it.
      if (now - this.failedAt >= this.retryAfterFailureMs && !this.pending) {
        this.failedAt = now;
        this.rebuild().catch((err: unknown) => {
          this.failedAt = Date.now();
          this.options.onStale?.(err);
        });
      }
      return { body: this.lastGood, stale: true };
    }
    const pending = this.rebuild();
    if (!this.lastGood) return { body: await pending, stale: false };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.loadTimeoutMs);
    });
    try {
      const result = await Promise.race([pending, late]);
      if (result !== 'late') return { body: result, stale: false };
      this.failedAt = Date.now();
      this.degraded = true;
      this.options.onStale?.(new Error(`rebuilding took longer than ${this.loadTimeoutMs} ms`));
    } catch (err) {
      this.failedAt = Date.now();
      this.degraded = true;
      this.options.onStale?.(err);
    } finally {
      clearTimeout(timer);
    }
    return { body: this.lastGood, stale: true };
  }

  private rebuild(): Promise<PreparedBody> {
    if (!this.pending) {
      const gen = this.generation;
      this.pending = this.load()
        .then((value) => {
          const body = prepareJson(value);
          this.degraded = false;
          if (gen === this.generation) {
            this.current = { body, at: Date.now() };
            this.lastGood = body;
          }
          return body;
        })
        .finally(() => {
          this.pending = undefined;
        });
      // A rebuild nobody waits for any more (it outlasted its timeout) must not be an unhandled rejection.
      this.pending.catch(() => {});
    }
    return this.pending;
  }
}
