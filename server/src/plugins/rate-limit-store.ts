import type { Sql } from '../database.ts';
import { hitRateLimit, readRateLimit } from '../repositories/shared-limits-repository.ts';

type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child`: the route's merged options, the route itself under `routeInfo`. */
type ChildOptions = object & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table `rate_limits`, migration 044), so that every
 * server process on the database enforces one limit per client (decision 0055). The same fixed windows as the
 * plugin's LocalStore (a window starts with a client's first request and its count starts again after it ends),
 * one statement per request. Each route counts apart, as with LocalStore.
 */
export function postgresRateLimitStore(sql: Sql) {
  return class PostgresRateLimitStore {
    constructor(
      _globalParams?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      hitRateLimit(sql, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (err: Error) => done(err),
      );
    }

    read(key: string, done: Done): void {
      readRateLimit(sql, this.prefix + key).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (err: Error) => done(err),
      );
    }

    child(routeOptions: ChildOptions): PostgresRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${[method].flat().join(',')} ${url ?? ''} `);
    }
  };
}
