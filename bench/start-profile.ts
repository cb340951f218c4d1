// Where a page's start spends its main thread under Lighthouse's 4× CPU throttle (issue 26), printed by
// `npm run bench -- start-profile`: first visits (no service worker), a phone-sized window, the CPU slowed 4× through
// the DevTools protocol, as Lighthouse's mobile preset does. For each page, over START_PROFILE_RUNS loads: the tasks
// over 50 ms from the first HTML parse until 2.5 s after the app has taken the page over; their blocking time made as
// Lighthouse's total blocking time is (of each task after the first contentful paint, the part over 50 ms); and the
// part over 50 ms of all of them, the first paint's own tasks included.
// Then, for the load with the median blocking time, each such task and where its time went: the self time of the
// JavaScript in it by source file (from a Chromium trace with V8's sampling profiler, mapped through the build's
// source maps), or the browser's own work ("(program)": parsing, style, layout, compiling).
//
// The source maps come from a build of its own: the bench builds the client with source maps into a temporary
// directory (about a minute) unless DIST_DIR names a build (made with `npx vite build --sourcemap --outDir …`, or any
// build: without maps the chunks are named instead of the sources). START_PROFILE_PAGES (comma-separated paths)
// chooses the pages. The trace and its profiler cost the page time too, and the machine's speed moves every figure:
// compare builds back to back, not with a figure from another hour. Lighthouse's own figures stay in
// `npm run bench -- lighthouse`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { pageWait, whenTakenOver } from './page/interaction.ts';
import { chromiumArgs, startAppServer } from './process.ts';
import { median } from './figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.START_PROFILE_RUNS ?? 5));
const PAGES = (process.env.START_PROFILE_PAGES ?? '/,/de').split(',');
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Tasks are counted until this long after the page was taken over (the catalogue's render comes after it). */
const AFTER_TAKEOVER_MS = 2500;
/** Generous: a first visit slowed 4× on a busy machine takes seconds, not two minutes. */
const TIMEOUT_MS = 120_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface LongTask {
  /** From the document's first HTML parse, in ms. */
  at: number;
  ms: number;
  /** The part over 50 ms after the first contentful paint. */
  blocking: number;
  /** Self time by source file (or the browser's own work), longest first. */
  parts: [string, number][];
}

/** Names a sampled frame by its source file, through the chunk's source map when the build has one. */
function sourceNamer(distDir: string): (url: string, line: number, column: number) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (url, line, column) => {
    const file = url.replace(/^https?:\/\/[^/]+\//, '');
    if (!file.endsWith('.js')) return file;
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(readFileSync(mapFile, 'utf8')) : null);
    }
    const source = maps.get(file)?.originalPositionFor({ line: line + 1, column }).source;
    if (!source) return file;
    return source
      .replace(/^.*node_modules\//, '')
      .replace(/^(\.\.\/)+/, '')
      .replace(/^.*?\/(client|shared)\//, '$1/');
  };
}

/** The renderer's main thread of the page: the one of all renderers' main threads that was busiest. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.ph === 'X')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  }
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const main = mains.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  return main;
}

/** The main thread's tasks over 50 ms until `untilMs` after the first HTML parse, with their sampled self time. */
function longTasks(events: TraceEvent[], untilMs: number, nameOf: ReturnType<typeof sourceNamer>): LongTask[] {
  const main = pageMainThread(events);
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const start = own.find((event) => event.name === 'ParseHTML')?.ts ?? own[0].ts;
  const firstPaint = events.find((event) => event.pid === main.pid && event.name === 'firstContentfulPaint')?.ts;
  if (firstPaint === undefined) throw new Error('The trace has no first contentful paint');
  const tasks = own
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        (event.dur ?? 0) > LONG_TASK_MS * 1000 &&
        event.ts - start <= untilMs * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  // The main thread's CPU profile: its Profile event, then the chunks that share its id.
  const profiles = new Set(own.filter((event) => event.name === 'Profile').map((event) => event.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== main.pid || !profiles.has(event.id)) continue;
    const data = event.args?.data;
    if (event.name === 'Profile') time = data?.startTime ?? time;
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const parts = new Map<string, number>();
    inside.forEach((sample, i) => {
      const frame = nodes.get(sample.node)?.callFrame;
      const name = frame?.url
        ? nameOf(frame.url, frame.lineNumber, frame.columnNumber)
        : `(${frame?.functionName || 'program'})`;
      const until = inside[i + 1]?.ts ?? end;
      parts.set(name, (parts.get(name) ?? 0) + (until - sample.ts) / 1000);
    });
    const afterPaint = (end - Math.max(task.ts, firstPaint)) / 1000;
    return {
      at: (task.ts - start) / 1000,
      ms: (task.dur ?? 0) / 1000,
      blocking: Math.max(0, Math.min(afterPaint, (task.dur ?? 0) / 1000 - LONG_TASK_MS)),
      parts: [...parts].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]),
    };
  });
}

async function profileLoad(browser: Browser, url: string, nameOf: ReturnType<typeof sourceNamer>) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
      ],
    });
    await page.goto(url, { timeout: TIMEOUT_MS });
    const tookOver = await Promise.race([
      page.evaluate(whenTakenOver),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${url} was not taken over in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
      ),
    ]);
    await page.evaluate(pageWait, AFTER_TAKEOVER_MS);
    const trace = await browser.stopTracing();
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const tasks = longTasks(events, tookOver + AFTER_TAKEOVER_MS, nameOf);
    return {
      tasks,
      blocking: tasks.reduce((sum, task) => sum + task.blocking, 0),
      overAll: tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0),
    };
  } finally {
    await context.close();
  }
}

/** A build with source maps: DIST_DIR when given, otherwise one made now in a temporary directory. */
function profileBuild(): { distDir: string; cleanUp: () => void } {
  if (process.env.DIST_DIR) return { distDir: path.resolve(process.env.DIST_DIR), cleanUp: () => {} };
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'pomolo-start-profile-'));
  console.log(`  building the client with source maps into ${distDir} …`);
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', distDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return { distDir, cleanUp: () => rmSync(distDir, { recursive: true, force: true }) };
}

export async function benchStartProfile(): Promise<void> {
  console.log(
    `Start-up tasks over ${LONG_TASK_MS} ms, CPU slowed ${CPU_SLOWDOWN}× (Lighthouse's mobile preset), first visits, ` +
      `412×823, ${RUNS} loads a page, until ${AFTER_TAKEOVER_MS / 1000} s after the take-over`,
  );
  const { distDir, cleanUp } = profileBuild();
  const server = await startAppServer(distDir, 'start-profile');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: await chromiumArgs() });
  const nameOf = sourceNamer(distDir);
  try {
    // One load first, so the server's caches and the browser are warm for every measured load alike.
    await profileLoad(browser, `${server.origin}/`, nameOf);
    for (const pathname of PAGES) {
      const loads = [];
      for (let i = 0; i < RUNS; i++) loads.push(await profileLoad(browser, server.origin + pathname, nameOf));
      const blocking = loads.map((load) => load.blocking);
      const middle = loads.find((load) => load.blocking === median(blocking))!;
      const overAll = loads.map((load) => load.overAll);
      console.log(
        `  ${pathname.padEnd(38)}tasks over ${LONG_TASK_MS} ms: median ${median(loads.map((l) => l.tasks.length))}; ` +
          `blocking time after the first paint median ${Math.round(median(blocking))} ms (loads: ` +
          `${blocking.map(Math.round).join(', ')}); over ${LONG_TASK_MS} ms from the first HTML parse on, median ` +
          `${Math.round(median(overAll))} ms (loads: ${overAll.map(Math.round).join(', ')})`,
      );
      console.log(`    the median load's tasks:`);
      for (const task of middle.tasks) {
        const parts = task.parts
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(' · ');
        console.log(`      at ${Math.round(task.at)} ms, ${Math.round(task.ms)} ms: ${parts}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
    cleanUp();
  }
}
