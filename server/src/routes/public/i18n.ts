import type { FastifyPluginAsync } from 'fastify';
import { prepareJson, sendPrepared } from '../../http-cache.ts';
import { buildI18nManifest } from '#shared/i18n-manifest.ts';

/** GET /i18n.json: the routed languages with their page meta and short UI groups. */
const i18nRoutes: FastifyPluginAsync = async (app) => {
  const body = prepareJson(buildI18nManifest());
  app.get('/i18n.json', { compress: false }, async (req, reply) => sendPrepared(req, reply, body));
};

export default i18nRoutes;
