import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CYCLE_SETTINGS } from '#shared/settings.ts';
import { readHistory } from './helpers/history.ts';
import {
  collectPageErrors,
  openStarted,
  recordTimerEffects,
  storeTimer,
  time,
  timerEffects,
  toggle,
} from './helpers/timer.ts';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

// Focus modes (issue 30) in a real browser. Playwright's clock does not reach the timer's worker, so a
// journey does not wait out whole minutes: it saves a Flowtime focus that started 25 minutes ago
// (exactly what the app itself saves while one runs) and opens the page.

let errors: string[] = [];

test.beforeEach(async ({ context }) => {
  errors = collectPageErrors(context);
  await recordTimerEffects(context, 'granted');
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

const FLOWTIME = { ...DEFAULT_CYCLE_SETTINGS, mode: 'flowtime' };

/** Saves a running Flowtime focus that started `elapsedMs` ago (as the app saves it), before the app starts. */
async function seedFlowFocus(page: Page, elapsedMs: number) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ elapsedMs, settings }) => {
      const durations = { workMinutes: 25, breakMinutes: 5 };
      localStorage.setItem('timerSettings', JSON.stringify(settings));
      localStorage.setItem('timerDurations', JSON.stringify(durations));
      localStorage.setItem(
        'timerState',
        JSON.stringify({
          phase: 'focus',
          status: 'running',
          remainingMs: 25 * 60_000,
          deadline: null,
          endedAt: null,
          completed: 0,
          durations,
          longBreak: false,
          cycleCount: 0,
          settings,
          countUpFrom: Date.now() - elapsedMs,
          elapsedMs: 0,
          flowBreakMinutes: null,
        }),
      );
    },
    { elapsedMs, settings: FLOWTIME },
  );
}

test('Flowtime is chosen in the settings; the focus counts up from 0:00 and a first minute records nothing', async ({
  page,
}) => {
  await openStarted(page);
  await expect(time(page)).toHaveText('25:00');
  await page.getByTestId('settings-button').click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog.getByTestId('setting-mode')).toHaveValue('pomodoro');
  await dialog.getByTestId('setting-mode').selectOption('flowtime');
  await expect(dialog.getByTestId('setting-flow-ratio')).toHaveValue('5');
  await dialog.getByTestId('setting-flow-ratio').selectOption('4');
  await page.getByTestId('settings-close').click();

  const card = page.getByTestId('timer-card');
  await expect(card).toHaveAttribute('data-mode', 'flowtime');
  await expect(time(page)).toHaveText('00:00');
  await expect(page.getByTestId('timer-plan')).toHaveText('Flowtime: focus counts up · break = focus ÷ 4');
  await expect(page.getByTestId('timer-take-break')).toBeDisabled();
  // The goal counts minutes in Flowtime: 6 sessions × 25 min.
  await expect(page.getByTestId('timer-goal')).toHaveText('Today: 0 / 150 min');

  await toggle(page).click();
  await expect(time(page)).toHaveText(/^00:0[2-9]$/, { timeout: 10_000 });
  await expect(page).toHaveTitle(/^Focus: 00:0\d – Pomolo$/);
  await expect(page.getByTestId('timer-flow-note')).toBeVisible();

  // Under a minute: back to 0:00, nothing recorded, still in focus.
  await page.keyboard.press('b');
  await expect(time(page)).toHaveText('00:00');
  await expect(card).toHaveAttribute('data-phase', 'focus');
  await expect(card).toHaveAttribute('data-status', 'idle');
  expect(await readHistory(page)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-mode', 'flowtime');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('timerSettings')!));
  expect(stored).toMatchObject({ mode: 'flowtime', flowBreakRatio: 4 });
});

test('"Take a break" after 25 minutes of Flowtime records them and starts a 5-minute break', async ({ page }) => {
  await seedFlowFocus(page, 25 * 60_000 + 5_000);
  await openStarted(page);
  await expect(time(page)).toHaveText(/^25:\d\d$/);
  await expect(page).toHaveTitle(/^Focus: 25:\d\d – Pomolo$/);
  await expect(page.getByTestId('timer-status')).toHaveText('Running');

  await page.getByTestId('timer-take-break').click();
  const card = page.getByTestId('timer-card');
  await expect(card).toHaveAttribute('data-phase', 'break');
  await expect(card).toHaveAttribute('data-status', 'running');
  await expect(time(page)).toHaveText(/^(05:00|04:5\d)$/);
  await expect(page.getByTestId('timer-take-break')).toHaveCount(0);
  await expect(page.getByTestId('timer-announcer')).toHaveText('Break started.');
  await expect(page.getByTestId('timer-completed')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('timer-goal')).toHaveText('Today: 25 / 150 min');
  await expect.poll(() => readHistory(page)).toEqual([{ completedAt: expect.any(Number), minutes: 25 }]);
  // The visitor ended the focus: no bell and no notification for it.
  const effects = await timerEffects(page);
  expect(effects.notifications).toEqual([]);
  expect(effects.plays).toEqual([]);
});

test('an interruption is counted on the card (button and I key) and stored with the session', async ({ page }) => {
  // A paused Pomodoro focus with 4 s left: interruptions are logged while paused too, with no hurry;
  // Start then lets it end.
  await storeTimer(page, { leftMs: 4000, status: 'paused' });
  await openStarted(page);
  const count = page.getByTestId('timer-interruptions');
  await expect(count).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('timer-interruptions-count')).toHaveText('No interruptions');

  await page.getByTestId('timer-interrupt').click();
  await expect(count).toHaveAttribute('data-count', '1');
  await page.getByTestId('timer-interrupt-external').click();
  await expect(page.getByTestId('timer-interrupt-external')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('body').press('i');
  await expect(count).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('timer-interruptions-count')).toHaveText('2 interruptions');

  await toggle(page).click();
  await expect(page.getByTestId('timer-status')).toHaveText("Time's up!", { timeout: 15_000 });
  await expect
    .poll(() => readHistory(page), { timeout: 5000 })
    .toEqual([
      {
        completedAt: expect.any(Number),
        minutes: 1,
        interruptions: [{ at: expect.any(Number), kind: 'external' }, { at: expect.any(Number) }],
      },
    ]);
  // The break that follows starts with none.
  await expect(page.getByTestId('timer-phase')).toHaveText('Break', { timeout: 5000 });
  await expect(page.getByTestId('timer-interruptions')).toHaveCount(0);

  // /stats counts them: 2 in all, 2 per session, 2 today.
  await page.goto('/stats');
  const stats = page.getByTestId('stats-interruptions');
  await expect(stats).toHaveAttribute('data-total', '2');
  await expect(stats).toHaveText('Interruptions: 2 in all, 2 per focus session on average.');
  await expect(page.getByTestId('stats-interruptions-days').locator('li').last()).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('hour-chart')).toBeVisible();
});

test('the plan for the day: pomodoros left and the finish time, updated when a task is added', async ({ page }) => {
  await openStarted(page);
  const plan = page.getByTestId('tasks-plan');
  await expect(plan).toHaveCount(0);

  const addTask = async (title: string, estimate: number) => {
    await page.getByTestId('task-title-input').fill(title);
    await page.getByTestId('task-estimate-input').fill(String(estimate));
    await page.getByTestId('task-add').click();
  };
  await addTask('Write the report', 2);
  await expect(plan).toHaveAttribute('data-left', '2');
  await expect(plan).toHaveText(/^2 pomodoros left · Finish at \d{1,2}:\d\d( [AP]M)?( tomorrow)?$/);
  // 25 + 5 + 25 minutes from now (the default durations).
  const first = Number(await plan.getAttribute('data-finish'));
  expect(Math.abs(first - (Date.now() + 55 * 60_000))).toBeLessThan(60_000);

  await addTask('Read chapter 4', 1);
  await expect(plan).toHaveAttribute('data-left', '3');
  const second = Number(await plan.getAttribute('data-finish'));
  // One more focus and the break before it: 30 minutes later (give or take the seconds between readings).
  expect(Math.abs(second - first - 30 * 60_000)).toBeLessThan(30_000);
});
