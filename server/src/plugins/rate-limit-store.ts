import type { Sql } from '../database.ts';
import { hitRateLimit, readRateLimit } from '../repositories/shared-limits-repository.ts';

type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child`: the route's merged options, the route itself under `routeInfo`. */
type ChildOptions = object & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table `rate_limits`, migration 044), so that every
 * server process on the database enforces one limit per client (decision 0055). The same fixed windows as the
 * plugin's LocalStore (a window starts with a client's first request and its count starts again after it ends),
 * one statement per request (none for a client already over its limit here). Each route counts apart, as with
 * LocalStore.
 */
export function postgresRateLimitStore(sql: Sql) {
  return class PostgresRateLimitStore {
    constructor(
      _globalParams?: unknown,
      readonly prefix = '',
    ) {}

    /** Keys over their limit, until their window ends: answered without a round trip (see below). */
    readonly exceeded = new Map<string, number>();

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const k = this.prefix + key;
      // A key over its limit stays over it until its window ends (fixed windows only grow within a window), so
      // until then the answer is known here: refused, with the time left.
      const until = this.exceeded.get(k);
      if (until !== undefined) {
        const left = until - Date.now();
        if (left > 0) return done(null, { current: max + 1, ttl: left });
        this.exceeded.delete(k);
      }
      hitRateLimit(sql, k, timeWindow).then(
        ({ hits, ttlMs }) => {
          if (hits > max) {
            this.exceeded.set(k, Date.now() + ttlMs);
            if (this.exceeded.size > 100_000) this.exceeded.delete(this.exceeded.keys().next().value!);
          }
          done(null, { current: hits, ttl: ttlMs });
        },
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
