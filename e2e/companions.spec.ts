import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, seriousViolations } from './helpers/a11y.ts';
import { collectPageErrors, openStarted, storeTimer } from './helpers/timer.ts';

// The timer's companions (issue 14) in Chromium: the floating mini timer (Document Picture-in-Picture,
// which Chromium's headless mode has: the window opens as a second page of the context), the lock
// screen's line (Media Session), the app badge, the screen wake lock and the screen-reader cues.
// The timer runs in a worker Playwright's clock cannot reach, so a journey saves a running phase
// (exactly what the app saves) that is where it needs to be, then opens the page.

test.use({ serviceWorkers: 'block' });

let errors: string[] = [];

/** Records the browser calls the companions make; the real APIs still run underneath. */
function recordCompanionCalls() {
  const w = window as unknown as Record<string, unknown[]>;
  w.__badge = [];
  w.__wakeLocks = [];
  const nav = navigator as Navigator & Record<string, unknown>;
  const setAppBadge = nav.setAppBadge?.bind(navigator);
  const clearAppBadge = nav.clearAppBadge?.bind(navigator);
  if (setAppBadge && clearAppBadge) {
    nav.setAppBadge = (count?: number) => {
      w.__badge.push(count);
      return setAppBadge(count).catch(() => undefined);
    };
    nav.clearAppBadge = () => {
      w.__badge.push('cleared');
      return clearAppBadge().catch(() => undefined);
    };
  }
  const lock = navigator.wakeLock;
  if (lock) {
    const request = lock.request.bind(lock);
    lock.request = async (type?: WakeLockType) => {
      const sentinel = await request(type);
      w.__wakeLocks.push(sentinel);
      return sentinel;
    };
  }
}

test.beforeEach(async ({ context }) => {
  // The mini window is a page of the context too: its errors count.
  errors = collectPageErrors(context);
  await context.addInitScript(recordCompanionCalls);
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Saves a running phase (as the app saves it) of 25/5-minute phases that has `leftMs` to go when the page opens. */
const seedRunning = (page: Page, leftMs: number, phase: 'focus' | 'break' = 'focus') =>
  storeTimer(page, { leftMs, phase, durations: { workMinutes: 25, breakMinutes: 5 } });

const shot = (name: string) => test.info().outputPath(`${name}.png`);

async function openMiniTimer(context: BrowserContext, page: Page): Promise<Page> {
  const opened = context.waitForEvent('page');
  await page.getByTestId('mini-timer-button').click();
  const pip = await opened;
  await expect(pip.getByTestId('mini-window')).toBeVisible();
  return pip;
}

test('the mini timer opens from the header, shows and drives the same timer, and closes cleanly', async ({
  context,
  page,
}) => {
  // Axe runs and two windows: room for a loaded machine (20 s when it is quiet).
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  const button = page.getByTestId('mini-timer-button');
  await expect(button).toHaveAccessibleName('Mini timer');
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  const pip = await openMiniTimer(context, page);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(pip).toHaveTitle('Mini timer · Pomolo');
  // The page's theme and language: <html> carries the same mode, colours, phase palette and lang.
  const rootOf = (p: Page) =>
    p.evaluate(() => ({
      lang: document.documentElement.lang,
      theme: document.documentElement.dataset.theme,
      colorTheme: document.documentElement.dataset.colorTheme,
      phase: document.documentElement.dataset.phase,
      style: document.documentElement.getAttribute('style'),
    }));
  expect(await rootOf(pip)).toEqual(await rootOf(page));

  const pipTime = pip.getByTestId('mini-timer-time');
  await expect(pip.getByTestId('mini-timer-phase')).toHaveText('Focus');
  await expect(pipTime).toHaveText('25:00');
  await expect(pipTime).toHaveAttribute('role', 'timer');
  await expect(pipTime).not.toHaveAttribute('aria-live', /polite|assertive/);
  // Its own styles: the gradient window, not an unstyled document.
  expect(await pip.getByTestId('mini-window').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  // WCAG 2.2 AA (axe) in the window and on the page with its header button, light; the window's colours in dark.
  await expect(pip.getByTestId('mini-player-track')).not.toHaveText('Loading music…');
  expect(await seriousViolations(pip)).toEqual([]);
  // The page's header with the pressed button (the rest of the page is the a11y journey's).
  const header = await new AxeBuilder({ page }).include('.site-header').withTags(AXE_TAGS).analyze();
  expect(header.violations.map((violation) => violation.id)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(pip.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(pip, { coloursOnly: true })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // Start in the mini window: the page's timer runs, and both show the same second.
  await pip.getByTestId('mini-timer-toggle').click();
  await expect(page.getByTestId('timer-toggle')).toHaveText('Pause');
  await expect(pip.getByTestId('mini-timer-toggle')).toHaveText('Pause');
  await expect(pipTime).toHaveText(/^24:5\d$/, { timeout: 5000 });
  for (let i = 0; i < 3; i++) {
    const [onPage, inPip] = await Promise.all([page.getByTestId('timer-time').innerText(), pipTime.innerText()]);
    const seconds = (text: string) =>
      text
        .split(':')
        .map(Number)
        .reduce((m, s) => m * 60 + s);
    // Read one after the other: at most the second that ticked between the two reads.
    expect(Math.abs(seconds(onPage) - seconds(inPip))).toBeLessThanOrEqual(1);
    await page.waitForTimeout(700);
  }
  // Pause on the page: the mini window follows.
  await page.getByTestId('timer-toggle').click();
  await expect(pip.getByTestId('mini-timer-toggle')).toHaveText('Start');
  await expect(pipTime).toHaveText(await page.getByTestId('timer-time').innerText());

  // The music row: the player's current track, and its buttons drive the page's player.
  const pipTrack = pip.getByTestId('mini-player-track');
  await expect(pipTrack).toContainText(await page.getByTestId('player-title').innerText());
  await expect(pip.getByTestId('mini-play-pause')).toHaveAccessibleName('Play');
  await pip.getByTestId('mini-play-pause').click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing');
  await expect(pip.getByTestId('mini-play-pause')).toHaveAccessibleName('Pause');
  const before = await page.getByTestId('player').getAttribute('data-track-id');
  await pip.getByTestId('mini-next').click();
  await expect(page.getByTestId('player')).not.toHaveAttribute('data-track-id', before!);
  await expect(pipTrack).toContainText(await page.getByTestId('player-title').innerText());
  await pip.getByTestId('mini-play-pause').click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'paused');

  // The soundscape row (issue 28): the window shows whether a soundscape plays and drives the page's mixer.
  const pipSoundscape = pip.getByTestId('soundscape-mini-toggle');
  await expect(pipSoundscape).toHaveAttribute('aria-pressed', 'false');
  await pipSoundscape.click();
  await expect(pipSoundscape).toHaveAttribute('aria-pressed', 'true');
  // With no mix of their own the visitor gets Deep focus (brown noise), on the page's panel too.
  await expect(page.getByRole('button', { name: 'Brown noise', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await pipSoundscape.click();
  await expect(pipSoundscape).toHaveAttribute('aria-pressed', 'false');

  // Keyboard: Tab reaches the window's buttons in order, each with its name.
  await pip.getByTestId('mini-timer-toggle').focus();
  await pip.keyboard.press('Tab');
  await expect(pip.getByTestId('mini-timer-skip')).toBeFocused();
  await pip.keyboard.press('Enter');
  await expect(page.getByTestId('timer-phase')).toHaveText('Break');
  // The break palette reaches the mini window too.
  await expect(pip.locator('html')).toHaveAttribute('data-phase', 'break');
  await expect(pip.getByTestId('mini-timer-phase')).toHaveText('Break');

  // The header button closes it; the page is as it was, and the button can open it again.
  await button.click();
  await expect.poll(() => pip.isClosed()).toBe(true);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const again = await openMiniTimer(context, page);
  await expect(again.getByTestId('mini-timer-phase')).toHaveText('Break');
  // Closed by the visitor (the window's own close button): the header button follows.
  await again.close();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('timer-card')).toBeVisible();
});

test('the mini timer speaks the page language and follows dark mode; screenshots of the window', async ({
  context,
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedRunning(page, 18 * 60_000 - 20_000);
  await page.goto('/de');
  const pip = await openMiniTimer(context, page);
  await expect(pip).toHaveTitle('Mini-Timer · Pomolo');
  await expect(pip.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(pip.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(pip.getByTestId('mini-timer-phase')).toHaveText('Fokus');
  await expect(pip.getByTestId('mini-timer-toggle')).toHaveText('Pausieren');
  await pip.setViewportSize({ width: 340, height: 330 });
  await expect(pip.getByTestId('mini-player-track')).not.toHaveText('Musik wird geladen…');
  await pip.screenshot({ path: shot('mini-timer-dark-de') });

  // Switching to light on the page restyles the open window at once.
  await page.getByTestId('theme-toggle').click();
  await expect(pip.locator('html')).toHaveAttribute('data-theme', 'light');
  await pip.screenshot({ path: shot('mini-timer-light-de') });
  // Everything fits the window as it opens (340 × 330): nothing to scroll to, the music and soundscape rows in view.
  expect(
    await pip.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]),
  ).toEqual([340, 330]);
  await expect(pip.getByTestId('mini-next')).toBeInViewport({ ratio: 1 });
  await expect(pip.getByTestId('soundscape-mini-toggle')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shot('header-with-mini-timer-1280') });
});

test('the lock screen shows the phase and minutes left while the timer runs; the artist otherwise', async ({
  page,
}) => {
  await seedRunning(page, 18 * 60_000 - 20_000);
  await page.goto('/');
  await page.getByTestId('play-pause').click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing');
  const title = await page.getByTestId('player-title').innerText();
  const metadata = () =>
    page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
    }));
  await expect.poll(metadata).toEqual({ title, artist: 'Focus · 18 min left' });
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');

  // Paused: the track's own artist again; media keys still control the music (the session's play state follows).
  await page.getByTestId('timer-toggle').click();
  await expect.poll(async () => (await metadata()).artist).not.toContain('min left');
  await page.getByTestId('play-pause').click();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
});

test('the app badge shows the minutes left while a phase runs and is cleared when it stops', async ({ page }) => {
  await seedRunning(page, 3 * 60_000 + 30_000);
  await page.goto('/');
  const calls = () => page.evaluate(() => (window as unknown as { __badge: unknown[] }).__badge);
  await expect.poll(calls).toEqual([4]);
  await page.getByTestId('timer-toggle').click();
  await expect.poll(calls).toEqual([4, 'cleared']);
  await page.getByTestId('timer-toggle').click();
  await expect.poll(calls).toEqual([4, 'cleared', 4]);
  await page.getByTestId('timer-reset').click();
  await expect.poll(calls).toEqual([4, 'cleared', 4, 'cleared']);
});

test('keep screen on: a wake lock while the timer runs, asked for again when the tab is back, released when stopped', async ({
  page,
}) => {
  await page.goto('/');
  const locks = () =>
    page.evaluate(() =>
      (window as unknown as { __wakeLocks: WakeLockSentinel[] }).__wakeLocks.map((lock) => lock.released),
    );
  // Off by default: running the timer asks for nothing.
  await page.getByTestId('timer-toggle').click();
  await expect(page.getByTestId('timer-toggle')).toHaveText('Pause');
  await page.waitForTimeout(500);
  expect(await locks()).toEqual([]);

  await page.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog');
  const setting = dialog.getByRole('switch', { name: 'Keep screen on while the timer runs' });
  await expect(setting).not.toBeChecked();
  await setting.check();
  expect(await page.evaluate(() => localStorage.getItem('keepScreenOn'))).toBe('true');
  // The timer runs: the lock is taken at once.
  await expect.poll(locks).toEqual([false]);
  await dialog.getByTestId('settings-close').click();

  // The browser lets the lock go while the tab is hidden; back in view, it is asked for again.
  await page.evaluate(async () => {
    const w = window as unknown as { __wakeLocks: WakeLockSentinel[] };
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await w.__wakeLocks[0].release();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);
  expect(await locks()).toEqual([true]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(locks).toEqual([true, false]);

  // Paused: released.
  await page.getByTestId('timer-toggle').click();
  await expect.poll(locks).toEqual([true, true]);
  // The choice is remembered.
  await page.reload();
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('switch', { name: 'Keep screen on while the timer runs' })).toBeChecked();
});

test('screen readers: a silent countdown, and a polite announcement at 5 and at 1 minute left', async ({ page }) => {
  // Each phase is stored paused 2.5 s before the mark and started once the app runs: a running phase seeded before
  // the page loads could pass its mark while a busy machine is still loading the app (the cue is heard when the
  // countdown crosses the mark, not when the page opens past it).
  const durations = { workMinutes: 25, breakMinutes: 5 };
  await storeTimer(page, { leftMs: 5 * 60_000 + 2_500, status: 'paused', durations });
  await openStarted(page, '/');
  const countdown = page.getByTestId('timer-time');
  await expect(countdown).toHaveAttribute('role', 'timer');
  await expect(countdown).not.toHaveAttribute('aria-live', /polite|assertive/);
  const announcer = page.getByTestId('timer-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await page.getByTestId('timer-toggle').click();
  // 2.5 s to the mark; the ceiling is generous for a busy machine.
  await expect(announcer).toHaveText('Focus: 5 minutes left.', { timeout: 30_000 });

  await storeTimer(page, { leftMs: 60_000 + 2_500, status: 'paused', phase: 'break', durations });
  await openStarted(page, '/fr');
  await page.getByTestId('timer-toggle').click();
  await expect(page.getByTestId('timer-announcer')).toHaveText('Pause\u00a0: encore 1 minute.', { timeout: 30_000 });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`the Screen setting in the settings dialog (${width} px, ${colorScheme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const header = page.locator('.site-header');
      // The mini-timer button stays out of a phone's header row.
      if (width < 640) await expect(page.getByTestId('mini-timer-button')).toBeHidden();
      else await expect(page.getByTestId('mini-timer-button')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByTestId('settings-button').click();
      const section = page.getByTestId('settings-screen');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { name: 'Screen' })).toBeVisible();
      await page.screenshot({ path: shot(`settings-screen-${width}-${colorScheme}`) });
      expect(await header.boundingBox()).not.toBeNull();
    });
  }
}
