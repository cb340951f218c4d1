import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { checkBothSchemes } from './helpers/a11y.ts';
import { readHistory } from './helpers/history.ts';
import { collectPageErrors, openStarted, storeTimer, toggle } from './helpers/timer.ts';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

// Labels (issue 30) in a real browser: a label is created from the timer card with the keyboard, a short focus
// (a paused 1-minute focus with 4 s left, as focus-modes.spec.ts does) is recorded with it, and /stats shows it
// under its label, its filter narrowing the other sections. A rename and an archive keep the history.

let errors: string[] = [];

test.beforeEach(({ context }) => {
  errors = collectPageErrors(context);
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

interface StoredLabel {
  id: string;
  name: string;
  color: string;
  archived: boolean;
}

const storedLabels = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pomolo:labels') ?? '[]') as StoredLabel[]);

/** Sum of the hour-of-day table's minutes (the hour chart's numbers). */
const hourMinutes = (page: Page) =>
  page
    .getByTestId('hour-table')
    .locator('tbody tr')
    .evaluateAll((rows) => Math.round(rows.reduce((sum, row) => sum + Number(row.getAttribute('data-minutes')), 0)));

test('a label made on the timer card names the focus, shows on /stats and filters it; rename and archive keep it', async ({
  page,
}) => {
  // One earlier session without a label (the previous release's storage, moved to IndexedDB at start).
  const earlier = Date.now() - 3 * 60 * 60_000;
  await storeTimer(page, {
    leftMs: 4000,
    status: 'paused',
    storage: { focusHistory: JSON.stringify([{ type: 'focus-completed', completedAt: earlier, minutes: 25 }]) },
  });
  await openStarted(page);

  // Create "Thesis" by typing its name in the combobox and choosing "Create" with the keyboard.
  const input = page.getByRole('combobox', { name: 'Label' });
  await expect(input).toHaveValue('');
  await input.fill('Thesis');
  const create = page.getByRole('option', { name: 'Create “Thesis”' });
  await expect(create).toBeVisible();
  await input.press('ArrowDown');
  await expect(create).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(input).toHaveValue('Thesis');
  await expect.poll(() => storedLabels(page)).toEqual([expect.objectContaining({ name: 'Thesis', archived: false })]);
  const [thesis] = await storedLabels(page);
  await expect(page.getByTestId('label-control')).toHaveAttribute('data-label', thesis.id);

  // Typing part of the name finds it; typing the whole name (any case) offers the label there is, not a second one.
  const options = page.getByTestId('label-menu').getByRole('option');
  await input.fill('thes');
  await expect(options).toHaveText(['Thesis', 'Create “thes”']);
  await input.fill('THESIS');
  await expect(options).toHaveText(['Thesis']);
  await input.press('Escape');
  await expect(input).toHaveValue('Thesis');

  // The focus ends and is recorded with the label's id.
  await toggle(page).click();
  await expect(page.getByTestId('timer-status')).toHaveText("Time's up!", { timeout: 15_000 });
  await expect
    .poll(() => readHistory(page), { timeout: 5000, message: 'the labelled session is recorded' })
    .toEqual([
      { completedAt: earlier, minutes: 25 },
      { completedAt: expect.any(Number), minutes: 1, label: thesis.id },
    ]);

  // /stats: focus per label (all time), and the filter that the other sections follow.
  await page.goto('/stats');
  const byLabel = page.getByTestId('stats-labels');
  await byLabel.getByRole('radio', { name: 'All time' }).check();
  const rows = page.getByTestId('labels-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(['No label', '25 min', '1'].join(''));
  await expect(rows.nth(1)).toHaveText(['Thesis', '1 min', '1'].join(''));
  await expect(page.getByTestId('stats-all-time')).toContainText('26 min');
  expect(await hourMinutes(page)).toBe(26);

  const filter = page.getByLabel('Show focus with');
  await filter.selectOption({ label: 'Thesis' });
  await expect(page.getByTestId('stats-filter-bar')).toHaveAttribute('data-filter', thesis.id);
  await expect(page.getByTestId('stats-all-time')).toContainText('1 min');
  await expect(page.getByTestId('stats-all-time')).toContainText('1 session');
  await expect.poll(() => hourMinutes(page)).toBe(1);
  // The per-label table itself keeps every label.
  await expect(rows).toHaveCount(2);
  await filter.selectOption({ label: 'No label' });
  await expect(page.getByTestId('stats-all-time')).toContainText('25 min');
  await expect.poll(() => hourMinutes(page)).toBe(25);

  // Rename and archive from the timer card's "Manage labels".
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labels' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name of the label Thesis' });
  await name.fill('Dissertation');
  await name.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Name of the label Dissertation' })).toHaveValue('Dissertation');
  await dialog.getByRole('radio', { name: 'Teal' }).check();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByTestId('labels-archived').getByTestId('labels-item')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Manage labels' })).toBeFocused();
  expect(await storedLabels(page)).toEqual([{ id: thesis.id, name: 'Dissertation', color: 'teal', archived: true }]);

  // Archived: no longer chosen or offered; the history keeps it under its new name.
  await expect(input).toHaveValue('');
  await page.getByRole('button', { name: 'Show labels' }).click();
  await expect(options).toHaveText(['No label']);
  await page.goto('/stats');
  await page.getByTestId('stats-labels').getByRole('radio', { name: 'All time' }).check();
  await expect(page.getByTestId('labels-table').locator('tbody tr').nth(1)).toHaveText(
    ['Dissertation (archived)', '1 min', '1'].join(''),
  );
});

test('the label control fits a 320 px phone and its menu stays inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openStarted(page);
  const input = page.getByRole('combobox', { name: 'Label' });
  await input.fill('Reading a very long book title indeed');
  await expect(page.getByRole('option', { name: /Create/ })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  const card = await page.getByTestId('timer-card').boundingBox();
  const menu = await page.getByTestId('label-menu').boundingBox();
  const inside = card && menu && menu.x >= card.x && menu.x + menu.width <= card.x + card.width;
  expect(inside, JSON.stringify({ card, menu })).toBe(true);
});

test('an imported history brings its labels by name, and the export writes them back', async ({ page }) => {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60_000).toISOString();
  const file = {
    format: 'pomolo-focus-history',
    version: 1,
    sessions: [
      { completedAt: at(5), minutes: 25, label: 'Reading' },
      { completedAt: at(4), minutes: 50, label: 'code' },
      { completedAt: at(3), minutes: 25 },
    ],
  };
  // This device has "Code" already (another case): the import uses it and creates only "Reading".
  await page.goto('/robots.txt');
  await page.evaluate(() =>
    localStorage.setItem(
      'pomolo:labels',
      JSON.stringify([{ id: 'my-code', name: 'Code', color: 'orange', archived: false }]),
    ),
  );
  await page.goto('/stats');
  await expect(page.getByTestId('stats-empty')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({
    name: 'history.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId('history-message')).toHaveText('Imported 3 new sessions.');
  const labels = await storedLabels(page);
  expect(labels).toEqual([
    { id: 'my-code', name: 'Code', color: 'orange', archived: false },
    { id: expect.any(String), name: 'Reading', color: expect.any(String), archived: false },
  ]);
  const history = await readHistory(page);
  expect(history.map((session) => session.label)).toEqual([labels[1].id, 'my-code', undefined]);

  await page.getByTestId('stats-labels').getByRole('radio', { name: 'All time' }).check();
  await expect(page.getByTestId('labels-table').locator('tbody tr')).toHaveText([
    ['Code', '50 min', '1'].join(''),
    ['Reading', '25 min', '1'].join(''),
    ['No label', '25 min', '1'].join(''),
  ]);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-json').click();
  const exported = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as {
    sessions: { label?: string }[];
  };
  expect(exported.sessions.map((session) => session.label)).toEqual(['Reading', 'Code', undefined]);
});

test('the label control, its list, the Manage labels dialog and /stats by label pass axe in light and dark', async ({
  page,
}) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.setItem(
      'pomolo:labels',
      JSON.stringify([
        { id: 'l1', name: 'Thesis', color: 'purple', archived: false },
        { id: 'l2', name: 'Old', color: 'grey', archived: true },
      ]),
    );
    localStorage.setItem(
      'focusHistory',
      JSON.stringify([{ type: 'focus-completed', completedAt: Date.now() - 60 * 60_000, minutes: 25 }]),
    );
  });
  await openStarted(page);
  const problems: Record<string, string[]> = {};
  await page.getByRole('button', { name: 'Show labels' }).click();
  await expect(page.getByTestId('label-menu').getByRole('option')).toHaveText(['No label', 'Thesis']);
  await checkBothSchemes(page, 'label list', problems);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Manage labels' }).click();
  await expect(page.getByRole('dialog', { name: 'Labels' })).toBeVisible();
  await checkBothSchemes(page, 'Manage labels', problems);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Labels' })).toBeHidden();
  await page.goto('/stats');
  await expect(page.getByTestId('stats-labels')).toBeVisible();
  await checkBothSchemes(page, '/stats', problems);
  expect(problems).toEqual({});
});

test('a task’s label is the default label of the focus, until another is chosen on the card', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() =>
    localStorage.setItem(
      'pomolo:labels',
      JSON.stringify([
        { id: 'l-code', name: 'Code', color: 'orange', archived: false },
        { id: 'l-read', name: 'Reading', color: 'green', archived: false },
      ]),
    ),
  );
  await openStarted(page);
  await page.getByTestId('task-title-input').fill('Fix the parser');
  await page.getByTestId('task-add').click();
  // The first task becomes current; give it the label "Code" in its editor.
  await page.getByRole('button', { name: 'Edit: Fix the parser' }).click();
  await page.getByTestId('task-edit-label').selectOption({ label: 'Code' });
  await page.getByTestId('task-save').click();
  await expect(page.getByTestId('task-label')).toContainText('Label: Code');

  const input = page.getByRole('combobox', { name: 'Label' });
  await expect(input).toHaveValue('Code');
  await expect(page.getByTestId('label-from-task')).toBeVisible();

  // Chosen on the card: it holds while this task stays current.
  await input.fill('Read');
  await page.getByTestId('label-menu').getByRole('option', { name: 'Reading' }).click();
  await expect(input).toHaveValue('Reading');
  await expect(page.getByTestId('label-from-task')).toHaveCount(0);
  await page.reload();
  await expect(input).toHaveValue('Reading');

  // No current task: the choice made with the task no longer applies, and nothing is the default.
  await page.getByTestId('task-current').click();
  await expect(input).toHaveValue('');
  // The task current again: its choice is back.
  await page.getByTestId('task-current').click();
  await expect(input).toHaveValue('Reading');
});
