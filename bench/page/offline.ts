// Code the offline benchmark runs inside the page, type-checked with the DOM library (tsconfig.bench-page.json).
// Playwright sends each function's source to the page: a function here may use only its arguments and the page's
// globals. It must not name an inner function either (`const f = () => …`): tsx wraps such a name in a `__name()`
// call that does not exist in the page.

declare global {
  interface Window {
    /** When the timer's Start button became usable, in ms from navigation start (set by recordTimerReady). */
    __timerReady?: number;
  }
}

/** An init script: records, from navigation start, when the timer's Start button exists (React attached its handlers). */
export function recordTimerReady(): void {
  new MutationObserver(() => {
    if (window.__timerReady !== undefined) return;
    const button = document.querySelector<HTMLButtonElement>('[data-testid="timer-toggle"]');
    if (button && !button.disabled) window.__timerReady = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

/** The time recordTimerReady recorded, or null before the timer was ready. */
export function timerReadyAt(): number | null {
  return window.__timerReady ?? null;
}

export async function serviceWorkerReady(): Promise<void> {
  await navigator.serviceWorker.ready;
}

export function serviceWorkerControls(): boolean {
  return navigator.serviceWorker.controller !== null;
}

/** Clicks a downloaded track's row and resolves to the time until the player says `playing`. */
export function clickAndTimePlay(trackId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const player = document.querySelector('[data-testid="player"]');
    const button = document.querySelector<HTMLButtonElement>(
      `[data-testid="track-list"] button.track-button[data-track-id="${CSS.escape(trackId)}"]`,
    );
    if (!player || !button) {
      reject(new Error('player or track row missing'));
      return;
    }
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (player.getAttribute('data-state') === 'playing' && player.getAttribute('data-track-id') === trackId) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(player, { attributes: true, attributeFilter: ['data-state', 'data-track-id'] });
    button.click();
    setTimeout(() => reject(new Error('never played')), 10000);
  });
}
