// What a focus session costs the machine (issue 27), printed by `npm run bench -- session-cpu`: the whole browser's
// CPU (every Chromium process, from /proc) over 60 s, as a % of one core, for
//   (a) a plain <audio> playing one shipped track on an otherwise empty page: the floor;
//   (b) the home page visible, the timer running, the same music playing (target ≤ 2× the floor);
//   (c) the same with the tab hidden behind another tab (target ≤ 1.3× the floor);
//   (d) the focus view open over a generated scene (night sky), timer and music running (target ≤ 2.5× the floor).
// `npm run bench -- soundscape` measures (e) here too: three soundscape layers and the music, the tab hidden.
// Chromium runs with a real window on a virtual display (Xvfb), as bench/timer.ts explains: only there can a tab
// be hidden. Nothing is attached to the browser while it is measured. Linux only (/proc).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort, spawnServer, stop, waitFor } from './process.ts';
import { startChromium, startXvfb, which } from './timer.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MEASURE_MS = Number(process.env.SESSION_CPU_MS ?? 60_000);
const SETTLE_MS = 5000;
const TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

type Scenario = 'floor' | 'home' | 'hidden' | 'focus' | 'soundscape';

/** The soundscape scenario's three layers, pressed on the home page's panel. */
const SOUNDSCAPE_LAYERS = ['light-rain', 'brown', 'fire'];

/** utime + stime (clock ticks) of `root` and every process below it. */
function treeTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command (which may hold spaces) start after its closing parenthesis.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) queue.push(child);
  }
  return total;
}

async function firstTrackUrl(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/tracks`);
  const body = (await response.json()) as { data: { categories: { tracks: { url: string }[] }[] } };
  const url = body.data.categories.find((c) => c.tracks.length > 0)?.tracks[0]?.url;
  if (!url) throw new Error('The catalogue has no track');
  return new URL(url, origin).href;
}

async function setUp(page: Page, scenario: Scenario, origin: string, track: string): Promise<void> {
  if (scenario === 'floor') {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(`(async () => {
      document.body.replaceChildren();
      const audio = document.createElement('audio');
      audio.src = ${JSON.stringify(track)};
      audio.loop = true;
      audio.setAttribute('data-testid', 'player-audio');
      document.body.append(audio);
      await audio.play();
    })()`);
    return;
  }
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate('localStorage.clear()');
  await page.goto(origin);
  await page.getByTestId('player').and(page.locator('[data-state="paused"]')).waitFor({ timeout: 60_000 });
  await page.getByTestId('play-pause').click();
  await page.getByTestId('player').and(page.locator('[data-state="playing"]')).waitFor({ timeout: 60_000 });
  if (scenario === 'soundscape') {
    for (const id of SOUNDSCAPE_LAYERS) {
      const layer = page.getByTestId(`soundscape-${id}`);
      await layer.click();
      await layer.and(page.locator('[aria-pressed="true"]')).waitFor();
    }
  } else {
    await page.getByTestId('timer-toggle').click();
    await page.getByTestId('timer-card').and(page.locator('[data-status="running"]')).waitFor();
  }
  if (scenario === 'focus') {
    await page.keyboard.press('f');
    await page.getByTestId('focus-background').selectOption('night');
    await page.getByTestId('focus-view').and(page.locator('[data-background="night"]')).waitFor();
  }
  // The page notes whether it was hidden while measured.
  await page.evaluate(`window.__hidden = false;
    document.addEventListener('visibilitychange', () => { if (document.hidden) window.__hidden = true; });`);
}

async function measure(
  scenario: Scenario,
  display: string,
  origin: string,
  track: string,
): Promise<{ percent: number; check: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-cpu-chromium-'));
  let child: ChildProcess | undefined;
  try {
    const started = await startChromium(display, profile);
    child = started.process;
    let browser = await chromium.connectOverCDP(started.devtools);
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    await setUp(page, scenario, origin, track);
    const before = Number(await page.evaluate(`document.querySelector('[data-testid="player-audio"]').currentTime`));
    // Nothing attached while measuring (an attached client keeps the page awake and "visible").
    await browser.close();
    if (scenario === 'hidden' || scenario === 'soundscape') {
      const other = await fetch(`${started.devtools}/json/new?about:blank`, { method: 'PUT' });
      if (!other.ok) throw new Error(`Could not open a second tab: HTTP ${other.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const t0 = treeTicks(child.pid!);
    const start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    const ticks = treeTicks(child.pid!) - t0;
    const seconds = (Date.now() - start) / 1000;
    const percent = (ticks / TICKS_PER_S / seconds) * 100;

    browser = await chromium.connectOverCDP(started.devtools);
    const again = browser
      .contexts()[0]
      .pages()
      .find((p) => p.url().startsWith(origin))!;
    const after = Number(await again.evaluate(`document.querySelector('[data-testid="player-audio"]').currentTime`));
    const hidden = scenario === 'floor' ? null : Boolean(await again.evaluate('window.__hidden'));
    await browser.close();
    const played = `music advanced ${(after - before).toFixed(0)} s`;
    return { percent, check: hidden === null ? played : `${played}, page hidden: ${hidden ? 'yes' : 'no'}` };
  } finally {
    await stop(child);
    rmSync(profile, { recursive: true, force: true });
  }
}

const LABELS: Record<Scenario, string> = {
  floor: '(a) <audio> on an empty page (floor)',
  home: '(b) home visible, timer + music',
  hidden: '(c) the same, tab hidden',
  focus: '(d) focus view, night sky scene',
  soundscape: '(e) 3 soundscape layers + music, hidden',
};
const TARGETS: Partial<Record<Scenario, number>> = { home: 2, hidden: 1.3, focus: 2.5, soundscape: 2 };

/** Measures `scenarios` one after the other (the floor first: the others are compared with it) and prints them. */
export async function measureSessionCpu(scenarios: readonly Scenario[]): Promise<void> {
  const distDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`Build the client first: no ${distDir}`);
  const xvfbBinary = process.env.DISPLAY ? null : which('Xvfb');
  if (!process.env.DISPLAY && !xvfbBinary) {
    console.log('Session CPU: needs a display or Xvfb (apt-get install xvfb) to hide a tab; skipped.');
    return;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-cpu-'));
  const server = spawnServer({ port, dataDir, distDir });
  let xvfb: ChildProcess | undefined;
  try {
    await waitFor(`${origin}/api/tracks`, 180_000);
    let display = process.env.DISPLAY;
    if (!display) {
      const started = await startXvfb(xvfbBinary!);
      xvfb = started.process;
      display = started.display;
    }
    const track = await firstTrackUrl(origin);
    console.log(
      `Session CPU: the whole browser over ${MEASURE_MS / 1000} s, % of one core (${os.cpus().length} cores)`,
    );
    let floor = NaN;
    for (const scenario of ['floor', ...scenarios.filter((s) => s !== 'floor')] as Scenario[]) {
      const { percent, check } = await measure(scenario, display, origin, track);
      if (scenario === 'floor') floor = percent;
      const target = TARGETS[scenario];
      const ratio = percent / floor;
      const verdict =
        target === undefined
          ? ''
          : ` = ${ratio.toFixed(2)}× floor (target ≤ ${target}×: ${ratio <= target ? 'OK' : 'OVER'})`;
      console.log(`  ${LABELS[scenario].padEnd(40)}${percent.toFixed(1).padStart(6)} %${verdict}  [${check}]`);
    }
  } finally {
    await stop(xvfb);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSessionCpu(): Promise<void> {
  await measureSessionCpu(['floor', 'home', 'hidden', 'focus']);
}
