/**
 * Keeps the screen on (Screen Wake Lock API) while the app wants it. The browser releases a lock by
 * itself when the tab is hidden, so the lock is asked for again each time the tab becomes visible
 * while it is still wanted; it is released as soon as it is no longer wanted. Where the API is
 * missing, or a request is refused (battery saver, a permission policy), nothing happens.
 */

type WakeLockLike = Pick<WakeLock, 'request'>;

export interface WakeLockDeps {
  wakeLock: WakeLockLike | undefined;
  /** Whether the page is visible now (a hidden page cannot hold the lock). */
  visible(): boolean;
  /** Calls `listener` when the page's visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
}

export class ScreenWakeLock {
  private wanted = false;
  private sentinel: WakeLockSentinel | null = null;
  private pending: Promise<void> | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly deps: WakeLockDeps) {}

  /** Whether this browser can keep the screen on at all (the setting is hidden otherwise). */
  get supported(): boolean {
    return this.deps.wakeLock !== undefined;
  }

  /** Whether a lock is held right now. */
  get held(): boolean {
    return this.sentinel !== null && !this.sentinel.released;
  }

  /** Asks for the lock (now, and again whenever the page comes back) or lets it go. */
  setWanted(wanted: boolean): void {
    if (!this.supported || wanted === this.wanted) return;
    this.wanted = wanted;
    if (wanted) {
      this.unwatch ??= this.deps.onVisibilityChange(() => {
        if (this.wanted && this.deps.visible()) void this.acquire();
      });
      void this.acquire();
    } else {
      this.unwatch?.();
      this.unwatch = null;
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.held || this.pending || !this.deps.visible()) return;
    const request = async () => {
      try {
        const sentinel = await this.deps.wakeLock!.request('screen');
        // No longer wanted while the request was on its way.
        if (!this.wanted) {
          void sentinel.release().catch(() => undefined);
          return;
        }
        this.sentinel = sentinel;
        sentinel.addEventListener('release', () => {
          if (this.sentinel === sentinel) this.sentinel = null;
        });
      } catch {
        // Refused: the screen follows its usual timeout.
      }
    };
    this.pending = request().finally(() => (this.pending = null));
    return this.pending;
  }

  private release(): void {
    const sentinel = this.sentinel;
    this.sentinel = null;
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
  }
}

let browserLock: ScreenWakeLock | null = null;

/** The page's one wake lock (where pages are prerendered: one that is never supported). */
export function screenWakeLock(): ScreenWakeLock {
  if (browserLock) return browserLock;
  const hasDocument = typeof document !== 'undefined';
  browserLock = new ScreenWakeLock({
    wakeLock: typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined,
    visible: () => hasDocument && document.visibilityState === 'visible',
    onVisibilityChange: (listener) => {
      if (!hasDocument) return () => undefined;
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
  return browserLock;
}
