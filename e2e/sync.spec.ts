import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { historyToJson } from '../shared/history-io.ts';
import { checkBothSchemes } from './helpers/a11y.ts';
import { storeTimer } from './helpers/timer.ts';
import { listAtTop } from './helpers/track-list.ts';

/**
 * Sync without an account (issue 31): two browser profiles (two devices) pair by link, and a task, an imported
 * history, offline edits on both and the erasure reach the other. Every wait is for what the other device shows.
 */

const dialog = (page: Page) => page.getByTestId('settings-dialog');
const status = (page: Page) => page.getByTestId('sync-status');
// A ceiling for a change that never arrives, not the speed target: "within 5 s while both are online" is measured by
// `npm run bench -- sync` (p50 ~0.3 s, p99 ~1 s on a busy machine); a journey must not fail because CI is busier.
const WITHIN = { timeout: 30_000 };

async function openSync(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  await page.getByTestId('settings-button').click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByTestId('settings-sync').scrollIntoViewIfNeeded();
}

async function addTask(page: Page, title: string): Promise<void> {
  const tasks = page.getByTestId('tasks');
  await tasks.getByTestId('task-title-input').fill(title);
  await tasks.getByTestId('task-title-input').press('Enter');
}

/** A typed code: 14 groups of four capitals and digits (no 0, 1, I or O). */
const CODE = /^([2-9A-HJ-NP-Z]{4}-){13}[2-9A-HJ-NP-Z]{4}$/;

const titles = (page: Page) => page.getByTestId('tasks').getByTestId('task-title');

/** Device A turns sync on; device B opens A's link and joins. Returns both pages on the timer. */
async function pair(browser: Browser): Promise<{ a: Page; b: Page; link: string }> {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto('/');
  await openSync(a);
  await a.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(status(a)).toHaveAttribute('data-state', 'synced');
  await expect(dialog(a).getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(dialog(a).getByTestId('sync-code')).toHaveText(CODE);
  const link = await dialog(a).getByTestId('sync-link').inputValue();
  expect(new URL(link).pathname).toBe('/sync');
  expect(new URL(link).hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);
  await a.keyboard.press('Escape');

  // The key never reaches the server: only the fragment carries it, and the page removes it from the address bar.
  const requested: string[] = [];
  b.on('request', (r) => requested.push(r.url()));
  await b.goto(link);
  await expect(b).toHaveURL(/\/sync$/);
  await b.getByRole('button', { name: 'Join sync' }).click();
  await expect(b.getByTestId('sync-joined')).toBeVisible();
  const key = new URL(link).hash.slice(1);
  expect(requested.filter((u) => u.includes(key))).toEqual([]);
  await b.goto('/');
  return { a, b, link };
}

test('two devices pair by link: tasks, an import, offline edits and the erasure reach the other', async ({
  browser,
}) => {
  const { a, b } = await pair(browser);

  // A task added on one appears on the other within 5 s.
  await expect(a.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  await addTask(a, 'Write the introduction');
  await expect(titles(b)).toHaveText(['Write the introduction'], WITHIN);
  await addTask(b, 'Read chapter 4');
  await expect(titles(a)).toHaveText(['Write the introduction', 'Read chapter 4'], WITHIN);

  // An import on one shows in the other's /stats (and a session imported on both counts once).
  const now = Date.now();
  const sessions = [
    { completedAt: now - 3_600_000, minutes: 25, task: 'Write the introduction' },
    { completedAt: now - 1_800_000, minutes: 50 },
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pomolo-sync-'));
  const file = path.join(dir, 'history.json');
  fs.writeFileSync(file, historyToJson(sessions, now));
  await b.goto('/stats');
  await expect(b.getByTestId('stats-empty')).toBeVisible();
  // The intro says where the history goes: not "Everything stays in this browser" while it syncs.
  await expect(b.getByTestId('stats-intro')).toContainText(
    'Sync is on, so your history also goes to your other devices',
  );
  await expect(b.getByTestId('stats-intro')).not.toContainText('stays in this browser');
  await a.goto('/stats');
  await a.getByTestId('import-file').setInputFiles(file);
  await expect(a.getByTestId('history-message')).toHaveText('Imported 2 new sessions.');
  await expect(b.getByTestId('stats-all-time')).toContainText('1 hr 15 min', WITHIN);
  await expect(b.getByTestId('stats-all-time')).toContainText('2 sessions');
  await b.getByTestId('import-file').setInputFiles(file);
  await expect(b.getByTestId('history-message')).toHaveText(
    'Imported 0 new sessions. 2 sessions were already in your history.',
  );
  // Today's sessions count toward the daily goal on both devices, as they do in the stats: A's imported ones, and one
  // that A's timer completes. Before, B's card said "Today: 0 / 6" while its stats counted them.
  const importedToday = sessions.filter((s) => new Date(s.completedAt).toDateString() === new Date().toDateString());
  await storeTimer(a, { leftMs: 2000, status: 'paused' });
  await a.goto('/');
  await expect(a.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  await a.getByTestId('timer-toggle').click();
  await expect(a.getByTestId('timer-phase')).toHaveText('Break', WITHIN);
  const goal = (page: Page) => page.getByTestId('timer-goal');
  await expect(goal(a)).toHaveAttribute('data-today', String(importedToday.length + 1));
  await b.goto('/');
  await expect(goal(b)).toHaveAttribute('data-today', String(importedToday.length + 1), WITHIN);
  await expect(goal(b)).toContainText(`Today: ${importedToday.length + 1} / 6`);

  // Cleared on B while it syncs: the dialog says so, and A's history goes too (before, sync brought every session
  // back within seconds, after B's page had said "cleared"). Both stay cleared after a reload, and the daily goal on
  // both cards loses them.
  await b.goto('/stats');
  await expect(b.getByTestId('stats-all-time')).toContainText('3 sessions');
  await b.getByTestId('clear-history').click();
  await expect(b.getByTestId('clear-dialog')).toContainText(
    'This deletes all 3 sessions from this browser and from the devices you sync with.',
  );
  await b.getByTestId('clear-confirm').click();
  await expect(b.getByTestId('history-message')).toHaveText('Your focus history was cleared.');
  await a.goto('/stats');
  await expect(a.getByTestId('stats-empty')).toBeVisible(WITHIN);
  await b.reload();
  await expect(b.getByTestId('stats-empty')).toBeVisible();
  await a.reload();
  await expect(a.getByTestId('stats-empty')).toBeVisible();
  await a.goto('/');
  await expect(goal(a)).toHaveAttribute('data-today', '0');
  await b.goto('/');
  await expect(goal(b)).toHaveAttribute('data-today', '0');
  // Imported again on B (from the export), the sessions come back on A too.
  await b.goto('/stats');
  await b.getByTestId('import-file').setInputFiles(file);
  await expect(b.getByTestId('history-message')).toHaveText('Imported 2 new sessions.');
  await a.goto('/stats');
  await expect(a.getByTestId('stats-all-time')).toContainText('2 sessions', WITHIN);

  // Offline edits on both merge after reconnecting.
  await a.goto('/');
  await b.goto('/');
  await expect(titles(a)).toHaveCount(2);
  await expect(titles(b)).toHaveCount(2);
  await a.context().setOffline(true);
  await b.context().setOffline(true);
  await addTask(a, 'Offline on A');
  await addTask(b, 'Offline on B');
  // B deletes a task while offline; it stays deleted everywhere.
  await b.getByTestId('tasks').getByTestId('task-item').first().getByTestId('task-delete').click();
  await a.context().setOffline(false);
  await b.context().setOffline(false);
  // Each task's place is its last-written position: B moved 'Read chapter 4' up by deleting the first task.
  const merged = ['Read chapter 4', 'Offline on B', 'Offline on A'];
  await expect(titles(a)).toHaveText(merged, { timeout: 15_000 });
  await expect(titles(b)).toHaveText(merged, { timeout: 15_000 });

  // Erase ends sync on both: A erases, B hears it and says so; both keep their data.
  await openSync(a);
  await dialog(a).getByRole('button', { name: 'Erase synced data from the server' }).click();
  await expect(dialog(a).getByRole('alertdialog')).toContainText('sync stops on every paired device');
  // The confirmation takes the keyboard focus, on its safe choice.
  await expect(dialog(a).getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog(a).getByRole('button', { name: 'Erase for every device' }).click();
  await expect(dialog(a).getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  await openSync(b);
  await expect(status(b)).toHaveAttribute('data-state', 'erased', WITHIN);
  await expect(dialog(b).getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(titles(b)).toHaveText(merged);
  await a.keyboard.press('Escape');
  await expect(titles(a)).toHaveText(merged);
  // With sync off, the stats' intro says the history stays in this browser.
  await b.goto('/stats');
  await expect(b.getByTestId('stats-intro')).toContainText('Everything stays in this browser.');
});

test('a typed code with a typo is caught before anything is sent; the right code joins', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto('/');
  await openSync(a);
  await a.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(dialog(a).getByTestId('sync-code')).toHaveText(CODE);
  const code = (await dialog(a).getByTestId('sync-code').textContent())!;
  await b.goto('/');
  await openSync(b);
  const input = dialog(b).getByTestId('sync-code-input');
  const typo = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
  await input.fill(typo);
  await dialog(b).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog(b).getByRole('alert')).toHaveText(
    'This code has a typo: check each group of four against the other device.',
  );
  await input.fill(code.toLowerCase());
  await dialog(b).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(status(b)).toHaveAttribute('data-state', 'synced');
  await expect(dialog(b).getByTestId('sync-code')).toHaveText(code);

  // Settings sync: a colour theme chosen on A applies on B.
  await dialog(a).getByText('Forest Green', { exact: true }).click();
  await expect(a.locator('html')).toHaveAttribute('data-color-theme', 'forest-green');
  await expect(b.locator('html')).toHaveAttribute('data-color-theme', 'forest-green', WITHIN);

  // A favourite on A becomes a favourite on B, which downloads its own copy.
  await a.keyboard.press('Escape');
  await b.keyboard.press('Escape');

  // A label made on A (issue 30) is offered on B too: sessions and tasks name it on every device. The settings
  // dialogs are closed first (the page behind a modal dialog is inert).
  await expect(dialog(a)).toBeHidden();
  await expect(dialog(b)).toBeHidden();
  // A closed <dialog> gives the focus back to the settings button at once; its close event (a queued task) used to
  // give it again, taking it from a label typed meanwhile and closing the label menu under the click (CI: "element
  // was detached", then no option until the test's timeout). It now leaves a focus moved on alone (settings-theme).
  await expect(a.getByTestId('settings-button')).toBeFocused();
  await expect(b.getByTestId('settings-button')).toBeFocused();
  const labelInput = a.getByRole('combobox', { name: 'Label' });
  await expect(labelInput).toBeEnabled();
  await labelInput.fill('Thesis');
  const create = a.getByRole('option', { name: 'Create “Thesis”' });
  await expect(create).toBeVisible();
  await create.click();
  await expect(labelInput).toHaveValue('Thesis');
  await expect
    .poll(() => b.evaluate(() => localStorage.getItem('pomolo:labels') ?? ''), WITHIN)
    .toContain('"name":"Thesis"');
  const labelOnB = b.getByRole('combobox', { name: 'Label' });
  await expect(labelOnB).toBeEnabled();
  await labelOnB.fill('The');
  await expect(b.getByRole('option', { name: 'Thesis', exact: true })).toBeVisible();
  await labelOnB.press('Escape');

  // Both lists at the top (each scrolls to the track it picked at load): A's first row is in B's window too.
  await listAtTop(a);
  await listAtTop(b);
  const heart = a.getByTestId('track-list').getByTestId('favourite-button').first();
  const trackId = (await heart.getAttribute('data-track-id'))!;
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const heartOnB = b.getByTestId('track-list').locator(`[data-testid="favourite-button"][data-track-id="${trackId}"]`);
  await expect(heartOnB).toHaveAttribute('aria-pressed', 'true', WITHIN);
  await expect(b.getByTestId('download-item')).toHaveCount(1, { timeout: 20_000 });

  await openSync(b);
  await dialog(b).getByRole('button', { name: 'Stop syncing on this device' }).click();
  await expect(dialog(b).getByRole('button', { name: 'Turn on sync' })).toBeVisible();
});

test('a change tampered with on the way is reported and skipped; sync keeps going; the pages pass axe at 320 px', async ({
  browser,
}) => {
  const problems: Record<string, string[]> = {};
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext({ viewport: { width: 320, height: 720 } })).newPage();
  await b.goto('/sync');
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Sync your devices');
  await expect(b.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkBothSchemes(b, '/sync', problems);

  await a.goto('/');
  await openSync(a);
  await a.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(status(a)).toHaveAttribute('data-state', 'synced');
  const link = await dialog(a).getByTestId('sync-link').inputValue();
  await a.keyboard.press('Escape');
  await b.goto(link);
  await b.getByRole('button', { name: 'Join sync' }).click();
  await expect(b.getByTestId('sync-joined')).toBeVisible();
  // /sync opened again, without a link, on a device that syncs: it says so and shows how to pair another device (the
  // same link as A's), not a form that would move this device to another space.
  await b.goto('/sync');
  await expect(status(b)).toHaveAttribute('data-state', 'synced');
  await expect(b.getByTestId('sync-link')).toHaveValue(link);
  await expect(b.getByTestId('sync-code')).toHaveText(CODE);
  await expect(b.getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(b.getByTestId('sync-code-input')).toHaveCount(0);
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await checkBothSchemes(b, '/sync on a device that syncs', problems);
  await b.goto('/');
  await openSync(b);
  await expect(status(b)).toHaveAttribute('data-state', 'synced');
  await checkBothSchemes(b, 'settings with sync on', problems);
  // No sideways scrolling at 320 px with the link, the QR code and the 70-character code shown.
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The next change B pulls has one byte of its ciphertext altered on the way (as a hostile server or proxy could).
  let tampered = 0;
  await b.route('**/api/sync/spaces/*/ops?after=*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { ops?: { body: string }[] };
    const op = json.ops?.[0];
    if (tampered === 0 && op) {
      tampered += 1;
      const i = Math.floor(op.body.length / 2);
      op.body = op.body.slice(0, i) + (op.body[i] === 'A' ? 'B' : 'A') + op.body.slice(i + 1);
    }
    await route.fulfill({ response, json });
  });
  await addTask(a, 'Altered on the way');
  await expect(dialog(b).getByTestId('sync-unreadable')).toHaveText(
    /^Could not read a change from another device\. It was skipped and sync keeps going/,
    WITHIN,
  );
  await addTask(a, 'Arrives intact');
  await expect(titles(b)).toHaveText(['Arrives intact'], WITHIN);
  await expect(status(b)).toHaveAttribute('data-state', 'synced');
  expect(tampered).toBe(1);
  expect(problems).toEqual({});
});
