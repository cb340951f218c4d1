import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ApiCategory, ApiTrack } from '../shared/api-types.ts';
import { listAtTop } from './helpers/track-list.ts';

// Offline-first journeys (issue 5): after one visit the whole public app works with no network, and
// favourite tracks are downloaded into IndexedDB and play offline. Every test starts a fresh browser
// context, so each one makes its own first visit and installs the service worker itself.

let errors: string[] = [];

test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

async function shippedCatalogue(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get('/api/tracks');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { categories: ApiCategory[] } }).data.categories;
}

/** The first visit: the page loads and the service worker is installed (precache done) and active. */
async function firstVisit(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  expect(['activating', 'activated']).toContain(state);
  // Workbox claims the page on activation; after that every request of this page goes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
}

const player = (page: Page) => page.getByTestId('player');
const row = (page: Page, track: ApiTrack) =>
  page.getByTestId('track-row').filter({ has: page.locator(`[data-track-id="${track.id}"]`) });
const heart = (page: Page, track: ApiTrack) =>
  page.getByTestId('track-list').locator(`[data-testid="favourite-button"][data-track-id="${track.id}"]`);
const trackButton = (page: Page, track: ApiTrack) => row(page, track).getByRole('button', { name: track.title });
const audioProperty = <K extends keyof HTMLAudioElement>(page: Page, key: K) =>
  page.evaluate((k) => (document.querySelector('audio[data-testid="player-audio"]') as HTMLAudioElement)[k], key);

/** What is stored in IndexedDB (read the way the app wrote it; sizes of the stored blobs). */
function storedDownloads(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ trackId: string; audio: number; cover: number | null; bytes: number }[]>((resolve, reject) => {
        const open = indexedDB.open('pomolo');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('downloads')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('downloads').objectStore('downloads').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { trackId: string; audio: Blob; cover: Blob | null; bytes: number }[]).map((r) => ({
                trackId: r.trackId,
                audio: r.audio.size,
                cover: r.cover ? r.cover.size : null,
                bytes: r.bytes,
              })),
            );
          };
          all.onerror = () => reject(all.error ?? new Error('IndexedDB read failed'));
        };
      }),
  );
}

/** Records every state of the download progress bars (a MutationObserver, installed before the app runs). */
const RECORD_PROGRESS = () => {
  const seen: {
    trackId: string;
    received: number;
    total: number | null;
    stage: string;
    value: number | null;
    max: number | null;
  }[] = [];
  (window as unknown as { __progress: typeof seen }).__progress = seen;
  const record = () => {
    for (const bar of document.querySelectorAll<HTMLProgressElement>('progress[data-testid="download-progress"]')) {
      seen.push({
        trackId: bar.dataset.trackId ?? '',
        received: Number(bar.dataset.received),
        total: bar.dataset.total === undefined ? null : Number(bar.dataset.total),
        stage: bar.dataset.stage ?? '',
        value: bar.hasAttribute('value') ? bar.value : null,
        max: bar.hasAttribute('max') ? bar.max : null,
      });
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
};

async function favourite(page: Page, track: ApiTrack): Promise<void> {
  await heart(page, track).click();
  await expect(heart(page, track)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('download-item').filter({ hasText: track.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('download-progress')).toHaveCount(0);
}

test('after one visit the whole public app works offline: timer, settings, themes, languages, unvisited pages', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  await goOffline(context, page);

  // Home renders from the precache; the catalogue comes from the service worker's copy.
  await expect(page.getByTestId('timer-card')).toBeVisible();
  await expect(page.getByTestId('category').first()).toBeVisible();
  await expect(page.getByTestId('track-unavailable').first()).toBeVisible();

  // The timer runs: Start makes the time advance, Pause holds it, Reset brings the full phase back.
  const time = page.getByTestId('timer-time');
  const full = await time.textContent();
  await page.getByTestId('timer-toggle').click();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
  await expect(time).not.toHaveText(full!, { timeout: 5_000 });
  await page.getByTestId('timer-toggle').click();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'paused');
  const held = await time.textContent();
  await page.waitForTimeout(1_200);
  await expect(time).toHaveText(held!);
  await page.getByTestId('timer-reset').click();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'idle');
  await expect(time).toHaveText(full!);

  // Settings: a preset changes the plan shown on the card.
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-dialog')).toBeVisible();
  await page.getByTestId('preset-extended').click();
  await expect(page.getByTestId('work-input')).toHaveValue('45');
  await page.keyboard.press('Escape');
  await expect(time).toHaveText('45:00');

  // Themes: the toggle switches dark/light.
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');

  // Another language, never loaded before: its catalog chunk is precached.
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByTestId('timer-skip')).toHaveText('Weiter');
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  await page.goto('/es');
  await expect(page.getByTestId('network-status')).toHaveText('Sin conexión');
  await page.goto('/ja/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A blog article never opened.
  await page.goto('/blog/time-blocking-mastery');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Time Blocking');
  await page.goto('/fr/blog/time-blocking-mastery');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Time Blocking');
});

test('the admin area opens offline and says it needs the network', async ({ page, context }) => {
  await firstVisit(page);
  await context.setOffline(true);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-offline')).toContainText('needs a network connection');
});

test('a favourite downloads with progress, plays from IndexedDB offline (seeking too), and offline the others are skipped', async ({
  page,
  context,
  request,
}) => {
  const categories = await shippedCatalogue(request);
  const category = categories[0];
  expect(category.tracks.length).toBeGreaterThanOrEqual(3);
  const [first, middle, last] = [category.tracks[0], category.tracks[1], category.tracks[2]];
  const firstSize = (await (await request.get(first.url)).body()).length;

  await page.addInitScript(RECORD_PROGRESS);
  await firstVisit(page);
  await expect(player(page)).toHaveAttribute('data-category-id', category.id);
  await listAtTop(page);
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(page, first)).toHaveAccessibleName('Favourite');
  await expect(heart(page, first)).toHaveAccessibleDescription(first.title);
  await expect(page.getByTestId('downloads-empty')).toBeVisible();

  await favourite(page, first);
  await favourite(page, last);

  // The bar showed bytes received out of the total, up to 100 %, then the saving step.
  const progress = await page.evaluate(
    () =>
      (
        window as unknown as {
          __progress: {
            trackId: string;
            received: number;
            total: number | null;
            stage: string;
            value: number | null;
            max: number | null;
          }[];
        }
      ).__progress,
  );
  const ofFirst = progress.filter((p) => p.trackId === first.id);
  expect(ofFirst.length).toBeGreaterThan(0);
  expect(ofFirst.some((p) => p.total === firstSize && p.received === firstSize && p.value === p.max)).toBe(true);
  expect(ofFirst.every((p) => p.total === null || p.received <= p.total)).toBe(true);

  // Stored whole: the audio exactly as the server has it, with its cover, in one record.
  const stored = await storedDownloads(page);
  expect(stored.map((s) => s.trackId).sort()).toEqual([first.id, last.id].sort());
  const storedFirst = stored.find((s) => s.trackId === first.id)!;
  expect(storedFirst.audio).toBe(firstSize);
  expect(storedFirst.cover).toBeGreaterThan(0);
  expect(storedFirst.bytes).toBe(storedFirst.audio + storedFirst.cover!);
  await expect(page.getByTestId('downloads-usage')).toHaveAttribute(
    'data-stored',
    String(stored.reduce((sum, s) => sum + s.bytes, 0)),
  );
  await expect(page.getByTestId('downloads-usage')).toContainText('more is available');

  // Online, a downloaded track already plays from its local copy.
  await trackButton(page, first).click();
  await expect(player(page)).toHaveAttribute('data-state', 'playing');
  expect(await audioProperty(page, 'src')).toMatch(/^blob:/);

  // Offline, after a reload.
  await goOffline(context, page);
  await expect(player(page)).toHaveAttribute('data-category-id', category.id);
  await expect(row(page, middle)).toHaveAttribute('data-available', 'false');
  await expect(row(page, middle).getByTestId('track-unavailable')).toHaveText(/Not available offline/);
  await expect(trackButton(page, middle)).toBeDisabled();
  await expect(row(page, first)).toHaveAttribute('data-available', 'true');

  await trackButton(page, first).click();
  await expect(player(page)).toHaveAttribute('data-track-id', first.id);
  await expect(player(page)).toHaveAttribute('data-state', 'playing');
  expect(await audioProperty(page, 'src')).toMatch(/^blob:/);
  const start = await audioProperty(page, 'currentTime');
  await expect.poll(() => audioProperty(page, 'currentTime'), { timeout: 10_000 }).toBeGreaterThan(start + 1);

  // Seeking within the blob.
  await page.getByTestId('seek').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => audioProperty(page, 'currentTime')).toBeGreaterThan(30);
  await expect(player(page)).toHaveAttribute('data-state', 'playing');

  // Next and previous skip the track that is not downloaded.
  await page.getByTestId('next').click();
  await expect(player(page)).toHaveAttribute('data-track-id', last.id);
  await expect(player(page)).toHaveAttribute('data-state', 'playing');
  await page.getByTestId('previous').click();
  await expect(player(page)).toHaveAttribute('data-track-id', first.id);
  await page.getByTestId('previous').click();
  await expect(player(page)).toHaveAttribute('data-track-id', last.id);
  await expect(player(page)).toHaveAttribute('data-state', 'playing');

  // Shuffle only picks among the downloaded ones.
  await page.getByTestId('shuffle').click();
  for (let i = 0; i < 4; i++) {
    const before = await player(page).getAttribute('data-track-id');
    await page.getByTestId('next').click();
    await expect(player(page)).not.toHaveAttribute('data-track-id', before!);
    expect([first.id, last.id]).toContain(await player(page).getAttribute('data-track-id'));
  }
  await expect(player(page)).toHaveAttribute('data-state', 'playing');

  // Unfavouriting removes the download (offline too): that track is no longer playable.
  const playing = (await player(page).getAttribute('data-track-id'))!;
  const other = playing === first.id ? last : first;
  await heart(page, other).click();
  await expect(heart(page, other)).toHaveAttribute('aria-pressed', 'false');
  await expect(row(page, other)).toHaveAttribute('data-available', 'false');
  expect((await storedDownloads(page)).map((s) => s.trackId)).toEqual([playing]);
});

test('offline with nothing downloaded the player says so instead of getting stuck', async ({ page, context }) => {
  await firstVisit(page);
  await goOffline(context, page);
  await expect(page.getByTestId('track-row').first()).toHaveAttribute('data-available', 'false');
  // Play cannot be pressed for a track that is not downloaded (issue 25); the cover says why.
  await expect(page.getByTestId('play-pause')).toBeDisabled();
  await expect(page.getByTestId('cover-not-downloaded')).toHaveText('Not downloaded — available online');
  await page.getByTestId('next').click();
  await expect(page.getByTestId('player-message')).toContainText('no track is downloaded');
  await expect(player(page)).not.toHaveAttribute('data-state', 'playing');
  await expect(player(page)).not.toHaveAttribute('data-state', 'loading');
});

test.describe('downloads that cannot complete leave nothing behind', () => {
  // page.route must see the audio request itself.
  test.use({ serviceWorkers: 'block' });

  test('a cancelled download stores nothing', async ({ page, request }) => {
    const [category] = await shippedCatalogue(request);
    const track = category.tracks[0];
    const body = await (await request.get(track.url)).body();
    // The server answers slowly: headers, then the body after a long pause (like a slow network).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${track.url}`, async (route) => {
      await released;
      await route.fulfill({ status: 200, headers: { 'content-type': 'audio/mpeg' }, body }).catch(() => undefined);
    });
    await page.goto('/');
    await listAtTop(page);
    await heart(page, track).click();
    await expect(heart(page, track)).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByTestId('downloads').getByRole('progressbar', { name: `Downloading “${track.title}”` });
    await expect(bar).toBeVisible();
    await page
      .getByTestId('downloads')
      .getByRole('button', { name: `Cancel the download of “${track.title}”` })
      .click();
    await expect(bar).toBeHidden();
    await expect(heart(page, track)).toHaveAttribute('aria-pressed', 'false');
    release();
    await page.waitForTimeout(500);
    expect(await storedDownloads(page)).toEqual([]);
    await expect(page.getByTestId('download-failure')).toHaveCount(0);
  });

  test('a body shorter than its Content-Length is refused with a message, and nothing is stored', async ({
    page,
    request,
  }) => {
    const [category] = await shippedCatalogue(request);
    const track = category.tracks[1];
    const body = await (await request.get(track.url)).body();
    await page.route(`**${track.url}`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'audio/mpeg', 'content-length': String(body.length) },
        body: body.subarray(0, Math.floor(body.length / 2)),
      }),
    );
    await page.goto('/');
    await listAtTop(page);
    await heart(page, track).click();
    const failure = page.getByTestId('download-failure');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`“${track.title}”`);
    await expect(failure).toContainText('nothing was saved');
    await expect(heart(page, track)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedDownloads(page)).toEqual([]);
    // Not playable offline either: nothing half-stored is ever played.
    await page.context().setOffline(true);
    await expect(row(page, track)).toHaveAttribute('data-available', 'false');
  });

  test('an HTML page in place of the audio is refused', async ({ page, request }) => {
    const [category] = await shippedCatalogue(request);
    const track = category.tracks[2];
    await page.route(`**${track.url}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Oops</p>' }),
    );
    await page.goto('/');
    await listAtTop(page);
    await heart(page, track).click();
    await expect(page.getByTestId('download-failure')).toHaveAttribute('data-kind', 'server');
    expect(await storedDownloads(page)).toEqual([]);
  });

  test('quota exceeded: refused before downloading when it cannot fit, and by the database when it fills up', async ({
    page,
    request,
  }) => {
    const [category] = await shippedCatalogue(request);
    const [a, b] = [category.tracks[0], category.tracks[1]];
    const size = (await (await request.get(b.url)).body()).length;
    await page.goto('/');
    await listAtTop(page);
    await expect(heart(page, a)).toBeVisible();
    const origin = new URL(page.url()).origin;
    const cdp = await page.context().newCDPSession(page);

    // Far too little room: refused from the Content-Length, before the body is read.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 10_000 });
    await heart(page, a).click();
    await expect(page.getByTestId('download-failure')).toHaveAttribute('data-kind', 'quota');
    await expect(page.getByTestId('download-failure')).toContainText('Not enough storage space');
    expect(await storedDownloads(page)).toEqual([]);
    await page.getByTestId('download-failure').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('download-failure')).toHaveCount(0);

    // Room for the audio but not for audio and cover: IndexedDB refuses the one transaction.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + size + 1_000 });
    await heart(page, b).click();
    await expect(page.getByTestId('download-failure')).toHaveAttribute('data-kind', 'quota');
    expect(await storedDownloads(page)).toEqual([]);
    await expect(heart(page, b)).toHaveAttribute('aria-pressed', 'false');
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  });
});
