import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { postgresRateLimitStore } from './rate-limit-store.ts';

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Same-origin media and audio elements with `crossorigin` must stay loadable by the service worker.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets, computed once. Our policy has no per-request part (no CSP nonces), so running
 * helmet's middleware on every request (as @fastify/helmet does) only repeats the same work: measured,
 * it halved the throughput of GET /api/tracks. See docs/decisions/0002-precomputed-security-headers.md.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = String(v)),
    removeHeader: (k: string) => void delete headers[k.toLowerCase()],
    getHeader: (k: string) => headers[k.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, res as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every response, and the rate limiter that individual routes opt into, counting in PostgreSQL
 * so that several server processes enforce one limit (needs the db plugin).
 */
export default fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.sql) });
  },
  { name: 'pomolo-security', dependencies: ['pomolo-db'] },
);
