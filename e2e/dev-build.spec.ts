import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CYCLE_SETTINGS, type CycleSettings } from '#shared/settings.ts';
import { startServerProcess, type ServerProcess } from '../server/test/helpers/process.ts';
import { watchConsole } from './helpers/console.ts';
import { addTwoTasksWithTheSecondCurrent, storeTwoSessionsToday } from './helpers/timer.ts';

// React's development build says what its production build keeps quiet (decision 0106). Above all: an attribute that
// differs between the prerendered HTML and the take-over's first render is neither patched nor reported in
// production, so the page keeps the prerendered value (a muted player's card said data-muted="false"). The other
// journeys run the production build; this one runs the real server on `npm run build:dev`'s dist-dev/ and expects
// not one error or warning in the console, on a first visit and with every preference a visitor can store.

const ROOT = path.resolve(import.meta.dirname, '..');
const DEV_DIST = path.resolve(ROOT, process.env.E2E_DEV_DIST_DIR ?? 'dist-dev');

// The home page (in both timer modes, below), the app's other pages, island pages, and other languages.
const PAGES = ['/', '/de', '/faq', '/stats', '/about', '/blog', '/contact', '/de/stats', '/ja'];

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // Made by `npm test` and `npm run test:e2e` (their build:test step); alone: `npm run build:dev`.
  expect(existsSync(path.join(DEV_DIST, 'index.html')), `${DEV_DIST} is missing: run npm run build:dev`).toBe(true);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pomolo-dev-build-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: DEV_DIST });
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function visitAll(page: Page): Promise<void> {
  for (const url of PAGES) {
    await page.goto(`${server.url}${url}`);
    // React reports a mismatch while it hydrates, before the app marks the page as taken over ("hydrated"; an island
    // page, which runs no React at start, says "island").
    await expect(page.locator('html'), url).toHaveAttribute('data-hydrated', /^(hydrated|island)$/);
  }
}

const MODES: Record<string, CycleSettings> = {
  pomodoro: {
    ...DEFAULT_CYCLE_SETTINGS,
    longBreaks: false,
    autoStartBreaks: true,
    autoStartFocus: true,
    dailyGoal: 3,
    flowBreakRatio: 4,
  },
  flowtime: { ...DEFAULT_CYCLE_SETTINGS, longBreakEvery: 3, dailyGoal: null, mode: 'flowtime', flowBreakRatio: 3 },
};

for (const [mode, settings] of Object.entries(MODES)) {
  test(`React's development build reports nothing: a first visit, then every stored preference (${mode})`, async ({
    page,
  }) => {
    // A ceiling for a server start and 18 page loads of an unminified build on a busy machine.
    test.setTimeout(300_000);
    const logged = watchConsole(page);
    await visitAll(page);
    expect(logged, 'a first visit').toEqual([]);

    // Tasks and the current one, made as a visitor makes them.
    await page.goto(`${server.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'hydrated');
    const tasks = await addTwoTasksWithTheSecondCurrent(page);
    // Every other preference, stored as the app stores it, none of them the default.
    await page.evaluate((cycleSettings) => {
      const store = (key: string, value: unknown) =>
        localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      store('theme', 'light');
      store('colorTheme', 'Ocean Breeze');
      store('timerDurations', { workMinutes: 45, breakMinutes: 15 });
      store('timerSettings', cycleSettings);
      store('keepScreenOn', 'true');
      store('pomolo:focus-view', { background: 'rain', fullScreenBreaks: true });
      store('pomolo:alarm', { sound: 'chime', volume: 0.3, repeat: 3, ticking: true, tickVolume: 0.6 });
      store('pomolo:player', { volume: 0.4, muted: true, shuffle: true });
      store('pomolo:music', { followTimer: false, musicDuringBreaks: true, crossfadeSeconds: 6, hasPlayed: true });
      store('pomolo:soundscape', {
        mix: { layers: { brown: 0.5, rain: 0.3 }, master: 0.5, meander: true },
        volumes: { brown: 0.5, rain: 0.3 },
        keepThroughBreaks: true,
      });
      store('pomolo:soundscape-mixes', [
        { id: 'mine', name: 'Mine', mix: { layers: { brown: 0.5 }, master: 0.5, meander: false } },
      ]);
    }, settings);
    await page.evaluate(storeTwoSessionsToday);
    await visitAll(page);
    expect(logged, 'with stored preferences').toEqual([]);
    // The stored state did reach the page (else nothing above was tested), and shows.
    await page.goto(`${server.url}/`);
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-mode', settings.mode);
    await expect(page.getByTestId('player')).toHaveAttribute('data-muted', 'true');
    await expect(page.getByTestId('task-title')).toHaveText(tasks);
    expect(logged).toEqual([]);
  });
}
