import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { FailureThrottle } from '../../auth/login-throttle.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  hashToken,
  isCrossSite,
  newSessionToken,
  sessionCookieOptions,
} from '../../plugins/auth.ts';
import { createSession, deleteSession, findAdminByUsername } from '../../repositories/admin-repository.ts';

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
});

const WINDOW_MS = 15 * 60 * 1000;

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session. */
const adminAuthRoutes: FastifyPluginAsync = async (app) => {
  const byIp = new FailureThrottle(20, WINDOW_MS);
  const byUser = new FailureThrottle(5, WINDOW_MS);

  app.post<{ Body: { username: string; password: string } }>(
    '/api/admin/login',
    { schema: { body: LoginBody } },
    async (req, reply) => {
      if (isCrossSite(req)) return reply.code(403).send({ success: false, message: 'Cross-site request refused' });
      const username = req.body.username.trim();
      const userKey = username.toLowerCase();
      const wait = Math.max(byIp.retryAfter(req.ip), byUser.retryAfter(userKey));
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        return reply
          .code(429)
          .header('retry-after', Math.ceil(wait / 1000))
          .send({
            success: false,
            message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          });
      }
      if (!username || !req.body.password) {
        return reply.code(400).send({ success: false, message: 'Username and password are required' });
      }
      const admin = await findAdminByUsername(app.sql, username);
      // Unknown users cost the same hash as known ones, so timing does not reveal which usernames exist.
      const ok = await verifyPassword(req.body.password, admin?.password_hash ?? (await dummyPasswordHash()));
      if (!admin || !ok) {
        byIp.fail(req.ip);
        byUser.fail(userKey);
        return reply.code(401).send({ success: false, message: 'Invalid username or password' });
      }
      byUser.reset(userKey);
      // A new token on every login: a session id planted before login is never promoted.
      const old = req.cookies[SESSION_COOKIE];
      if (old) await deleteSession(app.sql, hashToken(old));
      const token = newSessionToken();
      await createSession(app.sql, {
        adminId: admin.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        ip: req.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(req, SESSION_TTL_MS / 1000));
      return { success: true, message: 'Login successful', username: admin.username };
    },
  );

  app.post('/api/admin/logout', async (req, reply) => {
    if (isCrossSite(req)) return reply.code(403).send({ success: false, message: 'Cross-site request refused' });
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.sql, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/api' });
    return { success: true, message: 'Logged out' };
  });

  app.get('/api/admin/session', { onRequest: app.requireAdmin }, async (req) => ({
    success: true,
    username: req.admin!.username,
    expiresAt: req.admin!.expiresAt.toISOString(),
  }));
};

export default adminAuthRoutes;
