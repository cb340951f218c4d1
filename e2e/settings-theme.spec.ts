import { expect, test, type Page } from '@playwright/test';
import { openStarted } from './helpers/timer.ts';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

let errors: string[] = [];

test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

const dialog = (page: Page) => page.getByTestId('settings-dialog');
const warnings = (page: Page) => page.getByTestId('settings-warning');

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('settings dialog', () => {
  test('opens from the header and closes by Escape, the close button and the backdrop, returning focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByTestId('settings-button');

    await openSettings(page);
    await expect(page.getByRole('dialog', { name: 'Timer settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await openSettings(page);
    await page.getByRole('button', { name: 'Close settings' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await openSettings(page);
    // A click inside the panel does not close it; one on the backdrop does.
    await page.getByRole('heading', { name: 'Timer settings' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('leaves the focus where the visitor moved it while closing (the close event comes after the browser restored it)', async ({
    page,
  }) => {
    await page.goto('/');
    const label = page.getByRole('combobox', { name: 'Label' });
    await expect(label).toBeEnabled();
    await openSettings(page);
    // The browser gives the focus back to the settings button as the dialog closes; the close event is a task queued
    // after. A visitor quick enough (a journey's typing, on a busy machine) has moved on by then: the label box keeps
    // the focus, and its open menu with it.
    const focused = await dialog(page).evaluate(async (element) => {
      const closed = new Promise((resolve) =>
        element.addEventListener('close', () => setTimeout(resolve, 0), { once: true }),
      );
      (element as HTMLDialogElement).close();
      document.getElementById('timer-label-input')!.focus();
      await closed;
      return document.activeElement?.id;
    });
    expect(focused).toBe('timer-label-input');
    await expect(label).toBeFocused();
    await expect(dialog(page)).toBeHidden();
    // Closed in the app too: the button opens it again.
    await openSettings(page);
  });

  test('keeps focus inside while open', async ({ page }) => {
    await page.goto('/');
    await openSettings(page);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
  });

  test('is at most 500 px wide, or 95% of a narrow viewport; the header label shows on large screens only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const button = page.getByTestId('settings-button');
    await expect(button).toHaveAccessibleName('Settings');
    await expect(button.locator('.header-button-label')).toBeVisible();
    await openSettings(page);
    // Layout width (the opening animation scales the box for a moment).
    expect(await dialog(page).evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(500);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(button.locator('.header-button-label')).toBeHidden();
    await expect(button).toHaveAccessibleName('Settings');
    await openSettings(page);
    expect(await dialog(page).evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(342);
  });

  test('shows the five warnings for typed values and reverts invalid entries', async ({ page }) => {
    await page.goto('/');
    await openSettings(page);
    const work = page.getByTestId('work-input');
    const rest = page.getByTestId('break-input');
    await expect(work).toHaveValue('25');
    await expect(rest).toHaveValue('5');
    await expect(warnings(page)).toHaveCount(0);

    await work.fill('0');
    await expect(warnings(page)).toHaveText(['Work duration must be at least 1 minute']);
    await work.blur();
    await expect(work).toHaveValue('25');
    await expect(warnings(page)).toHaveCount(0);

    await work.fill('200');
    await expect(warnings(page)).toHaveText(["Work duration shouldn't exceed 180 minutes"]);
    await work.press('Enter');
    await expect(work).toHaveValue('25');

    await work.fill('abc');
    await work.blur();
    await expect(work).toHaveValue('25');

    await rest.fill('0');
    await expect(warnings(page)).toHaveText(['Break duration must be at least 1 minute']);
    await rest.blur();
    await expect(rest).toHaveValue('5');

    await rest.fill('45');
    await expect(warnings(page)).toHaveText([
      "Break duration shouldn't exceed 30 minutes",
      'Break is too long compared to work duration',
    ]);
    await rest.blur();
    await expect(rest).toHaveValue('5');

    // Valid values that make a lopsided pair are kept, with the warning.
    await work.fill('10');
    await rest.fill('6');
    await rest.blur();
    await expect(warnings(page)).toHaveText(['Break is too long compared to work duration']);
    await expect(work).toHaveValue('10');
    await expect(rest).toHaveValue('6');
    await expect(page.getByTestId('settings-preset')).toHaveText('Custom');
  });

  test('presets, Custom, steppers and sliders with clamping', async ({ page }) => {
    await page.goto('/');
    await openSettings(page);
    const preset = page.getByTestId('settings-preset');
    await expect(preset).toHaveText('Pomodoro');
    await expect(page.getByTestId('preset-pomodoro')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('preset-extended').click();
    await expect(page.getByTestId('work-input')).toHaveValue('45');
    await expect(page.getByTestId('break-input')).toHaveValue('10');
    await expect(preset).toHaveText('Extended');

    await page.getByTestId('preset-long-form').click();
    await expect(page.getByTestId('work-input')).toHaveValue('60');
    await expect(page.getByTestId('break-input')).toHaveValue('15');
    await expect(preset).toHaveText('Long Form');

    await page.getByTestId('work-increase').click();
    await expect(page.getByTestId('work-input')).toHaveValue('65');
    await expect(preset).toHaveText('Custom');
    await page.getByTestId('work-decrease').click();
    await expect(preset).toHaveText('Long Form');

    await page.getByTestId('break-increase').click();
    await expect(page.getByTestId('break-input')).toHaveValue('16');
    await page.getByTestId('break-decrease').click();
    await page.getByTestId('break-decrease').click();
    await expect(page.getByTestId('break-input')).toHaveValue('14');

    // Clamped at the ends.
    await page.getByTestId('work-input').fill('178');
    await page.getByTestId('work-increase').click();
    await expect(page.getByTestId('work-input')).toHaveValue('180');
    await expect(page.getByTestId('work-increase')).toBeDisabled();
    await page.getByTestId('work-slider').fill('5');
    await expect(page.getByTestId('work-input')).toHaveValue('5');
    await page.getByTestId('work-decrease').click();
    await expect(page.getByTestId('work-input')).toHaveValue('1');
    await expect(page.getByTestId('work-decrease')).toBeDisabled();
    await page.getByTestId('break-slider').fill('30');
    await expect(page.getByTestId('break-input')).toHaveValue('30');
    await expect(page.getByTestId('break-increase')).toBeDisabled();
    await expect(page.getByTestId('work-slider')).toHaveAttribute('step', '5');
    await expect(page.getByTestId('break-slider')).toHaveAttribute('step', '1');

    await page.getByTestId('preset-pomodoro').click();
    await expect(preset).toHaveText('Pomodoro');
  });

  test('changing durations stops and resets the timer, and they persist', async ({ page }) => {
    await openStarted(page);
    await page.getByTestId('timer-toggle').click();
    await expect(page.getByTestId('timer-time')).toHaveText('24:59', { timeout: 3000 });

    await openSettings(page);
    await page.getByTestId('preset-extended').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('timer-time')).toHaveText('45:00');
    await expect(page.getByTestId('timer-toggle')).toHaveText('Start');
    await expect(page.getByTestId('timer-plan')).toHaveText('45 min focus · 10 min break');

    await openSettings(page);
    await page.getByTestId('work-input').fill('50');
    await page.getByTestId('break-input').fill('8');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('timer-time')).toHaveText('50:00');
    await openSettings(page);
    await expect(page.getByTestId('work-input')).toHaveValue('50');
    await expect(page.getByTestId('break-input')).toHaveValue('8');
    await expect(page.getByTestId('settings-preset')).toHaveText('Custom');
  });
});

test.describe('themes', () => {
  const html = (page: Page) => page.locator('html');
  const cssVar = (page: Page, name: string) =>
    page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

  test('light/dark follows the system until a choice is stored, which survives reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAccessibleName('Switch to dark mode');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Switch to light mode');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await cssVar(page, '--color-bg')).toBe('#0f172a');

    // Stored: system changes no longer matter.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    // "System" forgets the choice and follows the system again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await openSettings(page);
    await page.getByText('System', { exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a colour theme is stored by name, survives reloads, and switches to its break palette in breaks', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-color-theme', 'blue-ocean');
    expect(await cssVar(page, '--theme-primary')).toBe('#1d4ed8');

    await openSettings(page);
    await page.getByText('Forest Green', { exact: true }).click();
    await expect(html(page)).toHaveAttribute('data-color-theme', 'forest-green');
    expect(await page.evaluate(() => localStorage.getItem('colorTheme'))).toBe('Forest Green');
    expect(await cssVar(page, '--theme-gradient')).toBe('linear-gradient(135deg, #15803d 0%, #065f46 100%)');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-color-theme', 'forest-green');
    expect(await cssVar(page, '--theme-primary')).toBe('#15803d');
    await openSettings(page);
    await expect(page.getByTestId('color-theme-forest-green')).toBeChecked();
    await page.keyboard.press('Escape');

    // Break: the page takes the theme's break palette.
    await page.getByTestId('timer-skip').click();
    await expect(html(page)).toHaveAttribute('data-phase', 'break');
    await expect.poll(() => cssVar(page, '--theme-primary')).toBe('#be185d');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#be185d');
    await page.getByTestId('timer-skip').click();
    await expect(html(page)).toHaveAttribute('data-phase', 'focus');
    await expect.poll(() => cssVar(page, '--theme-primary')).toBe('#15803d');
  });

  test('every colour theme can be chosen in dark mode too, with translated names', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/fr');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await openSettings(page);
    await expect(page.getByRole('dialog', { name: 'Réglages du minuteur' })).toBeVisible();
    const names: [string, string][] = [
      ['Océan bleu', 'blue-ocean'],
      ['Vert forêt', 'forest-green'],
      ['Magie violette', 'purple-magic'],
      ['Orange couchant', 'sunset-orange'],
      ['Rouge cerise', 'cherry-red'],
      ['Vague turquoise', 'teal-wave'],
    ];
    for (const [name, id] of names) {
      await page.getByText(name, { exact: true }).click();
      await expect(html(page)).toHaveAttribute('data-color-theme', id);
      await expect(page.getByTestId(`color-theme-${id}`)).toBeChecked();
    }
    expect(await page.evaluate(() => localStorage.getItem('colorTheme'))).toBe('Teal Wave');
    // Dark mode uses the light accent text of the theme (checked for contrast in shared/themes.test.ts).
    expect(await cssVar(page, '--color-primary')).toBe('#5eead4');
  });
});
