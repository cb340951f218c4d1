import { apiError } from '#shared/api-errors.ts';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, type SessionInfo } from '../repositories/admin-repository.ts';

export const SESSION_COOKIE = 'pomolo_admin';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session unused for this long has ended (issue 12 item 4). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for admin routes: 401 without a live session, 403 for a cross-site state change. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The live session of this request's cookie, if any (and its use counted, as requireAdmin does). */
    findAdminSession: (req: FastifyRequest) => Promise<SessionInfo | undefined>;
    adminSite: AdminSite;
  }
  interface FastifyRequest {
    admin?: SessionInfo;
  }
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * The admin API: /api/admin/* and the recommendations inbox. Decided on the percent-decoded path, as the router
 * matches it: `/api/%61dmin/activity` is the admin API too.
 */
export function isAdminApi(url: string): boolean {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not decodable: the router refuses it with a 400, which carries no admin data.
  }
  return path.startsWith('/api/admin') || path.startsWith('/api/recommendations/admin');
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How the admin session cookie is named and set, and what counts as this site, given PUBLIC_URL (decision 0020). */
export interface AdminSite {
  cookieName: string;
  cookieOptions(req: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions;
  clearOptions: CookieSerializeOptions;
  /**
   * A state-changing request must come from this site: its Origin (or, failing that, Sec-Fetch-Site) must match
   * PUBLIC_URL when it is set, else the Host header. Requests with neither header (curl, scripts) carry no ambient
   * browser credentials worth forging.
   */
  isCrossSite(req: FastifyRequest): boolean;
}

export function adminSite(publicUrl?: string): AdminSite {
  const https = publicUrl?.startsWith('https:') ?? false;
  // `__Host-` binds the cookie to this exact host over https, which requires Path=/ and Secure.
  const path = https ? '/' : '/api';
  const base = { path, httpOnly: true, sameSite: 'strict' as const };
  return {
    cookieName: https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    cookieOptions: (req, maxAgeSeconds) => ({
      ...base,
      secure: https || req.protocol === 'https',
      maxAge: maxAgeSeconds,
    }),
    clearOptions: { ...base, secure: https },
    isCrossSite(req) {
      if (!UNSAFE.has(req.method)) return false;
      const origin = req.headers.origin;
      if (origin) {
        try {
          return publicUrl ? new URL(origin).origin !== publicUrl : new URL(origin).host !== req.headers.host;
        } catch {
          return true;
        }
      }
      const site = req.headers['sec-fetch-site'];
      return site === 'cross-site' || site === 'same-site';
    },
  };
}

export default fp<{ publicUrl?: string }>(
  async (app, opts) => {
    await app.register(cookie);
    const site = adminSite(opts.publicUrl);
    app.decorate('adminSite', site);
    app.decorateRequest('admin', undefined);
    // Admin answers (and their 401s) are private and change with every action: never stored by any cache.
    app.addHook('onRequest', (req, reply, done) => {
      if (isAdminApi(req.url)) reply.header('cache-control', 'no-store');
      done();
    });
    const findAdminSession = async (req: FastifyRequest) => {
      const token = req.cookies[site.cookieName];
      return token ? await findSession(app.sql, hashToken(token), SESSION_IDLE_MS) : undefined;
    };
    app.decorate('findAdminSession', findAdminSession);
    app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
      if (site.isCrossSite(req)) {
        return reply.code(403).send(apiError('CROSS_SITE'));
      }
      const session = await findAdminSession(req);
      if (!session) {
        return reply.code(401).send(apiError('AUTH_REQUIRED'));
      }
      req.admin = session;
    });
  },
  { name: 'pomolo-auth', dependencies: ['pomolo-db'] },
);
