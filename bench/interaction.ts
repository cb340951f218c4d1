// Start-up long tasks and press answers (issue 26), printed by `npm run bench -- interaction`:
//  - long tasks while a page becomes interactive: every main-thread task over 50 ms (the browser's `longtask`
//    entries), from navigation start until 1 s after the app (or an article's island) has taken the page over;
//    first visits (no service worker), a phone-sized window, no CPU throttling: "observed, before Lighthouse's 4×
//    multiplier". Target: none. Under each page, where the longest one's time went: the long animation frame that
//    holds it, split into its scripts (file and entry point), its rendering (style and layout), and the rest (the
//    HTML parser, compiling, what no script entry accounts for).
//  - a press answered (issue 26: "pointer down to next paint", the measure INP is made of; the Event Timing API's
//    duration): the home page's Start, pressed as soon as the button can be pressed (before the app has taken over,
//    while that is still going on: `lib/early-clicks.ts` marks the button pending and replays the press), and Start
//    then Play once the page has settled. Target: within 100 ms. Also printed: from the press to the first frame
//    after the timer card says it runs, and the settled Start and the first Play each on its own, with the long
//    animation frame that holds the slowest one.
// RUNS fresh pages of each kind; medians and the worst. What runs inside the page is in bench/page/interaction.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { answered, pageWait, recordInteraction, recorded, tookOver, type Frame } from './page/interaction.ts';
import { chromiumArgs, startAppServer } from './process.ts';
import { median } from './figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5));
const PAGES = (process.env.INTERACTION_PAGES ?? '/,/de,/faq,/stats,/blog/adhd-pomodoro-guide').split(',');
/** Long tasks are counted until this long after the page was taken over. */
const AFTER_TAKEOVER_MS = 1000;
const PRESS_TARGET_MS = 100;
/** Generous: a first visit on a busy machine takes seconds, not a minute. */
const TIMEOUT_MS = 60_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const row = (label: string, value: string) => console.log(`  ${label.padEnd(40)}${value}`);

async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(recordInteraction);
  return { context, page };
}

/** A long animation frame's time: its scripts (file, entry point), style and layout, and the rest. */
function whereTimeWent(frame: Frame | null): string {
  if (frame === null) return 'no long animation frame (over 50 ms) around it: shorter tasks, or waiting for the paint';
  const scripts = frame.scripts.filter((script) => script.duration >= 1);
  const inScripts = scripts.reduce((sum, script) => sum + script.duration, 0);
  const parts = scripts.map(
    (script) =>
      `${script.source} ${script.invoker} ${ms(script.duration)}` +
      (script.styleAndLayout >= 1 ? ` (forced style and layout ${ms(script.styleAndLayout)})` : ''),
  );
  return (
    `frame ${ms(frame.duration)}: scripts ${ms(inScripts)}${parts.length ? ` [${parts.join('; ')}]` : ''}, ` +
    `rendering ${ms(frame.render)} (style and layout ${ms(frame.styleAndLayout)}), ` +
    `the rest (parsing HTML, compiling, other) ${ms(Math.max(0, frame.duration - inScripts - frame.render))}`
  );
}

async function snapshot(page: Page) {
  const data = await page.evaluate(recorded);
  if (!data) throw new Error('The page recorded nothing (init script missing)');
  return data;
}

/** Long tasks until 1 s after the take-over, on a first visit. */
async function startUp(browser: Browser, url: string) {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForFunction(tookOver, undefined, { timeout: TIMEOUT_MS });
    await page.evaluate(pageWait, AFTER_TAKEOVER_MS);
    const data = await snapshot(page);
    const until = data.hydratedAt! + AFTER_TAKEOVER_MS;
    const tasks = data.longTasks.filter((task) => task.start < until);
    const longest = tasks.reduce<(typeof tasks)[number] | null>(
      (worst, task) => (worst === null || task.duration > worst.duration ? task : worst),
      null,
    );
    // The long animation frame that holds the longest task: where its time went.
    const frame =
      longest === null
        ? null
        : (data.frames.find(
            (f) => f.start <= longest.start + 1 && f.start + f.duration >= longest.start + longest.duration - 1,
          ) ?? null);
    return {
      tookOver: data.hydratedAt!,
      count: tasks.length,
      longest: longest?.duration ?? 0,
      longestAt: longest?.start ?? 0,
      frame,
    };
  } finally {
    await context.close();
  }
}

/** Presses Start (as soon as it can be pressed, or once settled) and times the answer. */
async function pressStart(browser: Browser, url: string, when: 'early' | 'settled') {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: when === 'early' ? 'commit' : 'load', timeout: TIMEOUT_MS });
    if (when === 'settled') {
      await page.waitForFunction(tookOver, undefined, { timeout: TIMEOUT_MS });
      await page.evaluate(pageWait, AFTER_TAKEOVER_MS);
    }
    // Playwright presses once the button is visible, stable and enabled: the prerendered one, before the app runs.
    await page.getByTestId('timer-toggle').click({ timeout: TIMEOUT_MS });
    await page.waitForFunction(answered, undefined, { timeout: TIMEOUT_MS });
    // The Event Timing entries of a press come with the frames after it: a moment later.
    await page.evaluate(pageWait, 500);
    const start = await snapshot(page);
    const answer = start.answeredAt! - start.pressedAt!;
    /** The slowest Event Timing entry from `from` on, and the long animation frame that holds it (if any). */
    const slowest = (data: typeof start, from: number) => {
      const event = data.events
        .filter((entry) => entry.start >= from - 1)
        .reduce<(typeof data.events)[number] | null>((a, b) => (a === null || b.duration > a.duration ? b : a), null);
      if (event === null) return { duration: 0, frame: null };
      const frame =
        data.frames.find((f) => f.start + f.duration >= event.start && f.start <= event.start + event.duration) ?? null;
      return { duration: event.duration, frame };
    };
    const startPress = slowest(start, start.pressedAt!);
    let playPress: ReturnType<typeof slowest> | null = null;
    if (when === 'settled') {
      // The Play button too (the player's first press builds the audio graph).
      await page.getByTestId('play-pause').click({ timeout: TIMEOUT_MS });
      await page.evaluate(pageWait, 500);
      const played = await snapshot(page);
      playPress = slowest(played, played.pressedAt!);
    }
    return {
      answer,
      beforeTakeover: !start.pressedHydrated,
      startPress,
      playPress,
      slowestEvent: Math.max(startPress.duration, playPress?.duration ?? 0),
    };
  } finally {
    await context.close();
  }
}

export async function benchInteraction(): Promise<void> {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!existsSync(path.join(distDir, 'sw.js')))
    throw new Error(`Build the client first (npm run build): no ${distDir}`);
  console.log(
    `Start-up long tasks and press answers: first visits, 412×823, no CPU throttling, ${RUNS} fresh page(s) each`,
  );
  const server = await startAppServer(distDir, 'interaction');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: await chromiumArgs() });
  try {
    // One page first, so the server's caches and the browser are warm for every measured run alike.
    await startUp(browser, `${server.origin}/`);
    console.log('long tasks (> 50 ms) until 1 s after the take-over (target: none)');
    for (const pathname of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startUp(browser, server.origin + pathname));
      const worst = Math.max(...runs.map((run) => run.longest));
      row(
        pathname,
        `taken over at ${ms(median(runs.map((run) => run.tookOver)))} (median); long tasks per load: median ` +
          `${median(runs.map((run) => run.count))}, longest ${worst > 0 ? ms(worst) : 'none'} ` +
          `${runs.every((run) => run.count === 0) ? 'met' : 'NOT met'}`,
      );
      const worstRun = runs.find((run) => run.longest === worst && worst > 0);
      if (worstRun) console.log(`    the longest, at ${ms(worstRun.longestAt)}: ${whereTimeWent(worstRun.frame)}`);
    }

    console.log(`a press answered on the home page (input → next paint; target ≤ ${PRESS_TARGET_MS} ms)`);
    const early = [];
    const settled = [];
    for (let i = 0; i < RUNS; i++) early.push(await pressStart(browser, `${server.origin}/`, 'early'));
    for (let i = 0; i < RUNS; i++) settled.push(await pressStart(browser, `${server.origin}/`, 'settled'));
    const verdict = (values: number[]) => (Math.max(...values) <= PRESS_TARGET_MS ? 'met' : 'NOT met');
    const summary = (values: number[]) => `median ${ms(median(values))}, worst ${ms(Math.max(...values))}`;
    const earlyEvents = early.map((run) => run.slowestEvent);
    const before = early.filter((run) => run.beforeTakeover).length;
    row(
      'pressed as soon as it shows',
      `input → next paint (Event Timing) ${summary(earlyEvents)} ${verdict(earlyEvents)}; the held button shows ` +
        `it is pending, the timer runs from the press and shows it ${summary(early.map((run) => run.answer))} ` +
        `after (${before} of ${RUNS} pressed before the app took over)`,
    );
    const settledEvents = settled.map((run) => run.slowestEvent);
    row(
      'pressed once settled, Start then Play',
      `input → next paint (Event Timing, the slower of the two) ${summary(settledEvents)} ${verdict(settledEvents)}; ` +
        `the timer shows it runs ${summary(settled.map((run) => run.answer))} after the press`,
    );
    const startPresses = settled.map((run) => run.startPress);
    const playPresses = settled.flatMap((run) => (run.playPress ? [run.playPress] : []));
    for (const [label, presses] of [
      ['  of which Start', startPresses],
      ['  of which Play (its first press)', playPresses],
    ] as const) {
      const durations = presses.map((press) => press.duration);
      row(label, summary(durations));
      const worst = presses.find((press) => press.duration === Math.max(...durations) && press.duration > 0);
      if (worst) console.log(`    the slowest: ${whereTimeWent(worst.frame)}`);
    }
    console.log('  (Event Timing reports no interaction under 16 ms: 0 ms means under 16)');
  } finally {
    await browser.close();
    await server.close();
  }
}
