import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyClicks, releaseEarlyInput, replayEarlyClicks, takeEarlyKeys } from './early-clicks.ts';

// The unit tests run in Node: a document that is only an event target with no controls stands in for the
// prerendered page (the presses, choices and typing are covered in the browser, e2e/first-paint.spec.ts).

/** A keydown as the browser sends it. */
function press(key: string): Event {
  const event = Object.assign(new Event('keydown', { cancelable: true }), { key });
  document.dispatchEvent(event);
  return event;
}

const timerKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 's';

beforeEach(() => {
  const page = Object.assign(new EventTarget(), { querySelectorAll: () => [] });
  vi.stubGlobal('document', page);
});

afterEach(async () => {
  // Nothing from one test is held into the next: the replay runs a task later, on this test's document.
  replayEarlyClicks();
  takeEarlyKeys();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
});

describe('the keys pressed before the timer listens', () => {
  it('are held (the page does not scroll) and handed over in order, once', () => {
    captureEarlyClicks(timerKey);
    expect(press(' ').defaultPrevented).toBe(true);
    expect(press('x').defaultPrevented).toBe(false);
    expect(press('s').defaultPrevented).toBe(true);
    expect(takeEarlyKeys()).toEqual([' ', 's']);
    expect(takeEarlyKeys()).toEqual([]);
  });

  it('are still held after the page has hydrated, until their listener takes them', () => {
    // The timer card may hydrate in a later commit than the page (a Suspense boundary): a key pressed between
    // the two reached nobody (CI, the keyboard journey).
    captureEarlyClicks(timerKey);
    press(' ');
    replayEarlyClicks();
    expect(press('s').defaultPrevented).toBe(true);
    expect(takeEarlyKeys()).toEqual([' ', 's']);
  });

  it('go straight to the page once taken', () => {
    captureEarlyClicks(timerKey);
    replayEarlyClicks();
    expect(takeEarlyKeys()).toEqual([]);
    expect(press(' ').defaultPrevented).toBe(false);
    expect(takeEarlyKeys()).toEqual([]);
  });
});

describe('when the app will not start after all (no catalog could be loaded, decision 0086)', () => {
  it('nothing is held any longer: keys reach the page as they would without the app', () => {
    captureEarlyClicks(timerKey);
    expect(press(' ').defaultPrevented).toBe(true);
    releaseEarlyInput();
    expect(press(' ').defaultPrevented).toBe(false);
    expect(takeEarlyKeys()).toEqual([]);
  });
});
