/**
 * The page's one AudioContext (issues 27 and 28, decision 0089): the music's output, the soundscape's worklet and
 * the synthesised alarms and ticking all play on it. Each running AudioContext is an audio thread and an output
 * stream of its own, woken every buffer for as long as it runs, even when silent; one context for the page costs
 * one of each instead of up to three.
 *
 * Each user holds the context while it has something to play (`hold(user, true)`); when nobody holds it, it is
 * suspended after a grace period (a track change or a repeated alarm does not stop and restart the stream), so a
 * page with nothing to hear costs no audio CPU. A hold wakes it again: after the visitor's first press (when the
 * context is created) browsers let a page resume its context without a new gesture.
 *
 * The context runs at 44.1 kHz, the shipped tracks' rate: a media element routed into a context at another rate is
 * resampled on the audio thread, for every sample of the session.
 */

export type AudioUser = 'music' | 'soundscape' | 'alarm' | 'ticking';

/** How long the context keeps running after its last user let go (ms). */
export const SUSPEND_GRACE_MS = 3000;
/** The shipped tracks' sample rate. */
export const CONTEXT_SAMPLE_RATE = 44100;

export interface AudioContextDeps {
  create(): AudioContext | null;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class SharedAudioContext {
  private context: AudioContext | null = null;
  private created = false;
  private readonly users = new Set<AudioUser>();
  private suspendTimer: unknown = null;

  constructor(private readonly deps: AudioContextDeps) {}

  /** The context, created on the first call (make it inside a user gesture); null where Web Audio is missing. */
  get(): AudioContext | null {
    if (!this.created) {
      this.created = true;
      try {
        this.context = this.deps.create();
      } catch {
        this.context = null;
      }
    }
    return this.context;
  }

  /** `user` has something to play (true) or has stopped (false). */
  hold(user: AudioUser, on: boolean): void {
    if (on) {
      this.users.add(user);
      this.cancelSuspend();
      const context = this.get();
      if (context && context.state !== 'running' && context.state !== 'closed') {
        void context.resume().catch(() => undefined);
      }
      return;
    }
    if (!this.users.delete(user) || this.users.size > 0 || this.suspendTimer !== null) return;
    this.suspendTimer = this.deps.setTimeout(() => {
      this.suspendTimer = null;
      const context = this.context;
      if (this.users.size === 0 && context && context.state === 'running') {
        void context.suspend().catch(() => undefined);
      }
    }, SUSPEND_GRACE_MS);
  }

  /** Who holds the context now (for tests and the page's data attributes). */
  holders(): AudioUser[] {
    return [...this.users];
  }

  private cancelSuspend(): void {
    if (this.suspendTimer === null) return;
    this.deps.clearTimeout(this.suspendTimer);
    this.suspendTimer = null;
  }
}

function createBrowserContext(): AudioContext | null {
  const Context =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  // Playback, not low latency: larger buffers, fewer wake-ups (battery in a long focus session).
  try {
    return new Context({ latencyHint: 'playback', sampleRate: CONTEXT_SAMPLE_RATE });
  } catch {
    // A browser that refuses the rate: its own.
    return new Context({ latencyHint: 'playback' });
  }
}

export const pageAudio = new SharedAudioContext({
  create: createBrowserContext,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});
