import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { LOGIN_POLICY, LoginGuard, type LoginPolicy } from '../../auth/login-throttle.ts';
import { apiError } from '#shared/api-errors.ts';
import { SESSION_TTL_MS, hashToken, newSessionToken } from '../../plugins/auth.ts';
import { createSession, deleteSession, findAdminByUsername } from '../../repositories/admin-repository.ts';

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
});

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session. */
const adminAuthRoutes: FastifyPluginAsync<{ loginPolicy?: Partial<LoginPolicy> }> = async (app, opts) => {
  // Counted in PostgreSQL: every server process on the database enforces the same limits (decision 0055). The
  // addresses each account signed in from are kept there too, so a restart does not forget them (decision 0018).
  const guard = new LoginGuard(app.sql, { ...LOGIN_POLICY, ...opts.loginPolicy });

  app.post<{ Body: { username: string; password: string } }>(
    '/api/admin/login',
    { schema: { body: LoginBody } },
    async (req, reply) => {
      if (app.adminSite.isCrossSite(req)) return reply.code(403).send(apiError('CROSS_SITE'));
      const username = req.body.username.trim();
      if (!username || !req.body.password) return reply.code(400).send(apiError('CREDENTIALS_REQUIRED'));
      // Decided and counted (atomically, in the database) before the password is checked: parallel requests, to
      // this process or to others, cannot check more passwords than allowed.
      const decision = await guard.begin(username, req.ip);
      if (!decision.ok) {
        const seconds = Math.ceil(decision.retryAfterMs / 1000);
        const minutes = Math.ceil(seconds / 60);
        const when =
          seconds < 60
            ? `${seconds} second${seconds === 1 ? '' : 's'}`
            : `${minutes} minute${minutes === 1 ? '' : 's'}`;
        return reply
          .code(429)
          .header('retry-after', seconds)
          .send(apiError('LOGIN_THROTTLED', `Too many failed sign-in attempts. Please try again in ${when}.`));
      }
      const admin = await findAdminByUsername(app.sql, username);
      // Unknown users cost the same hash as known ones, so timing does not reveal which usernames exist.
      const ok = await verifyPassword(req.body.password, admin?.password_hash ?? (await dummyPasswordHash()));
      if (!admin || !ok) {
        await app.audit(req, 'sign-in.failure', { actor: username, adminId: admin?.id ?? null });
        return reply.code(401).send(apiError('INVALID_CREDENTIALS'));
      }
      await decision.attempt.succeeded();
      // A new token on every login: a session id planted before login is never promoted.
      const old = req.cookies[app.adminSite.cookieName];
      if (old) await deleteSession(app.sql, hashToken(old));
      const token = newSessionToken();
      await createSession(app.sql, {
        adminId: admin.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        ip: req.ip,
      });
      await app.audit(req, 'sign-in.success', { actor: admin.username, adminId: admin.id });
      reply.setCookie(app.adminSite.cookieName, token, app.adminSite.cookieOptions(req, SESSION_TTL_MS / 1000));
      return { success: true, message: 'Login successful', username: admin.username };
    },
  );

  app.post('/api/admin/logout', async (req, reply) => {
    if (app.adminSite.isCrossSite(req)) return reply.code(403).send(apiError('CROSS_SITE'));
    const token = req.cookies[app.adminSite.cookieName];
    const ended = token ? await deleteSession(app.sql, hashToken(token)) : undefined;
    if (ended) await app.audit(req, 'sign-out', { actor: ended.username, adminId: ended.adminId });
    reply.clearCookie(app.adminSite.cookieName, app.adminSite.clearOptions);
    return { success: true, message: 'Logged out' };
  });

  // Signed out is an ordinary answer here, not an error: the admin pages ask this on every visit, and a 401 would
  // put an error in the console of every signed-out visitor (issue 25). The other admin routes still answer 401.
  app.get('/api/admin/session', async (req) => {
    const session = await app.findAdminSession(req);
    if (!session) return { success: true, signedIn: false };
    return {
      success: true,
      signedIn: true,
      username: session.username,
      expiresAt: session.expiresAt.toISOString(),
    };
  });
};

export default adminAuthRoutes;
