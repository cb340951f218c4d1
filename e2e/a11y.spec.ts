import { expect, test } from '@playwright/test';
import { signIn } from './helpers/admin.ts';
import { forEachAdminTab } from './helpers/admin-tabs.ts';
import { checkBothSchemes, seriousViolations } from './helpers/a11y.ts';
import { forEachPage, PHONE_HEIGHT, publicPagesIn } from './helpers/phone.ts';

// axe-core (WCAG 2.2 AA and best practices) finds no serious or critical violation anywhere, in light
// and in dark. Public pages are checked at a phone's width (where tables scroll and the header is
// compact), the admin area at a laptop's. Each page is checked in both schemes without reloading:
// every rule in light, the colour rules again in dark.

// Reduced motion: no colour transition is caught half-way when the scheme changes.
test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

// The public pages in three groups (each its own test, so a slow machine stays within the timeout and
// a failure names its group): the route list's pages and the 404, the articles, then the posts with the
// German pages (only those whose own text is translated: articles, posts and legal texts stay English).
const pages = publicPagesIn('en');
const isArticle = (url: string) => url.startsWith('/blog/') && !url.startsWith('/blog/post/');
const GROUPS = {
  'the pages and the 404': pages.filter((url) => !url.startsWith('/blog/')),
  'the articles': pages.filter(isArticle),
  'the posts and the German pages': [
    ...pages.filter((url) => url.startsWith('/blog/post/')),
    ...['/de', '/de/about', '/de/faq', '/de/blog', '/de/contact', '/de/recommendations'],
  ],
};

for (const [group, urls] of Object.entries(GROUPS)) {
  test(`public pages at phone width, light and dark: ${group}`, async ({ page }) => {
    // Dozens of pages, each checked by axe twice: a generous ceiling for a busy machine.
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
    const problems: Record<string, string[]> = {};
    await forEachPage(page, urls, (url) => checkBothSchemes(page, url, problems));
    expect(problems).toEqual({});
  });
}

test('the groups cover every public page', () => {
  expect(
    Object.values(GROUPS)
      .flat()
      .filter((url) => !url.startsWith('/de'))
      .sort(),
  ).toEqual([...pages].sort());
});

test('the settings dialog and the open FAQ, in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: PHONE_HEIGHT });
  const problems: Record<string, string[]> = {};
  await page.goto('/faq');
  await page.locator('.faq-question button').first().click();
  await expect(page.locator('.faq-question button').first()).toHaveAttribute('aria-expanded', 'true');
  await checkBothSchemes(page, 'faq open', problems);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkBothSchemes(page, 'settings', problems);
  expect(problems).toEqual({});

  // The check reports what it should: pale text on a white card (the kind of failure the admin login
  // had in dark mode) is a serious colour-contrast violation.
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<p style="color:#bbb;background:#fff">Pale text</p></main></body></html>',
  );
  const probe = await seriousViolations(page);
  expect(probe).toHaveLength(1);
  expect(probe[0]).toMatch(/^color-contrast \(serious/);
});

test('the admin area, its login, every tab and the edit dialog, in light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems: Record<string, string[]> = {};
  const check = (name: string) => checkBothSchemes(page, name, problems);

  await page.goto('/admin');
  await expect(page.getByLabel('Username')).toBeVisible();
  await check('login');
  await signIn(page);
  await expect(page.getByTestId('track-table')).toBeVisible();
  const tabs = await forEachAdminTab(page, check);
  expect(tabs.length).toBeGreaterThanOrEqual(3);

  // The track editor (a tab that exists while editing) and the quick-edit dialog.
  await page.locator('[role="tablist"] >> nth=0 >> [role="tab"] >> nth=0').click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Edit Track' })).toHaveAttribute('aria-selected', 'true');
  await check('edit track');
  await page.getByRole('tab', { name: 'Track List' }).click();
  await page
    .getByRole('button', { name: /^Quick edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('quick edit dialog');
  expect(problems).toEqual({});
});
