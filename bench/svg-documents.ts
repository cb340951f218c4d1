// The SVG documents a page's start builds on the main thread, printed by `npm run bench -- svg-documents` (issue 26;
// decisions 0104 and 0105). Chromium draws every SVG used as an image (an `<img>`, a CSS mask, the tab's icon) from a
// document of its own, built on the page's main thread: a few milliseconds each on a fast machine, tens on a slow one,
// mostly inside the first frame. For each page (SVG_DOCUMENT_PAGES, comma-separated; default `/` and `/faq`), over
// SVG_DOCUMENT_RUNS first visits (default 5, no service worker, a phone-sized window, no CPU throttling): how many
// such documents were built until 1 s after the app took the page over, and the time their building took. The count
// is the build's; the time moves with the machine's hour and with the trace's own cost, so compare builds back to
// back (DIST_DIR names another build).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pageWait, whenTakenOver } from './page/interaction.ts';
import { chromiumArgs, startAppServer } from './process.ts';
import { median } from './figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.SVG_DOCUMENT_RUNS ?? 5));
const PAGES = (process.env.SVG_DOCUMENT_PAGES ?? '/,/faq').split(',');
/** Generous: a first visit on a busy machine takes seconds, not a minute. */
const TIMEOUT_MS = 60_000;
const SVG_DOCUMENT = 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

export async function benchSvgDocuments(): Promise<void> {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  console.log(
    `SVG documents built at start (first visits, 412×823, ${RUNS} loads a page, until 1 s after the take-over)`,
  );
  const server = await startAppServer(distDir, 'svg-documents');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: await chromiumArgs() });
  try {
    for (const pathname of PAGES) {
      const counts: number[] = [];
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          await browser.startTracing(page, { categories: ['blink'] });
          await page.goto(server.origin + pathname, { timeout: TIMEOUT_MS });
          await page.evaluate(whenTakenOver);
          await page.evaluate(pageWait, 1000);
          const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
            .traceEvents;
          const documents = events.filter((event) => event.name === SVG_DOCUMENT && event.ph === 'X');
          counts.push(documents.length);
          times.push(documents.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000);
        } finally {
          await context.close();
        }
      }
      console.log(
        `  ${pathname.padEnd(38)}SVG documents: median ${median(counts)} (loads: ${counts.join(', ')}); ` +
          `their building median ${median(times).toFixed(1)} ms (loads: ${times.map((t) => t.toFixed(1)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
