import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL cluster under `dataDir/pg` is used. */
  databaseUrl?: string;
  /** Built client (vite build output). */
  distDir: string;
  /** Where generated catalogue files are cached, keyed by the generator's inputs. */
  catalogueCacheDir: string;
  production: boolean;
  logLevel: string;
  adminUsername?: string;
  adminPassword?: string;
  /** VISITOR_RATE_LIMIT: recommendations and contact messages per client IP in 10 minutes (default 5). */
  visitorRateLimit?: number;
  /** SYNC_RATE_PER_SPACE / SYNC_RATE_PER_ADDRESS: sync requests per minute (defaults in shared/sync/limits.ts). */
  syncRatePerSpace?: number;
  syncRatePerAddress?: number;
  /** TRUST_PROXY: how many proxy hops, or which proxy addresses, may set X-Forwarded-*; false: none. */
  trustProxy: TrustProxy;
  /** PUBLIC_URL's origin (e.g. `https://pomolo.example`): Secure `__Host-` cookie and the Origin check use it. */
  publicUrl?: string;
  /** AUDIT_RETENTION_DAYS: audit log rows older than this are deleted, at start and daily (365). */
  auditRetentionDays: number;
  /** SHUTDOWN_TIMEOUT_MS: the longest a SIGTERM/SIGINT shutdown may take before the process exits anyway (10 s). */
  shutdownTimeoutMs: number;
  /** How long a stopped embedded PostgreSQL is restarted before the process gives up and exits 1. */
  embeddedRestartMs: number;
  /** HTTP timeouts against clients that never finish a request (README, "Timeouts and limits"). */
  timeouts: HttpTimeouts;
  /** MEDIA_STORE: where uploaded audio and covers live (decision 0052). */
  media: MediaConfig;
  /**
   * MEDIA_PUBLIC_URL (S3 only): a CDN or the bucket's public address, with S3_PREFIX's objects under it; the
   * catalogue's media URLs point there and the app's /media/ redirects there.
   */
  mediaPublicUrl?: string;
}

export interface S3MediaConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** S3_ENDPOINT: a non-AWS service (R2, MinIO, an emulator); unset: AWS S3. */
  endpoint?: string;
  /** S3_PREFIX, normalised to '' or `some/path/`. */
  prefix: string;
  forcePathStyle: boolean;
}

export type MediaConfig = { driver: 'local' } | S3MediaConfig;

/** A hop count (1 = the proxy right in front of us) or proxy addresses/CIDR ranges; never "everyone". */
export type TrustProxy = false | number | string[];

export interface HttpTimeouts {
  /** HEADERS_TIMEOUT_MS: the whole request head must arrive within this (15 s). */
  headersMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, body included (a 50 MB upload on a slow line), within this (5 min). */
  requestMs: number;
  /** IDLE_TIMEOUT_MS: a connection on which nothing moves for this long is closed (a stalled body) (60 s). */
  idleMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long an idle keep-alive connection waits for its next request (10 s). */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 300_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
};

/** How long the audit log keeps a row unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535 (got "${raw}").`);
  }
  return n;
}

function parsePositive(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number above 0 (got "${raw}").`);
  return n;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(bits); // 10.0.0.0/255.0.0.0
}

/**
 * TRUST_PROXY (decision 0020): unset, `0` or `false`: no proxy. A whole number n: trust n hops (`1`: the client
 * address is the one our proxy appended, whatever the client put before it). Otherwise a comma-separated list of
 * proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal). `true` (trust every hop) is refused: any
 * client could then forge X-Forwarded-For.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new ConfigError(`TRUST_PROXY is a number of proxy hops (1 to 20), got "${raw}".`);
    return hops;
  }
  if (value.toLowerCase() === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so clients could forge their address. Set the number of proxies in front of Pomolo (usually 1) or their addresses.',
    );
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy IP addresses or CIDR ranges; "${bad}" is neither.`,
    );
  return entries;
}

/** PUBLIC_URL: the origin visitors use (`https://pomolo.example`), or undefined. */
export function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the site's address, e.g. https://pomolo.example (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_URL must start with https:// or http:// (got "${raw}").`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`PUBLIC_URL is an origin only, without a path, query or credentials (got "${raw}").`);
  return url.origin;
}

function parseBoolean(raw: string, name: string): boolean {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function parseHttpUrl(raw: string, name: string, example: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an address such as ${example} (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} must start with https:// or http:// (got "${raw}").`);
  if (url.search || url.hash || url.username || url.password)
    throw new ConfigError(`${name} must not carry a query, a fragment or credentials (got "${raw}").`);
  return url;
}

/**
 * MEDIA_STORE (`local`, the default, or `s3`) and the S3_* variables. Credentials are not ours to read: the AWS SDK
 * takes them from the standard environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE, a role...).
 */
export function loadMediaConfig(env: NodeJS.ProcessEnv): { media: MediaConfig; mediaPublicUrl?: string } {
  const driver = (env.MEDIA_STORE?.trim() || 'local').toLowerCase();
  const publicRaw = env.MEDIA_PUBLIC_URL?.trim();
  if (driver === 'local') {
    const s3Set = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_PREFIX'].filter((n) => env[n]?.trim());
    if (s3Set.length)
      throw new ConfigError(
        `${s3Set.join(', ')} ${s3Set.length > 1 ? 'are' : 'is'} set but MEDIA_STORE is not "s3": set MEDIA_STORE=s3 to keep media in the bucket, or unset ${s3Set.join(', ')}.`,
      );
    if (publicRaw)
      throw new ConfigError(
        'MEDIA_PUBLIC_URL needs MEDIA_STORE=s3 (it is the public address of the bucket or of a CDN in front of it). With media on local disk, put the CDN in front of /media/ instead.',
      );
    return { media: { driver: 'local' } };
  }
  if (driver !== 's3') throw new ConfigError(`MEDIA_STORE must be "local" or "s3" (got "${env.MEDIA_STORE}").`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET, the name of the bucket that holds the media.');
  if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/.test(bucket))
    throw new ConfigError(`S3_BUCKET is not a bucket name (got "${bucket}").`);
  const endpointRaw = env.S3_ENDPOINT?.trim();
  let endpoint: string | undefined;
  if (endpointRaw) {
    const url = parseHttpUrl(endpointRaw, 'S3_ENDPOINT', 'https://<account>.r2.cloudflarestorage.com');
    endpoint = url.href.replace(/\/$/, '');
  }
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || (endpoint ? 'us-east-1' : undefined);
  if (!region)
    throw new ConfigError('MEDIA_STORE=s3 needs S3_REGION (e.g. eu-west-1), or S3_ENDPOINT for a non-AWS service.');
  const prefixRaw = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefixRaw.split('/').some((p) => p === '.' || p === '..') || /[\\\0]|\/\//.test(prefixRaw))
    throw new ConfigError(`S3_PREFIX must be a plain key prefix such as pomolo/media (got "${env.S3_PREFIX}").`);
  // Self-hosted and emulated endpoints rarely have per-bucket host names: path style by default when one is set.
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim()
    ? parseBoolean(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE')
    : endpoint !== undefined;
  let mediaPublicUrl: string | undefined;
  if (publicRaw)
    mediaPublicUrl = parseHttpUrl(publicRaw, 'MEDIA_PUBLIC_URL', 'https://cdn.pomolo.example/media').href.replace(
      /\/+$/,
      '',
    );
  return {
    media: { driver: 's3', bucket, region, endpoint, prefix: prefixRaw ? `${prefixRaw}/` : '', forcePathStyle },
    mediaPublicUrl,
  };
}

function loadTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const read = (name: string, fallback: number) => (env[name] ? parsePositive(env[name], name) : fallback);
  const timeouts = {
    headersMs: read('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
    requestMs: read('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
    idleMs: read('IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
    keepAliveMs: read('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
  };
  if (timeouts.headersMs > timeouts.requestMs)
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`,
    );
  return timeouts;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl) {
    let url: URL;
    try {
      url = new URL(databaseUrl);
    } catch {
      throw new ConfigError(
        'DATABASE_URL is not a valid URL. Use postgres://user:password@host:5432/database, or unset it to use the embedded database.',
      );
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigError(
        `DATABASE_URL must start with postgres:// (got "${url.protocol}//"), or unset it to use the embedded database.`,
      );
    }
  }
  return {
    port: parsePort(env.PORT, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(PROJECT_ROOT, 'data')),
    databaseUrl,
    distDir: path.resolve(env.DIST_DIR || path.join(PROJECT_ROOT, 'dist')),
    catalogueCacheDir: path.resolve(env.CATALOGUE_CACHE_DIR || path.join(PROJECT_ROOT, '.cache', 'catalogue')),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    visitorRateLimit: env.VISITOR_RATE_LIMIT ? parsePositive(env.VISITOR_RATE_LIMIT, 'VISITOR_RATE_LIMIT') : undefined,
    syncRatePerSpace: env.SYNC_RATE_PER_SPACE
      ? parsePositive(env.SYNC_RATE_PER_SPACE, 'SYNC_RATE_PER_SPACE')
      : undefined,
    syncRatePerAddress: env.SYNC_RATE_PER_ADDRESS
      ? parsePositive(env.SYNC_RATE_PER_ADDRESS, 'SYNC_RATE_PER_ADDRESS')
      : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    timeouts: loadTimeouts(env),
    ...loadMediaConfig(env),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? parsePositive(env.SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS') : 10_000,
    embeddedRestartMs: env.EMBEDDED_PG_RESTART_MS
      ? parsePositive(env.EMBEDDED_PG_RESTART_MS, 'EMBEDDED_PG_RESTART_MS')
      : 25_000,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS
      ? parsePositive(env.AUDIT_RETENTION_DAYS, 'AUDIT_RETENTION_DAYS')
      : DEFAULT_AUDIT_RETENTION_DAYS,
  };
}
