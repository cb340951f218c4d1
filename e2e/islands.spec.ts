import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { SERVICE_WORKER_BLOCKED, watchConsole } from './helpers/console.ts';

/**
 * Islands (issue 26, decisions 0087 and 0097): an article, a blog post, a legal text or the FAQ starts without the app (no React, no
 * router), with a small island module that makes the header's theme and language switches work at once. The app
 * loads and takes over when the visitor needs it (a press on a control that needs it, replayed; a pointer on a link
 * of the site), or at once when this browser has live state the page must show (a running timer).
 */

const distDir = process.env.E2E_DIST_DIR ?? path.join(process.cwd(), 'dist');
const ARTICLE = '/blog/adhd-pomodoro-guide';
const html = (page: Page) => page.locator('html');

/** The JavaScript files the page requests from now on (paths), in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && request.resourceType() === 'script') scripts.push(url.pathname);
  });
  return scripts;
}

/** The app's entry, which holds React, the router and everything else the app starts with (decision 0100). */
const appScripts = (scripts: string[]) => scripts.filter((file) => /^\/assets\/index-/.test(file));

test.describe('an island page, first visit', () => {
  // The service worker is tested on its own below; here every load is a first visit from the network.
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  test('an article, a legal page, the FAQ, About and the blog load no React before the visitor interacts, in every kind of language', async ({
    page,
  }) => {
    const problems = watchConsole(page, SERVICE_WORKER_BLOCKED);
    for (const url of [
      ARTICLE,
      '/de/blog/adhd-pomodoro-guide',
      '/ja/privacy',
      '/terms',
      '/fr/blog/post/time-blocking-mastery-advanced-scheduling',
      '/it/faq',
      '/ko/about',
      '/pt/blog',
    ]) {
      const scripts = watchScripts(page);
      await page.goto(url);
      await expect(html(page), url).toHaveAttribute('data-hydrated', 'island');
      // Everything the page loads by itself has been requested once the network is idle (500 ms without requests).
      await page.waitForLoadState('networkidle');
      expect(
        scripts.map((file) => file.replace(/-[\w-]{8}\.js$/, '.js')),
        url,
      ).toEqual(['/theme-boot.js', '/assets/island.js']);
      // Issue 26's target: ≤ 40 KB of compressed JavaScript before the visitor interacts.
      const bytes = scripts.reduce(
        (sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
        0,
      );
      expect(bytes, url).toBeLessThanOrEqual(40 * 1024);
      page.removeAllListeners('request');
    }
    expect(problems).toEqual([]);
  });

  test('the theme switch and the language switcher work at once, without the app', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(ARTICLE);
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    const toggle = page.getByTestId('theme-toggle');
    // With nothing stored the mode follows the system's, as with the app.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    const startMode = (await html(page).getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
    const other = startMode === 'dark' ? 'light' : 'dark';
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', other);
    await expect(toggle).toHaveAttribute('data-mode', other);
    await expect(toggle).toHaveAccessibleName(other === 'dark' ? 'Switch to light mode' : 'Switch to dark mode');
    await expect(toggle.locator(other === 'dark' ? '.theme-toggle-sun' : '.theme-toggle-moon')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);
    // Kept on the next page (the boot script reads it before the first paint).
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', other);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-mode', other);

    await page.getByTestId('language-switcher').selectOption('de');
    await expect(page).toHaveURL(/\/de\/blog\/adhd-pomodoro-guide$/);
    await expect(html(page)).toHaveAttribute('lang', 'de-DE');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    await expect(page.getByTestId('language-switcher')).toHaveValue('de');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('de');
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);
  });

  test('a press on a control that needs the app loads it, and the press is done once the app has taken over', async ({
    page,
  }) => {
    const problems = watchConsole(page, SERVICE_WORKER_BLOCKED);
    const scripts = watchScripts(page);
    await page.goto('/privacy');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    expect(appScripts(scripts)).toEqual([]);
    await page.getByTestId('settings-button').click();
    // Held until the app listens, then pressed again: the dialog opens.
    await expect(page.getByRole('dialog', { name: 'Timer settings' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('the FAQ opens its questions without the app, which keeps the one open; its search field starts the app', async ({
    page,
  }) => {
    const problems = watchConsole(page, SERVICE_WORKER_BLOCKED);
    const scripts = watchScripts(page);
    await page.goto('/faq');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    const items = page.getByTestId('faq-item');
    const [first, second] = [items.nth(0), items.nth(1)];
    const question = (item: typeof first) => item.getByRole('button');
    const answer = (item: typeof first) => item.getByRole('region');
    await expect(answer(first)).toBeHidden();
    // One open at a time, by mouse and by keyboard, as in the app.
    await question(first).click();
    await expect(question(first)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(first)).toBeVisible();
    await question(second).focus();
    await page.keyboard.press('Enter');
    await expect(question(second)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(second)).toBeVisible();
    await expect(question(first)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(first)).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);

    // The search field starts the app; the word typed filters once it has taken over, and the question open stays so.
    const search = page.getByTestId('faq-search');
    await search.click();
    await search.pressSequentially('SHORTCUTS');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Are there keyboard shortcuts?');
    await search.fill('');
    await expect(question(second)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(second)).toBeVisible();
    // The app answers the next press: the open question closes.
    await question(second).click();
    await expect(answer(second)).toBeHidden();
    await question(first).click();
    await expect(answer(first)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the focus room's keys start the app, which then gets them", async ({ page }) => {
    await page.goto('/terms');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    await page.keyboard.press('f');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    await expect(page.getByTestId('focus-view')).toBeVisible();
  });

  test('a pointer on a link starts the app: the link is then followed in the page, as everywhere else', async ({
    page,
  }) => {
    const problems = watchConsole(page, SERVICE_WORKER_BLOCKED);
    await page.goto(ARTICLE);
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    await page.evaluate(() => ((window as unknown as { sameDocument: string }).sameDocument = 'yes'));
    const faq = page.getByTestId('site-footer').getByRole('link', { name: 'FAQ' });
    await faq.hover();
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('h1')).toContainText('Frequently Asked Questions');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: string }).sameDocument)).toBe('yes');
    expect(problems).toEqual([]);
  });

  test('before the app, a link pressed is followed by the browser to the next prerendered page', async ({ page }) => {
    await page.goto('/terms');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
    // A touch is no intent: the press itself goes to the browser, which loads the next page.
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
  });

  test('with a running timer in storage the app starts at once', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    await page.getByTestId('timer-toggle').click();
    await expect(page.getByTestId('timer-card')).toHaveAttribute('data-status', 'running');
    scripts.length = 0;
    await page.goto(ARTICLE);
    await expect(html(page)).toHaveAttribute('data-hydrated', 'hydrated');
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    expect(scripts.some((file) => file.includes('/island-'))).toBe(false);
  });

  test('a timer started in another tab starts the app on an island page', async ({ context }) => {
    const article = await context.newPage();
    await article.goto(ARTICLE);
    await expect(html(article)).toHaveAttribute('data-hydrated', 'island');
    const home = await context.newPage();
    await home.goto('/');
    await expect(html(home)).toHaveAttribute('data-hydrated', 'hydrated');
    await home.getByTestId('timer-toggle').click();
    await expect(html(article)).toHaveAttribute('data-hydrated', 'hydrated');
  });
});

test('the first visit to an article registers the service worker, still without the app', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto(ARTICLE);
  await expect(html(page)).toHaveAttribute('data-hydrated', 'island');
  // Registered after the page's load, then installed (it precaches the app) and active.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  expect(appScripts(scripts)).toEqual([]);
});
