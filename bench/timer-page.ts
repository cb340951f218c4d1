// Scripts the timer benchmark runs inside the page (plain JavaScript: bench/ is type-checked with the
// Node library only, without the DOM).

/**
 * Records, in `window.__bench`: the timer's events as the page receives them (with the page's
 * visibility at that moment), bell plays, visibility changes, and a 100 ms page interval that shows
 * whether the browser throttled the page.
 */
export const INSTRUMENT_PAGE = `(() => {
  const record = { events: [], naive: null, bell: [], ticks: [], hiddenAt: null, visibleAgainAt: null };
  window.__bench = record;
  window.addEventListener('pomolo:timer', (e) => {
    const { event, receivedAt } = e.detail;
    record.events.push({ ...event, receivedAt, visibility: document.visibilityState });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') record.hiddenAt ??= Date.now();
    else if (record.hiddenAt !== null) record.visibleAgainAt ??= Date.now();
  });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    record.bell.push({ at: Date.now(), volume: this.volume });
    return play.call(this);
  };
  setInterval(() => record.ticks.push(Date.now()), 100);
})()`;

/** For comparison: what a timer on the page's main thread would do, a setTimeout aimed at the deadline. */
export const ARM_NAIVE_TIMER = `(() => {
  const state = JSON.parse(localStorage.getItem('timerState') || 'null');
  if (!state || !state.deadline) return;
  const deadline = state.deadline;
  setTimeout(() => {
    window.__bench.naive = { lateMs: Date.now() - deadline, visibility: document.visibilityState };
  }, deadline - Date.now());
})()`;

export const READ_RECORD = 'window.__bench';
