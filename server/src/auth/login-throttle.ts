import type { Sql } from '../database.ts';
import {
  beginLoginAttempt,
  loginAttemptSucceeded,
  markLoginAddressKnown,
} from '../repositories/shared-limits-repository.ts';

export interface LoginPolicy {
  windowMs: number;
  /** Failures per (username, address) in the window before that pair is refused. */
  perPair: number;
  /** Failures per address in the window, across usernames, before the address is refused. */
  perAddress: number;
  /** Failures per username in the window, across addresses, before growing delays start. */
  perUserFree: number;
  /** First delay once `perUserFree` is reached; it doubles with every further failure... */
  firstDelayMs: number;
  /** ...up to this ceiling. The account is slowed down, never locked. */
  maxDelayMs: number;
  /** An address the account signed in from successfully is exempt from the username delays for this long. */
  knownAddressMs: number;
}

/** docs/decisions/0018-login-throttle-policy.md explains these numbers. */
export const LOGIN_POLICY: LoginPolicy = {
  windowMs: 15 * 60 * 1000,
  perPair: 5,
  perAddress: 20,
  perUserFree: 10,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** How long this process answers a refusal it has seen without asking the database again. */
export const REFUSAL_MEMORY_MS = 1000;

export type LoginDecision =
  { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterMs: number; reason: 'pair' | 'address' | 'username' };

export interface LoginAttempt {
  /** The password was right: the attempt no longer counts as a failure, and the address becomes known. */
  succeeded(): Promise<void>;
}

/**
 * The sign-in throttle, counted in PostgreSQL so that every server process on the database enforces one limit
 * (decision 0055). Every attempt is decided and counted as a failure in one statement, before the password is
 * checked, and taken back only when it succeeds: a burst of parallel requests, on one process or spread over
 * several, can never check more passwords than the limits allow (the decisions for one address or one username
 * are serialised by advisory locks inside the database). Limits:
 * - (username, address): `perPair` failures per window, then 429 until the oldest leaves the window;
 * - address: `perAddress` failures per window across usernames;
 * - username, across addresses: after `perUserFree` failures, passwords for it are checked at most once per
 *   growing delay (doubling up to `maxDelayMs`), except from addresses it signed in from before. A guesser
 *   spread over many addresses is slowed down; the owner is never locked out.
 * The policy itself is the SQL function `login_attempt_begin` (migration 044).
 */
export class LoginGuard {
  /**
   * Refusals this process has seen, for at most a second (REFUSAL_MEMORY_MS): a flood of guesses on a refused pair
   * or address costs one round trip per second here, not one per guess. Not longer: a refusal can end early (an
   * attempt granted before it, still in flight, succeeds and resets the pair, on this process or another).
   */
  private readonly refused = new Map<
    string,
    { until: number; retryUntil: number; reason: 'pair' | 'address' | 'username' }
  >();

  constructor(
    private readonly sql: Sql,
    private readonly policy: LoginPolicy = LOGIN_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  private cachedRefusal(keys: string[]): LoginDecision | undefined {
    const now = this.now();
    for (const key of keys) {
      const r = this.refused.get(key);
      if (!r) continue;
      if (r.until > now) return { ok: false, retryAfterMs: r.retryUntil - now, reason: r.reason };
      this.refused.delete(key);
    }
    return undefined;
  }

  /** Remembers that `username` signed in from `address` at `at` (exempt from the username delays for 30 days). */
  async markKnown(username: string, address: string, at: number = this.now()): Promise<void> {
    await markLoginAddressKnown(this.sql, username.toLowerCase(), address, new Date(at));
  }

  /** Decides in one round trip (none for a refusal already known here); a granted attempt is already counted. */
  async begin(username: string, address: string): Promise<LoginDecision> {
    const user = username.toLowerCase();
    const pairKey = `p ${address} ${user}`;
    const addressKey = `a ${address}`;
    const cached = this.cachedRefusal([pairKey, addressKey]);
    if (cached) return cached;
    const now = this.now();
    const row = await beginLoginAttempt(this.sql, user, address, new Date(now), this.policy);
    if (!row.ok) {
      const retryAfterMs = Number(row.retry_after_ms);
      const reason = row.reason ?? 'pair';
      this.refused.set(reason === 'address' ? addressKey : pairKey, {
        until: now + Math.min(retryAfterMs, REFUSAL_MEMORY_MS),
        retryUntil: now + retryAfterMs,
        reason,
      });
      if (this.refused.size > 100_000) this.refused.delete(this.refused.keys().next().value!);
      return { ok: false, retryAfterMs, reason };
    }
    const ids = row.failure_ids ?? [];
    let settled = false;
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          if (settled) return;
          settled = true;
          this.refused.delete(pairKey);
          this.refused.delete(addressKey);
          await loginAttemptSucceeded(this.sql, user, address, ids, new Date(this.now()));
        },
      },
    };
  }
}
