import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ApiCategory } from '../shared/api-types.ts';
import { startServerProcess, type ServerProcess } from '../server/test/helpers/process.ts';
import { listAtTop } from './helpers/track-list.ts';

// Installing the app (manifest, icons, shortcuts, the Install button), updates (a new deploy waits
// for the visitor's Reload), and the app without its server. The last two run their own server
// process, so they can deploy a new build under it and stop it.

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');

let errors: string[] = [];

test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string; icons?: { src: string }[] }[];
}

test('the web manifest has what installation needs, and every icon it names is served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Pomolo',
    short_name: 'Pomolo',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e3a8a',
    background_color: '#0f172a',
  });
  expect(manifest.description.length).toBeGreaterThan(20);

  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find(
      (i) => i.sizes === `${size}x${size}` && i.purpose === purpose && i.type === 'image/png',
    );
    expect(icon, `${size} ${purpose}`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
  // A maskable icon is full-bleed: its corners are opaque.
  const maskable = await request.get(manifest.icons.find((i) => i.purpose === 'maskable')!.src);
  const corner = await page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, 1, 1).data[3];
    },
    [...(await maskable.body())],
  );
  expect(corner).toBe(255);

  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Start focus', '/?start=focus'],
    ['Music', '/#music'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    for (const icon of shortcut.icons ?? []) expect((await request.get(icon.src)).ok()).toBe(true);
  }
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await request.get('/favicon.svg')).ok()).toBe(true);
  expect((await request.get('/icons/apple-touch-icon.png')).ok()).toBe(true);
});

test("Chromium's installability check passes", async ({ playwright, baseURL }, testInfo) => {
  // Incognito contexts (Playwright's default) are never installable: use a real profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pomolo-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(
        async () =>
          (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map(
            (e: { errorId: string }) => e.errorId,
          ),
        { timeout: 15_000 },
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the Install button appears when the browser offers installation and goes once installed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('timer-card')).toBeVisible();
  // A browser offers installation only once the app's service worker is registered, so after the app started (a
  // prerendered page starts it after its first paint): the journey offers it then too.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  // What Chromium fires when the app can be installed (headless Chromium never does by itself).
  const offerInstall = () =>
    page.evaluate(() => {
      const w = window as unknown as { __prompts: number; __prevented: boolean };
      w.__prompts ??= 0;
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          w.__prompts++;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
      w.__prevented = event.defaultPrevented;
    });

  await offerInstall();
  await expect(install).toBeVisible();
  // The browser's own mini-infobar is kept away: our button shows the prompt.
  expect(await page.evaluate(() => (window as unknown as { __prevented: boolean }).__prevented)).toBe(true);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);
  // A prompt event can be used once: the button goes until the browser offers again.
  await expect(install).toHaveCount(0);

  await offerInstall();
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
  await offerInstall();
  await expect(install).toHaveCount(0);
});

test('the shortcuts: "Start focus" starts the timer once, "Music" opens at the player', async ({ page, baseURL }) => {
  await page.goto('/?start=focus');
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-phase', 'focus');
  // Applied once: the address no longer asks, so a reload does not start it again.
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByTestId('timer-toggle').click();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'paused');
  await page.reload();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'paused');

  // From a break, "Start focus" goes back to focus and starts it.
  await page.getByTestId('timer-skip').click();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-phase', 'break');
  await page.goto('/?start=focus');
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-phase', 'focus');
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');

  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/#music');
  await expect(page.getByTestId('player')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(page.getByRole('heading', { name: 'Lo-fi music', exact: true })).toBeInViewport();
});

// -------------------------------------------------------------------------------------------------
// With our own server process: a deploy under a running page, then the server gone.

type OwnServer = ServerProcess;

/** Starts `server/src/server.ts` as `npm start` does, on a fresh DATA_DIR; resolves once it listens. */
async function startServer(distDir: string, dataDir: string): Promise<OwnServer> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir });
  if (!server.url) throw new Error(`server exited:\n${server.output()}`);
  return server;
}

async function stopServer(server: OwnServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * A second deploy of the same app: index.html changes (it carries a marker), so the service worker's
 * precache manifest gets a new revision for it and sw.js differs, as with any real new build.
 */
function makeNextBuild(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const indexFile = path.join(to, 'index.html');
  const oldIndex = readFileSync(indexFile);
  const newIndex = oldIndex.toString('utf8').replace('</head>', '<meta name="pomolo-deploy" content="next"></head>');
  writeFileSync(indexFile, newIndex);
  const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');
  const swFile = path.join(to, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  expect(sw).toContain(md5(oldIndex));
  writeFileSync(swFile, sw.replace(md5(oldIndex), md5(newIndex)));
}

async function openControlled(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await expect(page.getByTestId('timer-card')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return m * 60 + s;
};

test.describe('with its own server', () => {
  test.describe.configure({ mode: 'serial' });

  let work: string;
  let data: string;
  let server: OwnServer | undefined;
  const live = () => path.join(work, 'live');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(path.join(os.tmpdir(), 'pomolo-pwa-'));
    makeNextBuild(DIST, path.join(work, 'next'));
    // The server serves whatever `live` points to; a deploy swaps the link, as release symlinks do.
    symlinkSync(DIST, live());
    // Its own temporary directory, like the e2e server's: the embedded cluster's user must reach it.
    data = mkdtempSync(path.join(os.tmpdir(), 'pomolo-pwa-data-'));
    server = await startServer(live(), data);
  });

  test.afterAll(async () => {
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  test('a new deploy waits for Reload, never reloads by itself, and a running focus phase survives it', async ({
    browser,
  }) => {
    const page = await openControlled(browser, `${server!.url}/`);
    await expect(page.locator('meta[name="pomolo-deploy"]')).toHaveCount(0);
    await page.getByTestId('timer-toggle').click();
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    // Deploy, then the page checks for updates (as it does hourly and whenever it becomes visible).
    symlinkSync(path.join(work, 'next'), path.join(work, 'live-next'));
    renameSync(path.join(work, 'live-next'), live());
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('A new version is available.', { timeout: 20_000 });
    await expect(banner).toContainText('Your focus timer keeps running through the reload.');
    await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The new version waits; the page stays as it is.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
    const before = seconds((await page.getByTestId('timer-time').textContent())!);

    // A second tab of the app is told too, and is not reloaded when the first one applies the update.
    const other = await page.context().newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(`${server!.url}/faq`);
    await expect(other.getByTestId('update-banner')).toBeVisible();
    await other.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.locator('meta[name="pomolo-deploy"]')).toHaveAttribute('content', 'next');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
    await expect.poll(async () => seconds((await page.getByTestId('timer-time').textContent())!)).toBeLessThan(before);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    );

    // The other tab now runs under the new worker but keeps its page until its own Reload.
    await other.waitForTimeout(1_000);
    expect(await other.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(other.getByTestId('update-banner')).toBeVisible();
    await Promise.all([
      other.waitForEvent('load'),
      other.getByTestId('update-banner').getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(other.locator('meta[name="pomolo-deploy"]')).toHaveAttribute('content', 'next');
    await expect(other.getByTestId('update-banner')).toHaveCount(0);
    await page.context().close();
  });

  test('with the server stopped the app still opens, and favourites play', async ({ browser }) => {
    const page = await openControlled(browser, `${server!.url}/`);
    const categories = (
      (await (await page.request.get(`${server!.url}/api/tracks`)).json()) as { data: { categories: ApiCategory[] } }
    ).data.categories;
    const [favourite, other] = [categories[0].tracks[0], categories[0].tracks[1]];
    const list = page.getByTestId('track-list');
    // The list scrolls to the track picked at load; the category's first tracks are at the top.
    await listAtTop(page);
    await list.locator(`[data-testid="favourite-button"][data-track-id="${favourite.id}"]`).click();
    await expect(page.getByTestId('download-item').filter({ hasText: favourite.title })).toBeVisible({
      timeout: 20_000,
    });

    await stopServer(server);
    expect((await fetch(`${server!.url}/`).catch(() => null)) === null).toBe(true);

    await page.reload();
    await expect(page.getByTestId('timer-card')).toBeVisible();
    await page.getByTestId('timer-toggle').click();
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
    // The browser still says it is online; the service worker noticed the server is gone.
    await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
    const row = (id: string) => page.getByTestId('track-row').filter({ has: page.locator(`[data-track-id="${id}"]`) });
    await listAtTop(page);
    await expect(row(other.id)).toHaveAttribute('data-available', 'false');
    await row(favourite.id).getByRole('button', { name: favourite.title }).click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing');
    const audioTime = () =>
      page.evaluate(
        () => (document.querySelector('audio[data-testid="player-audio"]') as HTMLAudioElement).currentTime,
      );
    const start = await audioTime();
    await expect.poll(audioTime, { timeout: 10_000 }).toBeGreaterThan(start + 1);

    // A page never visited opens too.
    await page.goto(`${server!.url}/it/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  });
});
