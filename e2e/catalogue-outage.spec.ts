import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ApiCategory } from '../shared/api-types.ts';
import { startServerProcess } from '../server/test/helpers/process.ts';

// Issue 12 item 9 in a real browser: when the server answers 5xx (up, but failing), the service worker
// answers the catalogue from its cache, so the player keeps its tracks.

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');

test('the player keeps its catalogue when the server answers 5xx', async ({ browser }) => {
  test.setTimeout(180_000);
  const data = mkdtempSync(path.join(os.tmpdir(), 'pomolo-outage-data-'));
  const server = await startServerProcess({ DATA_DIR: data, DIST_DIR: DIST });
  const failing = http.createServer();
  const errors: string[] = [];
  try {
    expect(server.url, server.output()).not.toBe('');
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await expect(page.getByTestId('timer-card')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const categories = (
      (await (await page.request.get(`${server.url}/api/tracks`)).json()) as { data: { categories: ApiCategory[] } }
    ).data.categories;
    const title = categories[0].tracks[0].title;
    // The list renders a window of rows and scrolls to the track picked at load: the first row is there at the top.
    const firstRowShown = () =>
      page.getByTestId('track-list').evaluate((list, t) => {
        list.scrollTo({ top: 0 });
        return list.textContent?.includes(t) ?? false;
      }, title);
    await expect.poll(firstRowShown).toBe(true);
    // The worker has its copy of the catalogue.
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await (await caches.open('pomolo-api-tracks')).match('/api/tracks'))),
      )
      .toBe(true);

    // The same address now answers 503 to everything, as a server whose database is gone would.
    const port = Number(new URL(server.url).port);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const asked: string[] = [];
    failing.on('request', (req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'unavailable' }));
    });
    await new Promise<void>((resolve) => failing.listen(port, '127.0.0.1', resolve));

    await page.reload();
    await expect(page.getByTestId('timer-card')).toBeVisible();
    await expect.poll(firstRowShown).toBe(true);
    // It did ask the server, and got the 503 the page never saw.
    expect(asked).toContain('/api/tracks');
    await context.close();
    expect(errors).toEqual([]);
  } finally {
    failing.close();
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
    rmSync(data, { recursive: true, force: true });
  }
});
