import { expect, test, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { LANGUAGES, localizePath } from '../shared/languages.ts';
import { checkBothSchemes } from './helpers/a11y.ts';
import { signIn } from './helpers/admin.ts';
import { openStarted } from './helpers/timer.ts';

// Issue 25, "Corners a newcomer hits": each journey here failed on the main branch before the fix.

let pageErrors: string[] = [];

test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** Console errors from now on, with the address they are about (a failed request names none in its text). */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') seen.push(`${message.text()} (${message.location().url})`);
  });
  return seen;
}

/** The first visit: the service worker is installed (precache done) and controls the page. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
}

test('offline, a category with nothing downloaded shows the covers’ fallback, says why, and cannot be played; the bell is not checked', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  const bellChecks: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD' && request.url().includes('/audio/bell.mp3')) bellChecks.push(request.url());
  });
  const errors = consoleErrors(page);
  await goOffline(context, page);
  await expect(page.getByTestId('track-row').first()).toHaveAttribute('data-available', 'false');

  // Another category than the one shown: none of its tracks is downloaded, nor was any of its covers loaded.
  const folder = await page
    .locator('[data-testid="category"][aria-pressed="false"]')
    .last()
    .getAttribute('data-folder');
  const other = page.locator(`[data-testid="category"][data-folder="${folder}"]`);
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  const player = page.getByTestId('player');
  await expect(player.getByTestId('cover-not-downloaded')).toHaveText('Not downloaded — available online');
  await expect(page.getByTestId('play-pause')).toBeDisabled();
  await expect(player.getByTestId('player-cover').getByTestId('cover-fallback')).toBeVisible();
  // No broken image anywhere in the player: every image shown has loaded.
  await expect
    .poll(() =>
      player
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((i) => i.src),
        ),
    )
    .toEqual([]);

  const problems: Record<string, string[]> = {};
  await checkBothSchemes(page, 'offline player', problems);

  // Next still finds nothing that can play, and says so.
  await page.getByTestId('next').click();
  await expect(page.getByTestId('player-message')).toContainText('no track is downloaded');

  // The bell is precached: no HEAD request for it, so no console error for a failed one.
  expect(bellChecks).toEqual([]);
  expect(errors.filter((e) => e.includes('bell'))).toEqual([]);
  expect(problems).toEqual({});
});

test('at 360 px the shipped track titles show whole', async ({ page, request }) => {
  const catalogue = (await (await request.get('/api/tracks')).json()) as {
    data: { categories: { tracks: { title: string }[] }[] };
  };
  const titles = catalogue.data.categories.flatMap((c) => c.tracks.map((t) => t.title));
  expect(Math.max(...titles.map((t) => t.length))).toBeLessThanOrEqual(16);

  await page.setViewportSize({ width: 360, height: 740 });
  await openStarted(page);
  const chips = page.getByTestId('category');
  await expect(chips).toHaveCount(catalogue.data.categories.length);
  const seen = new Set<string>();
  for (let i = 0; i < (await chips.count()); i++) {
    await chips.nth(i).click();
    await expect(chips.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const list = page.getByTestId('track-list');
    const rows = list.locator('.track-title');
    await expect(rows.first()).toBeVisible();
    // The list renders a window of rows: every title is checked at the top and at the bottom of the list.
    const { tracks } = catalogue.data.categories[i];
    for (const [top, title] of [
      [0, tracks[0].title],
      [1e6, tracks[tracks.length - 1].title],
    ] as const) {
      await list.evaluate((element, y) => element.scrollTo({ top: y }), top);
      await expect(rows.filter({ hasText: title })).toHaveCount(1);
      await expect(rows.first()).toBeVisible();
      const cut = await rows.evaluateAll((elements) =>
        elements.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
      );
      expect(cut, 'titles cut off').toEqual([]);
      for (const shown of await rows.allTextContents()) seen.add(shown);
    }
  }
  expect([...seen].sort()).toEqual([...titles].sort());
});

test('at 320 px, and on a phone on its side, the three timer buttons fit on one row in every language, running or not', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const fit = () =>
    page.evaluate(() => {
      const controls = document.querySelector('.timer-controls')!;
      const card = document.querySelector('.timer-card')!.getBoundingClientRect();
      const buttons = [...controls.querySelectorAll('button')];
      const boxes = buttons.map((b) => b.getBoundingClientRect());
      return {
        rows: new Set(boxes.map((b) => Math.round(b.top))).size,
        cut: buttons.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
        outside: buttons
          .filter((_, i) => boxes[i].left < card.left || boxes[i].right > card.right)
          .map((b) => b.textContent),
        labels: buttons.map((b) => b.textContent),
      };
    });
  // On its side, the buttons sit beside the dial: Skip went to a row of its own there in 8 languages at 568 × 320.
  for (const { code } of LANGUAGES)
    for (const [width, height] of [
      [320, 740],
      [568, 320],
      [740, 360],
    ]) {
      await page.setViewportSize({ width, height });
      await openStarted(page, localizePath('/', code));
      await expect(page.getByTestId('timer-toggle')).toBeEnabled();
      // The status line as it reads before Start (Ready), in this language.
      const idle = (await page.getByTestId('timer-status').textContent()) ?? '';
      for (const running of [false, true]) {
        if (running) {
          await page.getByTestId('timer-toggle').click();
          await expect(page.getByTestId('timer-status')).not.toHaveText(idle);
        }
        const result = await fit();
        expect({ ...result, labels: undefined }, `${code} ${width}×${height}: ${result.labels.join(' | ')}`).toEqual({
          rows: 1,
          cut: [],
          outside: [],
          labels: undefined,
        });
      }
      await page.getByTestId('timer-reset').click();
    }
});

test('a typed value out of range reverts and the field says why, for screen readers too', async ({ page }) => {
  await openStarted(page);
  await page.getByTestId('settings-button').click();
  const dialog = page.getByTestId('settings-dialog');
  const work = dialog.getByTestId('work-input');
  await work.fill('0');
  await work.blur();
  await expect(work).toHaveValue('25');
  const workMessage = dialog.getByTestId('range-message-work');
  await expect(workMessage).toHaveText('Work duration: 1 to 180 minutes');
  await expect(workMessage).toHaveRole('status');
  await expect(work).toHaveAccessibleDescription(/Work duration: 1 to 180 minutes/);
  const problems: Record<string, string[]> = {};
  await checkBothSchemes(page, 'range message', problems);
  expect(problems).toEqual({});
  // A valid value clears the message.
  await work.fill('30');
  await expect(workMessage).toHaveText('');
  await expect(work).toHaveValue('30');

  const longBreaks = dialog.getByTestId('setting-long-breaks');
  if (!(await longBreaks.isChecked())) await longBreaks.check();
  const longBreak = dialog.getByTestId('setting-longBreakMinutes');
  const before = await longBreak.inputValue();
  await longBreak.fill('200');
  await longBreak.press('Enter');
  await expect(longBreak).toHaveValue(before);
  await expect(dialog.getByTestId('range-message-longBreakMinutes')).toHaveText('Long break: 5 to 60 minutes');
  await expect(longBreak).toHaveAccessibleDescription(/Long break: 5 to 60 minutes/);
  await longBreak.fill('20');
  await expect(dialog.getByTestId('range-message-longBreakMinutes')).toHaveText('');
});

for (const granted of [false, true]) {
  test(`"Keep downloads on this device" says what the browser answered (${granted ? 'kept' : 'not granted'})`, async ({
    page,
  }) => {
    await page.addInitScript((answer: boolean) => {
      let persisted = false;
      StorageManager.prototype.persisted = () => Promise.resolve(persisted);
      StorageManager.prototype.persist = () => {
        persisted = answer;
        return Promise.resolve(answer);
      };
    }, granted);
    await openStarted(page);
    await page.getByTestId('downloads-persist').click();
    const answer = page.getByTestId('downloads-persist-answer');
    await expect(answer).toHaveRole('status');
    if (granted) {
      await expect(answer).toHaveText('Your browser agreed: downloads stay on this device.');
      await expect(page.getByTestId('downloads-persistence')).toHaveAttribute('data-persisted', 'true');
    } else {
      await expect(answer).toContainText('Your browser did not grant this');
      await expect(page.getByTestId('downloads-persist')).toBeEnabled();
    }
  });
}

test('a deleted task can be brought back with Undo for 5 seconds', async ({ page }) => {
  await openStarted(page);
  const tasks = page.getByTestId('tasks');
  const items = tasks.getByTestId('task-item');
  for (const title of ['Write report', 'Read chapter 3', 'Email Sam']) {
    await tasks.getByTestId('task-title-input').fill(title);
    await tasks.getByTestId('task-add').click();
  }
  await expect(items).toHaveCount(3);
  await items.nth(1).getByTestId('task-current').click();
  await expect(items.nth(1)).toHaveAttribute('data-current', 'true');

  // Deleting asks nothing, but offers Undo; focus moves on to the next task's Delete.
  await items.nth(1).getByTestId('task-delete').click();
  await expect(items.getByTestId('task-title')).toHaveText(['Write report', 'Email Sam']);
  const undo = tasks.getByTestId('task-undo');
  await expect(undo).toHaveRole('status');
  await expect(undo).toContainText('Deleted “Read chapter 3”.');
  await expect(items.nth(1).getByTestId('task-delete')).toBeFocused();
  // (Checked while the offer is held: the pointer is on it.)
  await undo.hover();
  const problems: Record<string, string[]> = {};
  await checkBothSchemes(page, 'undo', problems);
  expect(problems).toEqual({});
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(items.getByTestId('task-title')).toHaveText(['Write report', 'Read chapter 3', 'Email Sam']);
  await expect(items.nth(1)).toHaveAttribute('data-current', 'true');
  await expect(undo).toBeEmpty();

  // Left alone, the offer ends after 5 s and the task stays deleted.
  await items.nth(0).getByTestId('task-delete').click();
  await expect(undo).toContainText('Deleted “Write report”.');
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await expect(undo).toBeEmpty({ timeout: 15_000 });
  await page.reload();
  await expect(items.getByTestId('task-title')).toHaveText(['Read chapter 3', 'Email Sam']);
});

test('/admin signed out logs no console error: the session check answers 200 { signedIn: false }', async ({ page }) => {
  const errors = consoleErrors(page);
  const session = page.waitForResponse((response) => response.url().endsWith('/api/admin/session'));
  await page.goto('/admin');
  expect((await session).status()).toBe(200);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(errors).toEqual([]);
});

test('admin at 1280 px: one row of actions per track, no counter strip, the missing upload fields named, styled file inputs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.getByTestId('admin-stats')).toBeVisible();
  await expect(page.getByTestId('admin-counters')).toHaveCount(0);

  const rows = page.getByTestId('admin-track-row');
  await expect(rows.first()).toBeVisible();
  // Every action of a row on one line: the buttons side by side, and each label unbroken.
  const wrapped = await rows.evaluateAll((elements) => {
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      // Line boxes whose bottoms differ by more than a few pixels (a symbol in another font sits a little lower).
      const bottoms = [...range.getClientRects()].map((rect) => rect.bottom).sort((a, b) => a - b);
      return bottoms.filter((bottom, i) => i === 0 || bottom - bottoms[i - 1] > 4).length;
    };
    return elements.flatMap((row) => {
      const buttons = [...row.querySelectorAll('.admin-row-actions button')];
      const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      const broken = buttons.filter((b) => lines(b) > 1).map((b) => b.textContent);
      return tops.size > 1 || broken.length > 0
        ? [`${row.querySelector('th')?.textContent}: ${broken.join(', ')}`]
        : [];
    });
  });
  expect(wrapped).toEqual([]);
  const table = page.locator('.admin-table-wrap');
  expect(await table.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

  await page.getByRole('tab', { name: 'Upload Track', exact: true }).click();
  const form = page.getByTestId('upload-form');
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByTestId('admin-status')).toHaveText('Please fill in all required fields');
  const fields: [string, string][] = [
    ['Title *', 'Enter a title'],
    ['Artist *', 'Enter an artist'],
    ['Category *', 'Choose a category'],
    ['Audio file *', 'Choose an audio file'],
  ];
  for (const [label, message] of fields) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await expect(form.getByLabel('Title *')).toBeFocused();
  const problems: Record<string, string[]> = {};
  await checkBothSchemes(page, 'upload form with missing fields', problems);
  expect(problems).toEqual({});
  await form.getByLabel('Title *').fill('A title');
  await expect(form.getByLabel('Title *')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Artist *')).toHaveAttribute('aria-invalid', 'true');

  // The file inputs' buttons are drawn like the other admin buttons, not the browser's bare default.
  const fileButton = await form
    .getByLabel('Audio file *')
    .evaluate((input) => getComputedStyle(input, '::file-selector-button').borderTopLeftRadius);
  expect(fileButton).not.toBe('0px');
});
