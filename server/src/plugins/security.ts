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
  // Agrees with the CSP's frame-ancestors 'none' for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  // HSTS only when the site is known to be served over https (PUBLIC_URL): over plain HTTP the header is
  // meaningless, and a wrongly pinned host is unreachable over http for a year. See securityOptions().
  strictTransportSecurity: false,
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
 * The policy for this deployment: a media origin (MEDIA_PUBLIC_URL's) allowed for images, audio and the service
 * worker's fetches; HSTS (helmet's default, 365 days, includeSubDomains) only when PUBLIC_URL is https.
 */
export function helmetOptionsFor(opts: { mediaOrigin?: string; publicUrl?: string }): HelmetOptions {
  const https = opts.publicUrl ? new URL(opts.publicUrl).protocol === 'https:' : false;
  const base = https ? ({ ...HELMET_OPTIONS, strictTransportSecurity: true } as HelmetOptions) : HELMET_OPTIONS;
  const origin = opts.mediaOrigin;
  if (!origin) return base;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> };
  const add = (name: string) => [...csp.directives[name], origin];
  return {
    ...base,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...csp.directives,
        imgSrc: add('imgSrc'),
        mediaSrc: add('mediaSrc'),
        connectSrc: add('connectSrc'),
      },
    },
  };
}

/**
 * Security headers on every response, and the rate limiter that individual routes opt into, counting in PostgreSQL
 * so that several server processes enforce one limit (needs the db plugin). `mediaOrigin`: where media are served
 * from when not from this origin (MEDIA_PUBLIC_URL); `publicUrl`: PUBLIC_URL's origin (HSTS when https).
 */
export default fp<{ mediaOrigin?: string; publicUrl?: string }>(
  async (app, opts) => {
    const headers = securityHeaders(helmetOptionsFor(opts));
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.sql) });
  },
  { name: 'pomolo-security', dependencies: ['pomolo-db'] },
);
