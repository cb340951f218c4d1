import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdRequests } from './helpers/routes.ts';
import { ADMIN, findCredentialLeaks, readBuiltClient, signIn, testPng, testWav } from './helpers/admin.ts';

// The service worker would answer /api/tracks from its cache; these journeys are about the server's answers.
test.use({ serviceWorkers: 'block' });

const status = (page: Page) => page.getByTestId('admin-status');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const trackRow = (page: Page, title: string) =>
  page.getByTestId('admin-track-row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

async function searchTracks(page: Page, text: string) {
  await tab(page, 'Track List').click();
  await page.getByLabel('Search tracks').fill(text);
}

/** Answers the next confirm() with `accept`, checking its text. */
function answerConfirm(page: Page, message: string, accept: boolean) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(message);
    if (accept) await dialog.accept();
    else await dialog.dismiss();
  });
}

/** The number a stat tile shows, once it shows one. */
async function stat(locator: Locator): Promise<number> {
  const value = locator.locator('.admin-stat-value');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())!.replace(/,/g, ''));
}

test('a logged-out visit to the dashboard lands on /admin and comes back after signing in', async ({
  page,
  context,
}) => {
  // While the guard asks the server, it says Loading...
  const { release: releaseSession } = await holdRequests(page, '**/api/admin/session', 1);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('admin-guard-loading')).toHaveText('Loading...');
  releaseSession();

  await expect(page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fdashboard$/);
  // /admin is the static admin route, not a language prefix of the `{-$lang}` route.
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Music Library Management' })).toBeVisible();
  await expect(page).toHaveTitle(/Music Library Management/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

  // A wrong password shows the server's message and sets no cookie.
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid username or password');
  expect((await context.cookies()).some((c) => c.name === 'pomolo_admin')).toBe(false);

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Music Admin' })).toBeVisible();
  await expect(page.getByTestId('admin-badge')).toHaveText('Admin / Super User');
  await expect(status(page)).toHaveText('✅ Music library loaded successfully');

  // The session is an HttpOnly, SameSite=Strict cookie that page scripts cannot read.
  const cookie = (await context.cookies()).find((c) => c.name === 'pomolo_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('pomolo_admin');

  // The four stat tiles hold the server's real counts.
  const stats = (await (await page.request.get('/api/admin/stats')).json()) as { stats: Record<string, number> };
  await expect(page.getByTestId('stat-categories').locator('.admin-stat-value')).toHaveText(
    String(stats.stats.totalCategories),
  );
  await expect(page.getByTestId('stat-tracks').locator('.admin-stat-value')).toHaveText(
    String(stats.stats.totalTracks),
  );
  await expect(page.getByTestId('stat-recent')).toContainText('Recent');
  await expect(page.getByTestId('stat-plays')).toContainText('Plays');

  // The sections are ARIA tabs driven by the arrow keys.
  await tab(page, 'Music Library').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Recommendations')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Recommendations')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'Activity')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Messages')).toHaveAttribute('aria-selected', 'true');

  // Already signed in, the login page sends the admin on.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Log out ends the session on the server: the dashboard asks for a sign-in again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await (await page.request.get('/api/admin/session')).json()).toEqual({ success: true, signedIn: false });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\?redirect=/);
});

test('a login page redirect never leaves the site', async ({ page }) => {
  await page.goto('/admin?redirect=' + encodeURIComponent('//evil.example/steal'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard$/);
});

test('upload a track with a cover, find it, edit it, play it on the home page, delete it', async ({ page }) => {
  await signIn(page);

  // A category of its own, so the home page shows the track in a category we know.
  await tab(page, 'Add Category').click();
  await expect(page.getByRole('heading', { name: 'Create New Category' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(status(page)).toHaveText('Category name and folder are required!');
  await page.getByLabel('Category name *').fill('E2E Night Beats!');
  await expect(page.getByTestId('category-slug')).toContainText('e2e-night-beats-');
  await page.getByLabel('Folder *').fill('E2E Night Beats');
  await expect(page.getByTestId('category-slug')).toContainText('e2e-night-beats');
  await expect(page.getByRole('group', { name: 'Quick pick an icon' }).getByRole('button')).toHaveCount(12);
  await page.getByRole('button', { name: 'Use 🌙 as the icon' }).click();
  await expect(page.getByLabel('Icon', { exact: true })).toHaveValue('🌙');
  await page.getByLabel('Description', { exact: true }).fill('Test tones for the night shift.');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(status(page)).toHaveText('Category created successfully!');

  // Upload: the required fields are checked first.
  await tab(page, 'Upload Track').click();
  const form = page.getByTestId('upload-form');
  await expect(form.getByRole('heading', { name: 'Upload Single Track' })).toBeVisible();
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(status(page)).toHaveText('Please fill in all required fields');

  const title = `Moonlit Tone ${Date.now()}`;
  await form.getByLabel('Title *').fill(title);
  await form.getByLabel('Artist *').fill('E2E Robot');
  await form.getByLabel('Category *').selectOption({ label: '🌙 E2E Night Beats!' });
  await form
    .getByLabel('Audio file *')
    .setInputFiles({ name: 'moonlit.wav', mimeType: 'audio/wav', buffer: testWav(6) });
  await form
    .getByLabel('Cover image (optional)')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: testPng() });

  // The upload is slowed down so the progress bar can be seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(status(page)).toHaveText('Track uploaded successfully!', { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));
  expect(
    seen.some((v) => v > 0 && v < 100),
    `progress values seen: ${seen.join(', ')}`,
  ).toBe(true);
  // The form is empty again.
  await expect(form.getByLabel('Title *')).toHaveValue('');
  await expect(form.getByLabel('Artist *')).toHaveValue('');
  await expect(form.getByLabel('Category *')).toHaveValue('');

  // Find it by search (on the server, over the whole catalogue), and by category.
  await searchTracks(page, title.slice(0, 12).toUpperCase());
  const row = trackRow(page, title);
  await expect(row).toBeVisible();
  await expect(row).toContainText('E2E Robot');
  await expect(row).toContainText('E2E Night Beats!');
  await expect(row).toContainText('0:06');
  const trackId = (await row.getAttribute('data-track-id'))!;
  await page.getByLabel('Search tracks').fill('');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: '🌙 E2E Night Beats!' });
  await expect(page.getByTestId('admin-track-row')).toHaveCount(1);
  await expect(page.getByTestId('track-count')).toContainText('1 track found');
  await expect(row.locator('img')).toHaveAttribute('src', /-400\.webp$/);

  // Its preview plays.
  await row.getByRole('button', { name: `Play ${title}` }).click();
  const preview = page.getByTestId('admin-preview-audio');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await row.getByRole('button', { name: `Stop ${title}` }).click();
  await expect(preview).toHaveCount(0);

  // Inline edit: the Edit Track tab exists only while editing.
  await expect(tab(page, 'Edit Track')).toHaveCount(0);
  await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(tab(page, 'Edit Track')).toHaveAttribute('aria-selected', 'true');
  const edit = page.getByTestId('edit-form');
  await edit.getByLabel('Title *').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Title and artist are required');
  await edit
    .getByLabel('New cover (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(edit.getByRole('alert')).toHaveText('Please select a valid image file');
  await edit.getByLabel('New cover (optional)').setInputFiles([]);
  const edited = `${title} (edited)`;
  await edit.getByLabel('Title *').fill(edited);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(status(page)).toHaveText('Track updated successfully!');
  await expect(tab(page, 'Track List')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Edit Track')).toHaveCount(0);
  const editedRow = trackRow(page, edited);
  await expect(editedRow).toBeVisible();

  // The dialog variant: saves, says so, and closes itself about 1.5 s later, giving focus back.
  const quick = editedRow.getByRole('button', { name: `Quick edit ${edited}` });
  await quick.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Track' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Artist *').fill('E2E Robot II');
  await dialog
    .getByLabel('New cover (optional)')
    .setInputFiles({ name: 'cover2.png', mimeType: 'image/png', buffer: testPng(64, 64) });
  // The page itself notes when the message shows and when it goes: the test's polling may notice either late (CI
  // once measured 849 ms between its own two sightings).
  await page.evaluate(() => {
    const times: { shown?: number; closed?: number } = {};
    (window as unknown as { __editClose: typeof times }).__editClose = times;
    new MutationObserver(() => {
      const message = document.querySelector<HTMLElement>('[data-testid="edit-modal-status"]');
      if (times.shown === undefined && message?.textContent === 'Track updated successfully!') {
        times.shown = performance.now();
      }
      if (times.shown !== undefined && times.closed === undefined && !message?.checkVisibility()) {
        times.closed = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByTestId('edit-modal-status')).toHaveText('Track updated successfully!');
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const shown = await page.evaluate(
    () => (window as unknown as { __editClose: { shown?: number; closed?: number } }).__editClose,
  );
  // 1.5 s by the app's timer, started as the message is committed (a loaded page may commit it a little later).
  expect(shown.closed! - shown.shown!).toBeGreaterThan(1000);
  await expect(quick).toBeFocused();
  await expect(editedRow).toContainText('E2E Robot II');

  // It plays on the home page, in its category.
  await page.goto('/');
  const chip = page.getByTestId('category').filter({ hasText: 'E2E Night Beats!' });
  await expect(chip).toBeVisible();
  await chip.click();
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-track-id', trackId);
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(page.getByTestId('player-title')).toHaveText(edited);

  // Delete: cancelling the confirmation keeps it, accepting removes it everywhere.
  await page.goto('/admin/dashboard');
  await searchTracks(page, edited);
  await expect(trackRow(page, edited)).toBeVisible();
  answerConfirm(page, 'Are you sure you want to delete this track?', false);
  await trackRow(page, edited)
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  await expect(trackRow(page, edited)).toBeVisible();
  answerConfirm(page, 'Are you sure you want to delete this track?', true);
  await trackRow(page, edited)
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  await expect(status(page)).toHaveText('Track deleted successfully!');
  await expect(page.getByText('No tracks match your search.')).toBeVisible();
  const catalogue = (await (await page.request.get('/api/tracks')).json()) as {
    data: { categories: { tracks: { id: string }[] }[] };
  };
  expect(catalogue.data.categories.flatMap((c) => c.tracks).some((t) => t.id === trackId)).toBe(false);
});

test('lists come from the cache until a change; an upload can be refused or cancelled', async ({ page }) => {
  const trackLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/tracks') trackLoads.push(request.url());
  });
  await signIn(page);
  await expect(page.getByTestId('admin-track-row').first()).toBeVisible();
  expect(trackLoads).toHaveLength(1);

  // Back on the list within 5 minutes: the page shown is the one in the cache, not asked again (SPEC.md §7).
  await tab(page, 'Upload Track').click();
  await tab(page, 'Track List').click();
  await expect(page.getByTestId('admin-track-row').first()).toBeVisible();
  expect(trackLoads).toHaveLength(1);

  // A file the server refuses: the message names the status and the server's reason.
  await tab(page, 'Upload Track').click();
  const form = page.getByTestId('upload-form');
  const title = `Cancelled Tone ${Date.now()}`;
  await form.getByLabel('Title *').fill(title);
  await form.getByLabel('Artist *').fill('E2E Robot');
  await form.getByLabel('Category *').selectOption({ label: '☕ Coffee & Jazz' });
  await form
    .getByLabel('Audio file *')
    .setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is text, not audio') });
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(status(page)).toHaveText('Upload failed: HTTP 400 - The file is not MP3, WAV or OGG audio');
  await expect(form.getByRole('alert')).toHaveText('Upload failed: HTTP 400 - The file is not MP3, WAV or OGG audio');
  await expect(form.getByLabel('Title *')).toHaveValue(title);

  // A slow upload can be stopped: nothing is stored, and what was typed stays. The upload is held on its way: with a
  // throttled network instead, 1 run in 3 here sent it whole before the press and stored the "cancelled" track. The
  // server's side of a body cut off half-way is multipart-upload.test.ts's.
  await form.getByLabel('Audio file *').setInputFiles({ name: 'slow.wav', mimeType: 'audio/wav', buffer: testWav(6) });
  let uploadHeld!: () => void;
  const held = new Promise<void>((resolve) => (uploadHeld = resolve));
  await page.route('**/api/admin/music/upload', () => uploadHeld());
  const uploadFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/admin/music/upload'),
  );
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await held;
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(status(page)).toHaveText('Upload cancelled');
  // Stopped in the browser, not answered: the request itself failed (aborted).
  expect((await uploadFailed).failure()?.errorText).toContain('ABORTED');
  await page.unroute('**/api/admin/music/upload');
  await expect(form.getByRole('button', { name: 'Upload Track' })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(form.getByLabel('Title *')).toHaveValue(title);
  const stored = (await (
    await page.request.get(`/api/admin/tracks?page=1&limit=25&q=${encodeURIComponent(title)}`)
  ).json()) as {
    total: number;
  };
  expect(stored.total).toBe(0);

  // A change invalidates the track pages: the list asks the server again.
  await form.getByLabel('Audio file *').setInputFiles({ name: 'quick.wav', mimeType: 'audio/wav', buffer: testWav(1) });
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(status(page)).toHaveText('Track uploaded successfully!');
  await tab(page, 'Track List').click();
  await searchTracks(page, title);
  await expect(trackRow(page, title)).toBeVisible();
  expect(trackLoads.length).toBeGreaterThan(1);
  answerConfirm(page, 'Are you sure you want to delete this track?', true);
  await trackRow(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(status(page)).toHaveText('Track deleted successfully!');
});

test('bulk upload lists five names then a count, reports each file, and the list pages by 25', async ({ page }) => {
  await signIn(page);
  const before = await stat(page.getByTestId('stat-tracks'));
  // Enough tracks for a second page of the list, and more files than the summary names (five) when the shipped
  // library alone fills the first page (32 tracks, issue 29).
  const valid = Math.max(5, 26 - before);
  const files = [
    ...Array.from({ length: valid }, (_, i) => ({
      name: `bulk_tone_${String(i + 1).padStart(2, '0')}.wav`,
      mimeType: 'audio/wav',
      buffer: testWav(1, 8000),
    })),
    { name: 'not-audio.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is text, not audio') },
  ];

  await tab(page, 'Bulk Upload').click();
  const form = page.getByTestId('bulk-form');
  await expect(form.getByRole('heading', { name: 'Bulk Upload Tracks' })).toBeVisible();
  await form.getByRole('button', { name: 'Upload Tracks' }).click();
  await expect(status(page)).toHaveText('Please fill in all required fields');

  await form.getByLabel('Category *').selectOption({ label: '☕ Coffee & Jazz' });
  await form.getByLabel('Default artist *').fill('Bulk Bot');
  await page.getByTestId('bulk-files').setInputFiles(files);
  const summary = page.getByTestId('bulk-file-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(5);
  await expect(summary).toContainText(`and ${files.length - 5} more`);
  // How long the outcome stays is timed in the page, from the moment it is put in until it is taken out: timing it
  // from here would count the checks' own polling, which on a busy machine can outlast the message.
  await page.evaluate(() => {
    const shown: { at?: number; goneAt?: number } = {};
    (window as unknown as { bulkOutcome: typeof shown }).bulkOutcome = shown;
    new MutationObserver(() => {
      const line = document.querySelector('[data-testid="admin-status"]');
      if (line?.textContent?.startsWith('Successfully uploaded')) shown.at ??= performance.now();
      else if (shown.at !== undefined) shown.goneAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await form.getByRole('button', { name: `Upload ${files.length} Tracks` }).click();

  await expect(status(page)).toHaveText(`Successfully uploaded ${valid} out of ${files.length} tracks!`, {
    timeout: 30_000,
  });
  const results = page.getByTestId('bulk-results');
  await expect(results.getByRole('listitem')).toHaveCount(files.length);
  await expect(results.locator('.admin-result-failed')).toHaveText(
    /not-audio\.mp3 — The file is not MP3, WAV or OGG audio/,
  );
  await expect(page.getByTestId('stat-tracks').locator('.admin-stat-value')).toHaveText(String(before + valid));
  // The message stays 5 s, longer than the usual 3 s, and then goes. The upper bound is generous: a busy page may
  // run the clearing timer late, never early.
  await expect(status(page)).toBeHidden({ timeout: 15_000 });
  const outcome = await page.evaluate(
    () => (window as unknown as { bulkOutcome: { at?: number; goneAt?: number } }).bulkOutcome,
  );
  expect(outcome.at).toBeDefined();
  expect(outcome.goneAt).toBeDefined();
  const stayedMs = outcome.goneAt! - outcome.at!;
  expect(stayedMs).toBeGreaterThan(4000);
  expect(stayedMs).toBeLessThan(12_000);

  // Titles come from the file names; the list has two pages now.
  await searchTracks(page, 'bulk tone 01');
  await expect(trackRow(page, 'bulk tone 01')).toContainText('Bulk Bot');
  await page.getByLabel('Search tracks').fill('');
  const pager = page.getByRole('navigation', { name: 'Track list pages' });
  await expect(pager).toBeVisible();
  await expect(page.getByTestId('admin-track-row')).toHaveCount(25);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('admin-track-row')).toHaveCount(before + valid - 25);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a library load that ends after the admin moved to Recommendations does not take over its status', async ({
  page,
}) => {
  // The music library answers late (as on a loaded server); the admin has gone to another section meanwhile.
  const { release: releaseLibrary } = await holdRequests(page, '**/api/admin/music-library', 1);
  await signIn(page);
  await tab(page, 'Recommendations').click();
  await expect(status(page)).toHaveText('✅ Recommendations loaded successfully');
  await page.evaluate(() => {
    // The region stays; each status is a new paragraph in it.
    const banner = document.querySelector('.admin-status-region')!;
    const seen: string[] = [];
    (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
    new MutationObserver(() => seen.push(banner.textContent ?? '')).observe(banner, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  releaseLibrary();
  await expect(page.getByTestId('admin-dashboard')).toHaveAttribute('data-library', 'loaded');
  const seen = await page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
  expect(seen.filter((text) => text.includes('Music library'))).toEqual([]);
});

test('a recommendation goes new -> read -> archived -> deleted; contact messages are listed', async ({
  page,
  request,
}) => {
  const message = `E2E: please add rain sounds ${Date.now()}`;
  expect((await request.post('/api/recommendations/submit', { data: { message } })).status()).toBe(201);
  // A right-to-left override and a zero-width space: shown as a marker and dropped, never reordering the text.
  const bidiLabel = `E2E bidi ${Date.now()}`;
  const bidi = `${bidiLabel} \u202Egnp.exe\u200B!`;
  expect((await request.post('/api/recommendations/submit', { data: { message: bidi } })).status()).toBe(201);
  const contact = {
    inquiryType: 'feedback',
    name: 'Ada E2E',
    email: 'ada@example.com',
    message: 'The timer is lovely.',
  };
  expect((await request.post('/api/contact', { data: contact })).status()).toBe(201);

  await signIn(page);
  await tab(page, 'Recommendations').click();
  await expect(status(page)).toHaveText('✅ Recommendations loaded successfully');
  const item = page.getByTestId('rec-item').filter({ hasText: message });
  await expect(item).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('rec-item').filter({ hasText: bidiLabel }).locator('.admin-rec-message')).toHaveText(
    bidi.replace('\u202E', '[U+202E]').replace('\u200B', ''),
  );
  const total = await stat(page.getByTestId('rec-total'));
  const newCount = await stat(page.getByTestId('rec-new'));
  expect(newCount).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('rec-filter-all')).toContainText(String(total));
  await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/);

  // From the list: new -> read; the action is there only while new.
  await item.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(status(page)).toHaveText('✅ Recommendation marked as read');
  await expect(item).toHaveAttribute('data-status', 'read');
  await expect(item.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expect(page.getByTestId('rec-new').locator('.admin-stat-value')).toHaveText(String(newCount - 1));

  // From the dialog: archived, with notes; the dialog closes and the list reloads.
  const view = item.getByRole('button', { name: 'View details' });
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Recommendation' });
  await expect(dialog.getByTestId('rec-dialog-message')).toHaveText(message);
  await expect(dialog.getByRole('button', { name: 'Mark as Read' })).toBeVisible();
  await dialog.getByLabel('Admin notes').fill('Planned for the next release');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(status(page)).toHaveText('✅ Recommendation marked as archived');
  await expect(dialog).toBeHidden();
  await expect(item).toHaveAttribute('data-status', 'archived');
  await expect(item).toContainText('Planned for the next release');
  await expect(item.locator('.admin-pill')).toHaveClass(/admin-pill-neutral/);

  // The filters show it where it belongs.
  await page.getByTestId('rec-filter-archived').click();
  await expect(page.getByTestId('rec-item').filter({ hasText: message })).toBeVisible();
  await page.getByTestId('rec-filter-new').click();
  await expect(page.getByTestId('rec-item').filter({ hasText: message })).toHaveCount(0);
  await page.getByTestId('rec-filter-all').click();

  // Close by keyboard gives focus back to the button that opened it.
  await item.getByRole('button', { name: 'View details' }).click();
  await expect(dialog.getByLabel('Admin notes')).toHaveValue('Planned for the next release');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('button', { name: 'View details' })).toBeFocused();

  // Deleted, after a confirmation.
  answerConfirm(page, 'Are you sure you want to delete this recommendation?', true);
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(status(page)).toHaveText('✅ Recommendation deleted successfully');
  await expect(page.getByTestId('rec-item').filter({ hasText: message })).toHaveCount(0);
  await expect(page.getByTestId('rec-total').locator('.admin-stat-value')).toHaveText(String(total - 1));

  await tab(page, 'Messages').click();
  const sent = page.getByTestId('contact-message').filter({ hasText: contact.message });
  await expect(sent).toContainText(contact.name);
  await expect(sent.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
});

test('a session that ends on the server sends the admin back to sign in, then back to the dashboard', async ({
  page,
  context,
}) => {
  await signIn(page);
  // The dashboard's first loads are done: Refresh joins a load still under way (it answers the same question), and one
  // sent before the cookies went would answer 200, so nothing would find the session gone.
  await expect(status(page)).toHaveText('✅ Music library loaded successfully');
  await stat(page.getByTestId('stat-tracks'));
  // The server forgets the session (as when it expires); the next admin call gets 401.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/admin\?redirect=%2Fadmin%2Fdashboard$/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Music Admin' })).toBeVisible();
});

test('without a network the admin pages say so instead of failing silently', async ({ page, context }) => {
  await signIn(page);
  await context.setOffline(true);
  await expect(page.getByTestId('admin-offline')).toContainText('The admin area needs a network connection');
  await context.setOffline(false);
  await expect(page.getByTestId('admin-offline')).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByTestId('admin-offline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await context.setOffline(false);
});

test('the built client ships no credentials or tokens', () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  const files = readBuiltClient(dist);
  const scripts = files.filter((f) => f.name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // The admin code is in the build (so the scan covers it) and talks to the session endpoints only.
  expect(scripts.some((f) => f.text.includes('/api/admin/login'))).toBe(true);

  const secrets = [ADMIN.password, 'test-admin-passphrase', process.env.ADMIN_PASSWORD ?? ''];
  expect(findCredentialLeaks(files, secrets)).toEqual([]);

  // The scan itself catches what the spec's client did: fixed basic credentials and a bearer token.
  const planted = [
    { name: 'planted.js', text: 'fetch(u,{headers:{Authorization:"Basic YWRtaW46c2VjcmV0"}})' },
    { name: 'planted2.js', text: 'const h={authorization:`Bearer abc123`}' },
    { name: 'planted3.js', text: 'login({username:"admin",password:"hunter2"})' },
    { name: 'planted4.js', text: 'const p=import.meta.env.ADMIN_PASSWORD' },
    { name: 'planted5.js', text: `const p="${ADMIN.password}"` },
  ];
  const found = findCredentialLeaks(planted, secrets);
  expect(new Set(found.map((l) => l.file))).toEqual(new Set(planted.map((p) => p.name)));
  // A bearer token made at run time (sync's, derived on the device) is not a shipped credential.
  const derived = [{ name: 'derived.js', text: 'fetch(u,{headers:{authorization:`Bearer ${this.secrets.token}`}})' }];
  expect(findCredentialLeaks(derived, secrets)).toEqual([]);
});
