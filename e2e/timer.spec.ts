import { expect, test, type Page } from '@playwright/test';
import { readHistory } from './helpers/history.ts';
import {
  collectPageErrors,
  expectCountingFrom,
  openStarted,
  recordTimerEffects,
  secondsIn,
  storeTimer,
  time,
  timerEffects,
  toggle,
} from './helpers/timer.ts';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

// The timer runs in a dedicated worker, and Playwright's page.clock does not reach into workers
// (checked: Date.now() in a worker keeps real time while the page's clock is fast-forwarded). So
// these journeys use real time; the one that runs a phase to its end stores it paused with seconds left.

/** "mm:ss" → seconds */
async function shownSeconds(page: Page): Promise<number> {
  const [m, s] = (await time(page).innerText()).split(':').map(Number);
  return m * 60 + s;
}

let errors: string[] = [];

test.beforeEach(async ({ context }) => {
  errors = collectPageErrors(context);
  // Records the timer's events (as the page receives them), bell plays and notifications.
  await recordTimerEffects(context);
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('start, pause, reset and skip, with the title while running', async ({ page }) => {
  await page.goto('/');
  const baseTitle = await page.title();
  await expect(time(page)).toHaveText('25:00');
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
  await expect(toggle(page)).toHaveText('Start');

  const pressedAt = Date.now();
  await toggle(page).click();
  await expect(toggle(page)).toHaveText('Pause');
  // A press before the app took over counts from the press (issue 27): on a slow machine the first second shown
  // may already be some seconds in.
  await expectCountingFrom(() => time(page).innerText(), 25 * 60, pressedAt);
  await expect(page).toHaveTitle(/^Focus: \d\d:\d\d – Pomolo$/);
  await expectCountingFrom(() => page.title(), 25 * 60, pressedAt);
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);

  await toggle(page).click();
  await expect(toggle(page)).toHaveText('Start');
  await expect(page.getByTestId('timer-status')).toHaveText('Paused');
  const paused = await time(page).innerText();
  await page.waitForTimeout(1500);
  await expect(time(page)).toHaveText(paused);
  await expect(page).toHaveTitle(baseTitle);

  // Resume continues from where it stopped.
  await toggle(page).click();
  await expect(toggle(page)).toHaveText('Pause');
  expect(await shownSeconds(page)).toBeLessThanOrEqual(25 * 60 - 1);

  await page.getByTestId('timer-reset').click();
  await expect(time(page)).toHaveText('25:00');
  await expect(toggle(page)).toHaveText('Start');
  await expect(page).toHaveTitle(baseTitle);

  await page.getByTestId('timer-skip').click();
  await expect(page.getByTestId('timer-phase')).toHaveText('Break');
  await expect(time(page)).toHaveText('05:00');
  await expect(page.locator('html')).toHaveAttribute('data-phase', 'break');
  await expect(page.getByTestId('timer-announcer')).toHaveText('Break time. Press Start when you are ready.');

  await toggle(page).click();
  await expect(page).toHaveTitle(/^Break: 04:5\d – Pomolo$/, { timeout: 3000 });

  await page.getByTestId('timer-skip').click();
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
  await expect(time(page)).toHaveText('25:00');
  await expect(toggle(page)).toHaveText('Start');
  await expect(page.locator('html')).toHaveAttribute('data-phase', 'focus');
  await expect(page.getByTestId('timer-completed')).toHaveText('0 focus sessions completed');
});

test('while the page is hidden the title counts down and the card rests; shown again, the card is on time at once', async ({
  page,
}) => {
  // Issue 27 (battery): in a hidden tab only the title carries the countdown; nobody sees the card re-render.
  await page.goto('/');
  const pressedAt = Date.now();
  await toggle(page).click();
  await expectCountingFrom(() => time(page).innerText(), 25 * 60, pressedAt);
  const titleSeconds = async () => secondsIn(await page.title());
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await setVisibility('hidden');
  const shownWhenHidden = await time(page).innerText();
  const titleWhenHidden = await titleSeconds();
  // The title goes on (two seconds at least; the ceiling is generous for a busy machine)…
  await expect.poll(titleSeconds, { timeout: 15_000 }).toBeLessThanOrEqual(titleWhenHidden - 2);
  // …while the card shows what it showed.
  await expect(time(page)).toHaveText(shownWhenHidden);

  await setVisibility('visible');
  // Shown again: the card follows the clock at once (it and the title agree within the second that may turn).
  await expect
    .poll(async () => Math.abs((await shownSeconds(page)) - (await titleSeconds())), { timeout: 5000 })
    .toBeLessThanOrEqual(1);
  expect(await shownSeconds(page)).toBeLessThan(
    Number(shownWhenHidden.slice(0, 2)) * 60 + Number(shownWhenHidden.slice(3)),
  );
});

test('the first Start asks for notification permission, once', async ({ page }) => {
  await openStarted(page);
  await toggle(page).click();
  await toggle(page).click();
  await toggle(page).click();
  expect((await timerEffects(page)).permissionRequests.length).toBe(1);
});

test('keyboard: Space starts and pauses, R resets, S skips, not while typing', async ({ page }) => {
  await page.goto('/');
  await expect(time(page)).toHaveText('25:00');
  await page.locator('body').click({ position: { x: 2, y: 200 } });

  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveText('Pause');
  await expect(time(page)).not.toHaveText('25:00', { timeout: 3000 });
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveText('Start');

  await page.keyboard.press('s');
  await expect(page.getByTestId('timer-phase')).toHaveText('Break');
  await expect(time(page)).toHaveText('05:00');

  await page.keyboard.press('r');
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
  await expect(time(page)).toHaveText('25:00');

  // Typing in a field never drives the timer.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'text';
    input.setAttribute('data-testid', 'probe');
    document.body.append(input);
  });
  await page.getByTestId('probe').fill('');
  await page.getByTestId('probe').pressSequentially('s r ');
  await expect(page.getByTestId('probe')).toHaveValue('s r ');
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
  await expect(toggle(page)).toHaveText('Start');

  // Nor while the settings dialog is open.
  await page.getByTestId('settings-button').click();
  await page.keyboard.press('s');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
});

test('a reload resumes a running timer at the right second', async ({ page }) => {
  await openStarted(page);
  await toggle(page).click();
  await expect(time(page)).toHaveText('24:58', { timeout: 4000 });
  await page.reload();
  await expect(toggle(page)).toHaveText('Pause');
  await expect(page).toHaveTitle(/^Focus: 24:5\d – Pomolo$/);
  const after = await shownSeconds(page);
  expect(after).toBeLessThanOrEqual(24 * 60 + 58);
  expect(after).toBeGreaterThanOrEqual(24 * 60 + 50);
  await expect(time(page)).not.toHaveText(`${Math.floor(after / 60)}:${String(after % 60).padStart(2, '0')}`, {
    timeout: 3000,
  });

  // A paused timer stays paused across a reload.
  await toggle(page).click();
  // The worker has paused it (and the page saved that) once the button says Start.
  await expect(toggle(page)).toHaveText('Start');
  const paused = await time(page).innerText();
  await page.reload();
  await expect(toggle(page)).toHaveText('Start');
  await expect(time(page)).toHaveText(paused);
  await expect(page.getByTestId('timer-status')).toHaveText('Paused');
});

test('a focus phase that ended while the page was closed counts as completed', async ({ context, page }) => {
  await page.goto('/');
  await toggle(page).click();
  await expect(toggle(page)).toHaveText('Pause');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('timerState'))).toContain('"running"');
  await page.close();

  // While no page is open, move the saved deadline into the past: the phase ended while closed.
  const reopened = await context.newPage();
  await reopened.goto('/robots.txt');
  await reopened.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('timerState')!);
    state.deadline = Date.now() - 10 * 60_000;
    localStorage.setItem('timerState', JSON.stringify(state));
  });
  await reopened.goto('/');
  await expect(reopened.getByTestId('timer-phase')).toHaveText('Break');
  await expect(time(reopened)).toHaveText('05:00');
  await expect(toggle(reopened)).toHaveText('Start');
  await expect(reopened.getByTestId('timer-completed')).toHaveText('1 focus session completed');
  await expect.poll(() => readHistory(reopened)).toHaveLength(1);
  expect((await readHistory(reopened))[0]).toMatchObject({ minutes: 25 });
  // Long over: no bell and no notification for it.
  const late = await timerEffects(reopened);
  expect({ plays: late.plays.length, notifications: late.notifications.length }).toEqual({
    plays: 0,
    notifications: 0,
  });
});

test('a 1-minute focus phase runs to its end, rings, then flips to Break 05:00 after 2 s', async ({ page }) => {
  // The phase is stored paused with 4 s left (as a paused timer is saved): Start runs it to its real end in the
  // worker, without waiting out the first 56 seconds.
  await storeTimer(page, { status: 'paused', leftMs: 4000, durations: { workMinutes: 1, breakMinutes: 5 } });
  await page.goto('/');
  await expect(time(page)).toHaveText('00:04');
  await expect(toggle(page)).toHaveText('Start');

  await toggle(page).click();
  await expect(time(page)).toHaveText('00:03', { timeout: 3000 });

  await expect(page.getByTestId('timer-status')).toHaveText("Time's up!", { timeout: 10_000 });
  await expect(time(page)).toHaveText('00:00');
  await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
  await expect(page.getByTestId('timer-completed')).toHaveText('1 focus session completed');
  await expect(toggle(page)).toBeDisabled();

  await expect(page.getByTestId('timer-phase')).toHaveText('Break', { timeout: 5000 });
  await expect(time(page)).toHaveText('05:00');
  await expect(toggle(page)).toHaveText('Start');
  await expect(toggle(page)).toBeEnabled();
  await expect(page.getByTestId('timer-status')).toHaveText('Ready');

  // It waits for Start: still 05:00 a moment later.
  await page.waitForTimeout(1500);
  await expect(time(page)).toHaveText('05:00');

  const record = await timerEffects(page);
  const events = record.events;
  const ended = events.find((e) => e.event.type === 'phase-ended')!;
  const flipped = events.find((e) => e.event.type === 'phase-changed')!;
  expect(ended.event.phase).toBe('focus');
  expect(ended.receivedAt - ended.event.deadline!).toBeLessThan(250);
  expect(flipped.event.phase).toBe('break');
  const delay = flipped.receivedAt - ended.event.deadline!;
  expect(delay).toBeGreaterThanOrEqual(2000);
  expect(delay).toBeLessThan(2500);

  const plays = record.plays;
  expect(plays).toHaveLength(1);
  expect(plays[0].src).toMatch(/\/audio\/bell\.mp3$/);
  expect(plays[0].volume).toBeCloseTo(0.8);
  expect(record.notifications).toEqual([
    { title: 'Focus session complete!', body: 'Time for a break. The timer switches in a moment.' },
  ]);

  await expect.poll(() => readHistory(page)).toEqual([{ completedAt: ended.event.deadline, minutes: 1 }]);
});
