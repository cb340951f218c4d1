import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { prepareJson, sendPrepared } from '../../http-cache.ts';
import { buildI18nManifest, catalogTranslator } from '#shared/i18n-manifest.ts';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/languages.ts';
import { poMessages, type PoEntry } from '#shared/po.ts';

/** The Lingui catalogs of the client, the single source of every UI text. */
export const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../../../../client/src/locales/', import.meta.url));

/** Reads and parses every language's messages.po; a missing or malformed catalog fails start-up. */
export async function readCatalogs(
  localesDir: string = DEFAULT_LOCALES_DIR,
): Promise<Record<LanguageCode, Map<string, PoEntry>>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (code) => {
      const file = `${localesDir.replace(/\/$/, '')}/${code}/messages.po`;
      try {
        return [code, poMessages(await fs.readFile(file, 'utf8'))] as const;
      } catch (error) {
        throw new Error(`Cannot read the ${code} catalog ${file}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, Map<string, PoEntry>>;
}

/**
 * GET /i18n.json: the routed languages with their page meta and short UI groups, translated from the
 * client's Lingui catalogs (read once at start-up; see shared/i18n-manifest.ts).
 */
const i18nRoutes: FastifyPluginAsync<{ localesDir?: string }> = async (app, opts) => {
  const body = prepareJson(buildI18nManifest(catalogTranslator(await readCatalogs(opts.localesDir))));
  app.get('/i18n.json', { compress: false }, async (req, reply) => sendPrepared(req, reply, body));
};

export default i18nRoutes;
