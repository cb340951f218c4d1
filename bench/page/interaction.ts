// Code the interaction benchmark (bench/interaction.ts) runs inside the page, type-checked with the DOM library.
// Playwright sends each function's source to the page: a function here may use only its arguments and the page's
// globals, and must not name an inner function (tsx would wrap it in a `__name()` call the page does not have).

interface Recorded {
  /** Long tasks (over 50 ms on the main thread), from navigation start. */
  longTasks: { start: number; duration: number }[];
  /** Long animation frames (over 50 ms): what each spent in scripts (by file and entry point), in style and layout,
   * and otherwise (the HTML parser, compiling, rendering), to say where a long task's time went. */
  frames: Frame[];
  /** Event Timing entries of interactions: from the input's timestamp to the next paint after its handlers. */
  events: { name: string; start: number; duration: number; interactionId: number }[];
  /** The last pointerdown's timestamp, and whether the app had taken the page over by then. */
  pressedAt: number | null;
  pressedHydrated: boolean;
  /** When the app (`hydrated`) or an article's island (`island`) took the page over, from navigation start. */
  hydratedAt: number | null;
  /** When the timer card first said it runs, then the next frame (what the visitor sees), from navigation start. */
  runningAt: number | null;
  answeredAt: number | null;
}

export interface Frame {
  start: number;
  duration: number;
  /** From the frame's rendering update (rAF callbacks, style, layout) to its end; 0 when it had none. */
  render: number;
  styleAndLayout: number;
  scripts: { source: string; invoker: string; duration: number; styleAndLayout: number }[];
}

declare global {
  interface Window {
    __interaction?: Recorded;
  }
}

/**
 * An init script (runs before the page's own scripts): records long tasks and interactions from navigation start,
 * the last press, and the moment the timer card first shows a running timer, then paints it.
 */
export function recordInteraction(): void {
  const recorded: Recorded = {
    longTasks: [],
    frames: [],
    events: [],
    pressedAt: null,
    pressedHydrated: false,
    hydratedAt: null,
    runningAt: null,
    answeredAt: null,
  };
  window.__interaction = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      recorded.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // `long-animation-frame` (LoAF) is not in this TypeScript's DOM library yet: the fields used, typed here.
  interface LoafScript {
    sourceURL: string;
    invoker: string;
    invokerType: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }
  interface Loaf {
    startTime: number;
    duration: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: LoafScript[];
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Loaf[]) {
      const end = entry.startTime + entry.duration;
      recorded.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        render: entry.renderStart > 0 ? end - entry.renderStart : 0,
        styleAndLayout: entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          source: script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1) || '(inline or none)',
          invoker:
            script.invokerType === 'classic-script' || script.invokerType === 'module-script'
              ? script.invokerType
              : script.invoker,
          duration: script.duration,
          styleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    // `interactionId` (Event Timing level 2) is not in this TypeScript's DOM library yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      recorded.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener(
    'pointerdown',
    (event) => {
      recorded.pressedAt = event.timeStamp;
      recorded.pressedHydrated = document.documentElement.dataset.hydrated === 'hydrated';
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const state = document.documentElement.dataset.hydrated;
    if (recorded.hydratedAt === null && (state === 'hydrated' || state === 'island')) {
      recorded.hydratedAt = performance.now();
    }
    if (recorded.runningAt !== null) return;
    const card = document.querySelector('[data-testid="timer-card"]');
    if (card?.getAttribute('data-status') !== 'running') return;
    recorded.runningAt = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        recorded.answeredAt = performance.now();
      }, 0),
    );
  }).observe(document, {
    subtree: true,
    attributes: true,
    childList: true,
    attributeFilter: ['data-status', 'data-hydrated'],
  });
}

/** What recordInteraction recorded so far. */
export function recorded(): Recorded | null {
  return window.__interaction ?? null;
}

/** Whether the press was answered: the timer card ran, and the next frame came. */
export function answered(): boolean {
  return (window.__interaction?.answeredAt ?? null) !== null;
}

/** Whether the app or an island has taken the page over (for waitForFunction). */
export function tookOver(): boolean {
  return (window.__interaction?.hydratedAt ?? null) !== null;
}

/** Resolves after `ms` of wall time measured in the page (the page's own timers, not the runner's). */
export function pageWait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves, with `performance.now()`, once the app (or an island page's island) has marked `<html data-hydrated>`:
 * a mutation observer, not a poll every frame, so that waiting adds no work to the page's main thread.
 */
export function whenTakenOver(): Promise<number> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    if (root.dataset.hydrated) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
