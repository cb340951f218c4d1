import { DEFAULT_CYCLE_SETTINGS } from '#shared/settings.ts';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The timer card's time ("mm:ss") and its Start/Pause button. */
export const time = (page: Page) => page.getByTestId('timer-time');
export const toggle = (page: Page) => page.getByTestId('timer-toggle');

/**
 * Collects the uncaught errors of every page of the context, those open now and those it opens later;
 * a journey's afterEach expects none.
 */
export function collectPageErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const listen = (page: Page) => page.on('pageerror', (error) => errors.push(error.message));
  context.pages().forEach(listen);
  context.on('page', listen);
  return errors;
}

/**
 * Stores two focus sessions done today, as the timer keeps them in this browser (`focusToday`). Runs in the page:
 * pass it to `page.addInitScript` or `page.evaluate`, so it names nothing outside itself.
 */
export function storeTwoSessionsToday(): void {
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  localStorage.setItem('focusToday', JSON.stringify({ day, completedAt: [now.getTime() - 2, now.getTime() - 1] }));
}

/** On the home page, taken over: adds two tasks as a visitor does and makes the second the current one. */
export async function addTwoTasksWithTheSecondCurrent(page: Page): Promise<string[]> {
  const titles = ['Write the report', 'Read chapter 3'];
  for (const title of titles) {
    await page.getByTestId('task-title-input').fill(title);
    await page.getByTestId('task-add').click();
  }
  await page.getByTestId('task-current').nth(1).click();
  await expect(page.getByTestId('timer-task')).toContainText(titles[1]);
  return titles;
}

export interface ReceivedTimerEvent {
  event: { type: string; phase: string; deadline?: number };
  receivedAt: number;
}

/** What a page saw of the timer's effects since it opened (see recordTimerEffects). */
export interface TimerEffects {
  /** The timer's events as the page received them (`pomolo:timer`). */
  events: ReceivedTimerEvent[];
  /** Every media play (the bell), with the volume it played at. */
  plays: { src: string; volume: number; at: number }[];
  notifications: { title: string; body?: string }[];
  /** When the page asked for notification permission. */
  permissionRequests: number[];
}

/**
 * Before any page script runs, records the timer's events, media plays and notifications of every page of
 * the context. Notifications are a stand-in whose permission starts as given; asking for it grants it.
 */
export async function recordTimerEffects(
  context: BrowserContext,
  permission: NotificationPermission = 'default',
): Promise<void> {
  await context.addInitScript((initialPermission) => {
    const record: TimerEffects = { events: [], plays: [], notifications: [], permissionRequests: [] };
    (window as unknown as { __timerEffects: TimerEffects }).__timerEffects = record;
    window.addEventListener('pomolo:timer', (e) => record.events.push((e as CustomEvent<ReceivedTimerEvent>).detail));
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      record.plays.push({ src: this.currentSrc || this.src, volume: this.volume, at: Date.now() });
      return play.call(this).catch(() => undefined);
    };
    class FakeNotification {
      static permission: NotificationPermission = initialPermission;
      static requestPermission() {
        record.permissionRequests.push(Date.now());
        FakeNotification.permission = 'granted';
        return Promise.resolve('granted');
      }
      constructor(title: string, options?: NotificationOptions) {
        record.notifications.push({ title, body: options?.body });
      }
      addEventListener() {}
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  }, permission);
}

/** The timer effects the page recorded (recordTimerEffects must have run before it opened). */
export function timerEffects(page: Page): Promise<TimerEffects> {
  return page.evaluate(() => (window as unknown as { __timerEffects: TimerEffects }).__timerEffects);
}

export interface StoredTimer {
  phase?: 'focus' | 'break';
  /** Running: the phase ends this long from now. Paused: this much is left, and Start runs it. */
  leftMs: number;
  status?: 'running' | 'paused';
  /** Default 1-minute focus and break phases. */
  durations?: { workMinutes: number; breakMinutes: number };
  /** Over the app's defaults (DEFAULT_CYCLE_SETTINGS: long breaks every 4, nothing auto-starts, goal 6). */
  settings?: Record<string, unknown>;
  completed?: number;
  cycleCount?: number;
  /** Other localStorage entries to store beside the timer (already serialised). */
  storage?: Record<string, string>;
}

/**
 * Stores a timer (as the app stores it) before the app starts: a phase that ends in seconds instead of a
 * minute. The page is left on /robots.txt (same origin, no app); open the app next.
 */
export async function storeTimer(page: Page, timer: StoredTimer): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ timer, settings }) => {
      const durations = timer.durations ?? { workMinutes: 1, breakMinutes: 1 };
      const phase = timer.phase ?? 'focus';
      const fullMs = (phase === 'focus' ? durations.workMinutes : durations.breakMinutes) * 60_000;
      const running = (timer.status ?? 'running') === 'running';
      localStorage.setItem('timerSettings', JSON.stringify(settings));
      localStorage.setItem('timerDurations', JSON.stringify(durations));
      localStorage.setItem(
        'timerState',
        JSON.stringify({
          phase,
          status: running ? 'running' : 'paused',
          remainingMs: running ? fullMs : timer.leftMs,
          deadline: running ? Date.now() + timer.leftMs : null,
          endedAt: null,
          completed: timer.completed ?? 0,
          durations,
          longBreak: false,
          cycleCount: timer.cycleCount ?? 0,
          settings,
        }),
      );
      for (const [key, value] of Object.entries(timer.storage ?? {})) localStorage.setItem(key, value);
    },
    { timer, settings: { ...DEFAULT_CYCLE_SETTINGS, ...timer.settings } },
  );
}

/**
 * Opens a page and waits until the app has taken it over. A press before that is held and replayed (the app loads
 * after the first paint), so a journey that counts effects right after its presses, or gives the timer only a few
 * seconds to move, starts from here.
 */
export async function openStarted(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
}

/** "mm:ss" anywhere in `text` → seconds (NaN when there is none). */
export function secondsIn(text: string): number {
  const match = /(\d\d):(\d\d)/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
}

/**
 * Waits until `read()` shows a countdown started from `fullSeconds` at `pressedAt` (Date.now() just before the
 * press): below the full time, and no further along than the wall time since the press allows. A press made before
 * the app took over counts from the press (issue 27), so on a busy machine the first second shown may be many
 * seconds in: the bound follows the clock rather than a fixed window. The ceiling is generous for a slow machine.
 */
export async function expectCountingFrom(
  read: () => Promise<string>,
  fullSeconds: number,
  pressedAt: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = secondsIn(await read());
        const elapsed = Math.ceil((Date.now() - pressedAt) / 1000);
        return shown < fullSeconds && shown >= fullSeconds - elapsed - 1 ? 'counting' : `${shown} s`;
      },
      { timeout: 30_000, message: `a countdown from ${fullSeconds} s started at the press` },
    )
    .toBe('counting');
}
