import { apiError, codeForStatus, isApiErrorCode } from '#shared/api-errors.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Sql } from './database.ts';
import { DEFAULT_TIMEOUTS, type HttpTimeouts } from './config.ts';
import dbPlugin from './plugins/db.ts';
import auditPlugin from './plugins/audit.ts';
import securityPlugin from './plugins/security.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import mediaPlugin from './plugins/media.ts';
import loudnessPlugin from './plugins/loudness.ts';
import staticClientPlugin from './plugins/static-client.ts';
import sharedStatePlugin from './plugins/shared-state.ts';
import tracksRoutes from './routes/public/tracks.ts';
import i18nRoutes, { readCatalogs } from './routes/public/i18n.ts';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { withShippedCategoryTexts } from '#shared/category-translations.ts';
import { catalogTranslator } from '#shared/i18n-manifest.ts';
import seoRoutes from './routes/public/seo.ts';
import healthRoutes from './routes/public/health.ts';
import visitorMessagesRoutes from './routes/public/visitor-messages.ts';
import syncRoutes, { type SyncLimits } from './routes/public/sync.ts';
import syncEventsPlugin from './plugins/sync-events.ts';
import authPlugin from './plugins/auth.ts';
import adminAuthRoutes from './routes/admin/auth.ts';
import adminRoutes from './routes/admin/index.ts';
import { PreparedCache } from './http-cache.ts';
import { listCatalogue } from './repositories/catalogue-repository.ts';
import type { MediaStore } from './media/store/media-store.ts';
import type { LoginPolicy } from './auth/login-throttle.ts';
import { LocalMediaStore } from './media/store/local-store.ts';
import { mediaPaths } from './media/storage.ts';
import { QuietLogController } from './logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The serialised public catalogue; call `invalidate()` after any write to tracks or categories. */
    catalogueCache: PreparedCache;
    /** Where uploaded media live (DATA_DIR/media or the S3 bucket); `ping()` tells whether it can be reached. */
    mediaStore: MediaStore;
  }
}

export interface AppOptions {
  sql: Sql;
  dataDir: string;
  distDir: string;
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Visitor messages (recommendations, contact) allowed per client IP in 10 minutes. */
  visitorMessagesPerTenMinutes?: number;
  /**
   * Which reverse proxies may set X-Forwarded-* (client IP for rate limits, https for Secure cookies): a hop count
   * or their addresses (config.ts parseTrustProxy). Never `true`: every client could forge its address.
   */
  trustProxy?: false | number | string[];
  /**
   * PUBLIC_URL's origin: https makes the session cookie `__Host-` and Secure; Origin checks compare with it; the
   * absolute URLs of served pages, the sitemap and robots.txt use it instead of the request's Host.
   */
  publicUrl?: string;
  /** Against clients that never finish a request (config.ts); the defaults when absent. */
  timeouts?: HttpTimeouts;
  /** Measure every track still without a loudness in the background once ready (default true; plugins/loudness.ts). */
  loudnessBackfill?: boolean;
  /** AUDIT_RETENTION_DAYS: audit log rows older than this are deleted at start and daily (365 when absent). */
  auditRetentionDays?: number;
  /** Where media are stored (media/store/); DATA_DIR/media when absent. The app closes it. */
  mediaStore?: MediaStore;
  /** MEDIA_PUBLIC_URL: the public catalogue's media URLs point there and /media/ redirects there (S3 only). */
  mediaPublicUrl?: string;
  /** Sync limits other than the defaults (shared/sync/limits.ts): tests and the benchmark. */
  syncLimits?: Partial<SyncLimits>;
  /** A sign-in throttle other than LOGIN_POLICY (auth/login-throttle.ts): tests only. */
  loginPolicy?: Partial<LoginPolicy>;
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the first n hops from the socket", like proxy-addr's. */
export function trustProxyOption(
  value: AppOptions['trustProxy'],
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_addr, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: opts.logger ?? false,
    // Requests are logged at debug, 5xx at error (logging.ts): not Fastify's two info lines per request.
    logController: new QuietLogController(),
    trustProxy: trustProxyOption(opts.trustProxy),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // A slow or stalled client cannot hold a connection: the head, the whole request and any silence are bounded
    // (Node answers 408 and closes). Node checks the first two every `connectionsCheckingInterval`.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    // A malformed URL or an over-long route parameter: the usual failure body, not Fastify's own.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as FastifyReply).code(status).send(apiError(codeForStatus(status)));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox checks: strict for bodies (no type coercion), converting for querystrings and params.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown; code?: unknown }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send(apiError(codeForStatus(status)));
    }
    if (err.validation) return reply.code(400).send({ ...apiError('INVALID_REQUEST'), details: err.message });
    // A thrown body that names one of our codes (the rate limiter's errorResponseBuilder) keeps it.
    return reply.code(status).send(apiError(isApiErrorCode(err.code) ? err.code : codeForStatus(status), err.message));
  });

  const mediaStore = opts.mediaStore ?? new LocalMediaStore(mediaPaths(opts.dataDir).root);
  app.decorate('mediaStore', mediaStore);
  app.addHook('onClose', () => mediaStore.close());
  await app.register(dbPlugin, { sql: opts.sql });
  await app.register(auditPlugin, { retentionDays: opts.auditRetentionDays });
  await app.register(securityPlugin, {
    mediaOrigin: opts.mediaPublicUrl ? new URL(opts.mediaPublicUrl).origin : undefined,
    publicUrl: opts.publicUrl,
  });
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, { publicUrl: opts.publicUrl });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // The shipped categories' names and descriptions in every language, from the UI catalogs (decision 0066).
  const translate = catalogTranslator(await readCatalogs());
  app.decorate(
    'catalogueCache',
    new PreparedCache(
      async () => ({
        success: true,
        data: {
          categories: (await listCatalogue(opts.sql, opts.mediaPublicUrl)).map((category) =>
            withShippedCategoryTexts(category, SHIPPED_CATEGORIES, translate),
          ),
        },
      }),
      {
        onStale: (err) => app.log.warn({ err }, 'the catalogue could not be rebuilt; serving the last good copy'),
      },
    ),
  );

  await app.register(healthRoutes);
  await app.register(sharedStatePlugin);
  await app.register(loudnessPlugin, { backfill: opts.loudnessBackfill ?? true });
  await app.register(tracksRoutes);
  await app.register(i18nRoutes);
  await app.register(seoRoutes, { publicUrl: opts.publicUrl });
  await app.register(visitorMessagesRoutes, { perTenMinutes: opts.visitorMessagesPerTenMinutes });
  await app.register(syncEventsPlugin);
  await app.register(syncRoutes, { limits: opts.syncLimits });
  await app.register(adminAuthRoutes, { loginPolicy: opts.loginPolicy });
  await app.register(adminRoutes, { dataDir: opts.dataDir });
  await app.register(mediaPlugin, { dataDir: opts.dataDir, store: mediaStore, publicUrl: opts.mediaPublicUrl });
  await app.register(staticClientPlugin, { distDir: opts.distDir, publicUrl: opts.publicUrl });
  return app;
}
