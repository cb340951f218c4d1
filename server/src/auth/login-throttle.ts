/**
 * Counts failed logins per key (client IP, username) in a sliding window. A key over its limit is refused
 * until its oldest failure leaves the window. In memory: one server process guards its own door.
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

  /** Milliseconds until the key may try again, 0 when it may now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    return list[list.length - this.limit] + this.windowMs - this.now();
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value!);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
