// Music that follows the timer (issue 14): in a hidden (background) tab, how long after a focus phase's
// deadline does the music's fade-out start? Printed: median and p95 of N runs, with the parts (the
// deadline to the page hearing of the end; that to the gain ramp being scheduled) and when the music
// paused (the fade lasts 3 s). The fade is Web Audio automation, so once scheduled it runs on the audio
// thread whatever the page's timers do; what a hidden tab can delay is only the scheduling.
//
// Like the timer benchmark, it starts Chromium itself with a window on Xvfb, so the tab is really hidden
// (another tab in front, nothing attached). Each run: store a focus phase ending in 20 s, load the app,
// press Play, hide the tab, wait past the end, read back what the page recorded. `FADE_RUNS` (default 7).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, stop, waitFor } from './process.ts';
import { startChromium, startXvfb, which } from './timer.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.FADE_RUNS ?? 7);
/** Long enough to load the app, press Play and hide the tab on a loaded machine before the end. */
const ENDS_IN_MS = 20_000;

/** Stores a running 1-minute focus phase ending in ENDS_IN_MS (the page is reloaded after). */
const SEED = `(() => {
  const settings = { longBreaks: true, longBreakEvery: 4, longBreakMinutes: 15, autoStartBreaks: false, autoStartFocus: false, dailyGoal: 6 };
  localStorage.setItem('timerDurations', JSON.stringify({ workMinutes: 1, breakMinutes: 1 }));
  localStorage.setItem('timerState', JSON.stringify({ phase: 'focus', status: 'running', remainingMs: 60000,
    deadline: Date.now() + ${ENDS_IN_MS}, endedAt: null, completed: 0, durations: { workMinutes: 1, breakMinutes: 1 },
    longBreak: false, cycleCount: 0, settings }));
  localStorage.removeItem('pomolo:music');
})()`;

/**
 * Records in `window.__fade`: the end of the phase as the page received it, the first gain ramp
 * scheduled after it (the fade's start), the music's pause, and the page's visibility at each.
 */
const INSTRUMENT = `(() => {
  const r = { ended: null, ramps: [], pause: null, hiddenAt: null };
  window.__fade = r;
  window.addEventListener('pomolo:timer', (e) => {
    const { event, receivedAt } = e.detail;
    if (event.type === 'phase-ended' && !r.ended) r.ended = { deadline: event.deadline, receivedAt, visibility: document.visibilityState };
  });
  const ramp = AudioParam.prototype.linearRampToValueAtTime;
  // The player hears of the end before this page event is dispatched: every ramp is kept, and the
  // first one at or after the deadline is the fade's start.
  AudioParam.prototype.linearRampToValueAtTime = function (value, time) {
    if (r.ramps.length < 100) r.ramps.push({ at: Date.now(), value, visibility: document.visibilityState });
    return ramp.call(this, value, time);
  };
  document.querySelector('audio[data-testid="player-audio"]').addEventListener('pause', () => {
    r.pause = r.pause ?? Date.now();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') r.hiddenAt = r.hiddenAt ?? Date.now();
  });
})()`;

interface FadeRecord {
  ended: { deadline: number; receivedAt: number; visibility: string } | null;
  ramps: { at: number; value: number; visibility: string }[];
  pause: number | null;
  hiddenAt: number | null;
}

interface Run {
  eventMs: number;
  fadeMs: number;
  pauseMs: number | null;
  hidden: boolean;
}

async function oneRun(devtools: string, origin: string): Promise<Run> {
  let browser = await chromium.connectOverCDP(devtools);
  const context = browser.contexts()[0];
  const page = context.pages().find((p) => p.url().startsWith(origin)) ?? (await context.newPage());
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  await page.evaluate(SEED);
  await page.goto(origin);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByTestId('player').and(page.locator('[data-state="playing"]')).waitFor();
  await page.evaluate(INSTRUMENT);
  const deadline = await page.evaluate<number>("JSON.parse(localStorage.getItem('timerState')).deadline");
  // Detach completely (an attached client keeps the page "visible"), then put another tab in front.
  await browser.close();
  const tabs = (await (await fetch(`${devtools}/json/list`)).json()) as { id: string; url: string; type: string }[];
  const appTab = tabs.find((t) => t.type === 'page' && t.url.startsWith(origin))!;
  const other = (await (await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })).json()) as { id: string };
  await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()) + 5000));
  await fetch(`${devtools}/json/close/${other.id}`);
  await fetch(`${devtools}/json/activate/${appTab.id}`);
  browser = await chromium.connectOverCDP(devtools);
  try {
    const again = browser
      .contexts()[0]
      .pages()
      .find((p) => p.url().startsWith(origin))!;
    const record = await again.evaluate<FadeRecord>('window.__fade');
    const { ended } = record;
    const fade = ended && record.ramps.find((r) => r.at >= ended.deadline);
    if (!ended || !fade) throw new Error(`No fade recorded (no Web Audio graph?): ${JSON.stringify(record)}`);
    return {
      eventMs: ended.receivedAt - ended.deadline,
      fadeMs: fade.at - ended.deadline,
      pauseMs: record.pause === null ? null : record.pause - ended.deadline,
      hidden: fade.visibility === 'hidden',
    };
  } finally {
    await browser.close();
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export async function benchFade(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`Build the client first (npm run build): no ${distDir}/index.html`);
  const xvfbBinary = process.env.DISPLAY ? null : which('Xvfb');
  if (!process.env.DISPLAY && !xvfbBinary) {
    console.log('Fade: skipped (needs Xvfb or a DISPLAY to run a really hidden tab)');
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-fade-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-chromium-'));
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
    },
  });
  let xvfb: ChildProcess | undefined;
  let browserProcess: ChildProcess | undefined;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/api/tracks`, 180_000);
    let display = process.env.DISPLAY;
    if (xvfbBinary) {
      const started = await startXvfb(xvfbBinary);
      xvfb = started.process;
      display = started.display;
    }
    const started = await startChromium(display!, profile);
    browserProcess = started.process;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(started.devtools, origin));

    const row = (label: string, values: number[]) =>
      console.log(
        `  ${label.padEnd(44)}median ${String(quantile(values, 0.5)).padStart(5)} ms   p95 ${String(quantile(values, 0.95)).padStart(5)} ms`,
      );
    const hidden = runs.filter((r) => r.hidden).length;
    console.log(`Fade: focus phase end → music fade-out start, ${RUNS} runs (${hidden} with the tab hidden, Xvfb)`);
    row(
      'deadline → page hears the end',
      runs.map((r) => r.eventMs),
    );
    row(
      'deadline → fade-out ramp scheduled',
      runs.map((r) => r.fadeMs),
    );
    const paused = runs.map((r) => r.pauseMs).filter((v): v is number => v !== null);
    if (paused.length > 0) row('deadline → music paused (fade is 3000 ms)', paused);
    console.log(
      `  per run (fade start, ms): ${runs.map((r) => `${r.fadeMs}${r.hidden ? '' : ' (visible)'}`).join(', ')}`,
    );
  } finally {
    await stop(browserProcess);
    await stop(xvfb);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
