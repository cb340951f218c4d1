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
  /** TRUST_PROXY: how many proxy hops, or which proxy addresses, may set X-Forwarded-*; false: none. */
  trustProxy: TrustProxy;
  /** PUBLIC_URL's origin (e.g. `https://pomolo.example`): Secure `__Host-` cookie and the Origin check use it. */
  publicUrl?: string;
  /** AUDIT_RETENTION_DAYS: audit log rows older than this are deleted, at start and daily (365). */
  auditRetentionDays: number;
  /** SHUTDOWN_TIMEOUT_MS: the longest a SIGTERM/SIGINT shutdown may take before the process exits anyway (10 s). */
  shutdownTimeoutMs: number;
  /** HTTP timeouts against clients that never finish a request (README, "Timeouts and limits"). */
  timeouts: HttpTimeouts;
}

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    timeouts: loadTimeouts(env),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? parsePositive(env.SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS') : 10_000,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS
      ? parsePositive(env.AUDIT_RETENTION_DAYS, 'AUDIT_RETENTION_DAYS')
      : DEFAULT_AUDIT_RETENTION_DAYS,
  };
}
