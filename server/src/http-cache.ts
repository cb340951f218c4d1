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

/**
 * Keeps one prepared body, rebuilt on demand after `invalidate()` (called by this process's writes) or after
 * `maxAgeMs` (to pick up writes made by other processes, such as a seed or migration run beside the server).
 */
export class PreparedCache {
  private current?: { body: PreparedBody; at: number };
  private pending?: Promise<PreparedBody>;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly maxAgeMs = 5000,
  ) {}

  invalidate(): void {
    this.generation++;
    this.current = undefined;
  }

  async get(): Promise<PreparedBody> {
    const now = Date.now();
    if (this.current && now - this.current.at < this.maxAgeMs) return this.current.body;
    if (!this.pending) {
      const gen = this.generation;
      this.pending = this.load()
        .then((value) => {
          const body = prepareJson(value);
          if (gen === this.generation) this.current = { body, at: Date.now() };
          return body;
        })
        .finally(() => {
          this.pending = undefined;
        });
    }
    return this.pending;
  }
}
