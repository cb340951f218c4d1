import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { AUDIO_MAX_BYTES, BULK_MAX_FILES } from '#shared/admin.ts';
import libraryRoutes from './library.ts';
import uploadRoutes from './uploads.ts';
import recommendationsAdminRoutes from './recommendations.ts';
import messagesRoutes from './messages.ts';
import activityRoutes from './activity.ts';

/**
 * Every admin route, behind the server-side session check (401 without a session, 403 for a cross-site
 * state change). Login/logout live in auth.ts, outside this scope.
 */
const adminRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(multipart, {
    // Over-size parts are flagged (`truncated`) and refused by the handlers with their own 413 message.
    throwFileSizeLimit: false,
    limits: {
      fileSize: AUDIO_MAX_BYTES,
      files: BULK_MAX_FILES + 1,
      fields: 30,
      fieldSize: 16 * 1024,
      parts: BULK_MAX_FILES + 40,
    },
  });
  await app.register(libraryRoutes);
  await app.register(uploadRoutes, { dataDir: opts.dataDir });
  await app.register(recommendationsAdminRoutes);
  await app.register(messagesRoutes);
  await app.register(activityRoutes);
};

export default adminRoutes;
