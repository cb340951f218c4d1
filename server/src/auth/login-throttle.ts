/**
 * Counts failures per key in a sliding window. A key over its limit is refused until its oldest failure leaves
 * the window. In memory: one server process guards its own door.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Failures of the key inside the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  /** Milliseconds until the key may try again, 0 when it may now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    return Math.max(1, list[list.length - this.limit] + this.windowMs - this.now());
  }

  /** Records a failure now and returns its time stamp (for `forget`). */
  fail(key: string): number {
    const list = this.recent(key);
    const at = this.now();
    list.push(at);
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value!);
    return at;
  }

  /** Removes one failure recorded at `at` (an attempt counted up front that turned out to succeed). */
  forget(key: string, at: number): void {
    const list = this.failures.get(key);
    if (!list) return;
    const i = list.indexOf(at);
    if (i >= 0) list.splice(i, 1);
    if (!list.length) this.failures.delete(key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

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

export type LoginDecision =
  { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterMs: number; reason: 'pair' | 'address' | 'username' };

export interface LoginAttempt {
  /** The password was right: the attempt no longer counts as a failure, and the address becomes known. */
  succeeded(): void;
}

/**
 * The sign-in throttle. Every attempt is counted as a failure synchronously, before anything is awaited, and
 * taken back only when it succeeds: a burst of parallel requests can never check more passwords than the limits
 * allow. Limits:
 * - (username, address): `perPair` failures per window, then 429 until the oldest leaves the window;
 * - address: `perAddress` failures per window across usernames;
 * - username, across addresses: after `perUserFree` failures, passwords for it are checked at most once per
 *   growing delay (doubling up to `maxDelayMs`), except from addresses it signed in from before. A guesser
 *   spread over many addresses is slowed down; the owner is never locked out.
 */
export class LoginGuard {
  private readonly byPair: FailureThrottle;
  private readonly byAddress: FailureThrottle;
  private readonly byUser: FailureThrottle;
  private readonly nextSlot = new Map<string, number>();
  private readonly known = new Map<string, number>();

  constructor(
    private readonly policy: LoginPolicy = LOGIN_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    this.byPair = new FailureThrottle(policy.perPair, policy.windowMs, now);
    this.byAddress = new FailureThrottle(policy.perAddress, policy.windowMs, now);
    this.byUser = new FailureThrottle(Number.MAX_SAFE_INTEGER, policy.windowMs, now);
  }

  private isKnown(pair: string): boolean {
    const at = this.known.get(pair);
    if (at === undefined) return false;
    if (this.now() - at > this.policy.knownAddressMs) {
      this.known.delete(pair);
      return false;
    }
    return true;
  }

  /**
   * Remembers that `username` signed in from `address` at `at` (e.g. from the audit log at start-up, so a restart
   * does not forget the owner's addresses).
   */
  markKnown(username: string, address: string, at: number = this.now()): void {
    const pair = `${username.toLowerCase()}\u0000${address}`;
    if (this.now() - at > this.policy.knownAddressMs) return;
    this.known.set(pair, Math.max(at, this.known.get(pair) ?? 0));
    if (this.known.size > 100_000) this.known.delete(this.known.keys().next().value!);
  }

  /** The delay between password checks for a username with `failures` recent failures, 0 below the free allowance. */
  delayFor(failures: number): number {
    const over = failures - this.policy.perUserFree;
    if (over < 0) return 0;
    return Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** Math.min(over, 30));
  }

  /** Decides synchronously; a granted attempt is already counted as a failure. */
  begin(username: string, address: string): LoginDecision {
    const user = username.toLowerCase();
    const pair = `${user}\u0000${address}`;
    const pairWait = this.byPair.retryAfter(pair);
    if (pairWait > 0) return { ok: false, retryAfterMs: pairWait, reason: 'pair' };
    const addressWait = this.byAddress.retryAfter(address);
    if (addressWait > 0) return { ok: false, retryAfterMs: addressWait, reason: 'address' };
    if (!this.isKnown(pair)) {
      const delay = this.delayFor(this.byUser.count(user));
      if (delay > 0) {
        const now = this.now();
        const slot = this.nextSlot.get(user) ?? 0;
        if (slot > now) return { ok: false, retryAfterMs: slot - now, reason: 'username' };
        this.nextSlot.set(user, now + delay);
        if (this.nextSlot.size > 100_000) this.nextSlot.delete(this.nextSlot.keys().next().value!);
      }
    }
    this.byPair.fail(pair);
    const atAddress = this.byAddress.fail(address);
    const atUser = this.byUser.fail(user);
    let settled = false;
    return {
      ok: true,
      attempt: {
        succeeded: () => {
          if (settled) return;
          settled = true;
          this.byPair.reset(pair);
          this.byAddress.forget(address, atAddress);
          this.byUser.forget(user, atUser);
          this.known.set(pair, this.now());
          if (this.known.size > 100_000) this.known.delete(this.known.keys().next().value!);
        },
      },
    };
  }
}
