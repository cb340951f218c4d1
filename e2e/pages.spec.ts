import { expect, test, type Page } from '@playwright/test';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

/** Each content page, its English and German main heading. */
const PAGES = [
  { path: '/about', en: 'About Pomolo', de: 'Über Pomolo' },
  { path: '/faq', en: 'Frequently Asked Questions', de: 'Häufig gestellte Fragen' },
  { path: '/contact', en: 'Contact Us', de: 'Kontakt' },
  { path: '/recommendations', en: 'Any Recommendations?', de: 'Hast du Vorschläge?' },
  { path: '/privacy', en: 'Privacy Policy', de: 'Datenschutzerklärung' },
  { path: '/terms', en: 'Terms of Use', de: 'Nutzungsbedingungen' },
] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const footer = (page: Page) => page.getByTestId('site-footer');

test('every content page renders its heading, title, description, header and footer', async ({ page }) => {
  const errors = collectErrors(page);
  for (const { path, en } of PAGES) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(en);
    await expect(page.getByTestId('brand')).toBeVisible();
    await expect(footer(page)).toContainText('© 2025 Pomolo');
    await expect(page).toHaveTitle(/Pomolo/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/');
  }
  // Each page has its own title.
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy — Pomolo');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveTitle('Terms of Use — Pomolo');
  expect(errors).toEqual([]);
});

test('the pages are translated under a language prefix, and their links keep it', async ({ page }) => {
  for (const { path, de } of PAGES) {
    await page.goto(`/de${path}`);
    await expect(h1(page)).toHaveText(de);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/de');
  }
  // Long texts are English, and say so.
  await page.goto('/de/terms');
  await expect(page.getByTestId('english-only-note')).toBeVisible();
  await expect(page.locator('.legal-body')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('last-updated')).toHaveText('Zuletzt aktualisiert: 15. Januar 2025');
  await expect(page).toHaveTitle('Nutzungsbedingungen – Pomolo');

  const hrefs = await footer(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/de/about',
    '/de/contact',
    '/de/blog',
    '/de/recommendations',
    '/de/faq',
    '/de/stats',
    '/de/privacy',
    '/de/terms',
    '/de/credits',
  ]);
});

test('every footer link opens a real page', async ({ page }) => {
  // Nine links, each opened twice: more than the default minute on a busy 2-core machine.
  test.setTimeout(600_000);
  await page.goto('/');
  const links = footer(page).getByRole('link');
  await expect(links).toHaveCount(9);
  const labels = await links.allTextContents();
  expect(labels).toEqual([
    'About Us',
    'Contact',
    'Blog',
    'Any Recommendations?',
    'FAQ',
    'Your stats',
    'Privacy Policy',
    'Terms of Use',
    'Music credits',
  ]);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')!));
  // Newsletter and social links only exist when configured; nothing here points nowhere.
  expect(hrefs).toEqual([
    '/about',
    '/contact',
    '/blog',
    '/recommendations',
    '/faq',
    '/stats',
    '/privacy',
    '/terms',
    '/credits',
  ]);

  for (const [index, href] of hrefs.entries()) {
    // By clicking (client-side navigation) ...
    await footer(page).getByRole('link').nth(index).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(h1(page)).toBeVisible();
    // ... and by loading the address directly.
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(h1(page)).toBeVisible();
  }
});

test('the footer is not shown in the admin area', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  // And it comes back on the way out.
  await page.goto('/faq');
  await expect(footer(page)).toBeVisible();
});

test('the about page tells the story and links to the blog and contact', async ({ page }) => {
  await page.goto('/about');
  for (const heading of [
    'Our mission',
    'The science',
    'What makes us different',
    'Our story',
    'The team',
    'Roadmap',
    'Our values',
    'Community',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('main')).toContainText('founded in 2024');
  await expect(page.locator('main').getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  await expect(page.locator('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test.describe('FAQ', () => {
  test('six categories, one answer open at a time, and the open one closes on a second click', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByTestId('faq-category')).toHaveCount(6);
    await expect(page.locator('main')).toContainText('25 minutes');
    await expect(page.locator('main')).toContainText('5 minutes');

    const questions = page.getByTestId('faq-item').getByRole('button');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const answers = page.getByTestId('faq-item').getByRole('region');
    await expect(answers).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = page.getByRole('region', { name: (await first.textContent())! });
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('Pomodoro Technique');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq-item').locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(answers).toHaveCount(0);
  });

  test('the default durations are answered in the timer category', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'What are the default timer settings?' }).click();
    await expect(page.getByRole('region', { name: 'What are the default timer settings?' })).toContainText(
      'By default, a 25-minute focus session is followed by a 5-minute break, and after every 4 focus sessions comes a long break of 15 minutes.',
    );
  });

  test('search filters questions and answers as you type, with a message when nothing matches', async ({ page }) => {
    await page.goto('/faq');
    const items = page.getByTestId('faq-item');
    // The page renders after its chunk loads: wait for the list before counting it.
    await expect(items.first()).toBeVisible();
    const total = await items.count();
    expect(total).toBeGreaterThan(20);
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });

    // A word of a question, in any case.
    await search.fill('SHORTCUTS');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Are there keyboard shortcuts?');

    // A phrase only found in an answer.
    await search.fill('tomato');
    await expect(items).toHaveCount(0);
    await search.fill('lock-screen');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Can the music and the timer run at the same time?');

    // Typing narrows step by step.
    await search.fill('');
    await expect(items).toHaveCount(total);
    await search.pressSequentially('offl');
    await expect.poll(() => items.count()).toBeLessThan(total);
    const narrowed = await items.count();
    expect(narrowed).toBeGreaterThan(1);
    expect(narrowed).toBeLessThan(total);
    for (const text of await page
      .getByTestId('faq-item')
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''))) {
      // Answers are in the DOM even when closed, so the whole item text must contain the term.
      expect(text.toLowerCase()).toContain('offl');
    }

    await search.fill('zebra crossing');
    await expect(items).toHaveCount(0);
    await expect(page.getByTestId('faq-empty')).toHaveText(
      'No questions match your search. Try other words, or ask us directly.',
    );

    await search.fill('');
    await expect(items).toHaveCount(total);
    await expect(page.getByTestId('faq-empty')).toHaveCount(0);
  });

  test('links to contact and the blog, and the search is translated', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('main').getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
    await page.goto('/fr/faq');
    await expect(page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' })).toHaveAttribute(
      'placeholder',
      'Rechercher dans les questions et réponses…',
    );
    await page.getByRole('searchbox').fill('zebra');
    await expect(page.getByTestId('faq-empty')).toContainText('Aucune question ne correspond');
  });
});

test.describe('legal pages', () => {
  test('the terms have 20 anchored sections, a table of contents linking to them, and the required links', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated: January 15, 2025');

    for (let n = 1; n <= 20; n += 1) {
      const heading = page.locator(`#section-${n}`);
      await expect(heading).toHaveCount(1);
      expect(await heading.evaluate((element) => element.tagName)).toBe('H2');
      await expect(heading).toHaveText(new RegExp(`^${n}\\. `));
    }
    await expect(page.locator('[id^="section-"]')).toHaveCount(20);

    const tocLinks = page.getByTestId('terms-toc').getByRole('link');
    await expect(tocLinks).toHaveCount(20);
    const hrefs = await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(Array.from({ length: 20 }, (_, i) => `#section-${i + 1}`));

    await tocLinks.nth(15).click();
    await expect(page).toHaveURL(/\/terms#section-16$/);
    await expect(page.locator('#section-16')).toBeInViewport();
    await expect(page.locator('#section-16')).toHaveText('16. Limitation of Liability');
    await expect(page.locator('main')).toContainText('the greater of the amounts paid in the past 12 months or $100');
    await expect(page.locator('main')).toContainText('at least 13 years old');
    await expect(page.locator('main')).toContainText('at least 30 days before');
    await expect(page.locator('main')).toContainText('Registration is optional');

    const body = page.locator('.legal-body');
    await expect(body.locator('a[href="/privacy"]').first()).toBeVisible();
    await expect(body.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(body.locator('a[href="/about"]').first()).toBeVisible();
    await page.getByTestId('start-using').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('the privacy policy names what is stored and the retention figures', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated: November 28, 2026');
    const main = page.locator('main');
    for (const key of [
      'preferredLanguage',
      'theme',
      'colorTheme',
      'timerDurations',
      'timerSettings',
      'tasks',
      'pomolo:music',
      'IndexedDB',
      'pomolo_admin',
    ]) {
      await expect(main).toContainText(key);
    }
    for (const text of [
      'kept for at most 2 years',
      'kept for 3 years',
      'deleted within 30 days of a request',
      'aged 13 and older',
      'Users under 18 need the consent',
      'within 48 hours',
      'GDPR',
      'CCPA',
      'International data transfers',
    ]) {
      await expect(main).toContainText(text);
    }
  });
});

test('at 360 px the privacy policy stacks its storage table: every cell is a full-width line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/privacy');
  const table = page.getByTestId('storage-table');
  await expect(table).toBeVisible();
  const layout = await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cells = [...element.querySelectorAll('tbody th, tbody td')].map((cell) => cell.getBoundingClientRect().width);
    return { tableWidth: box.width, narrowest: Math.min(...cells), cells: cells.length };
  });
  expect(layout.cells).toBeGreaterThan(30);
  // About three characters a line before (issue 25); now each cell spans the card, at least 250 px of 360.
  expect(layout.narrowest).toBeGreaterThanOrEqual(250);
  expect(layout.narrowest).toBeGreaterThanOrEqual(layout.tableWidth - 1);
  // Each value carries its column's name on a phone, and nothing scrolls sideways.
  const label = await table
    .locator('tbody td')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toContain('Where');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The table stays a table for assistive technology.
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: 'timerSettings' })).toBeVisible();

  // On a wide screen it is an ordinary three-column table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.locator('thead')).toBeVisible();
  expect(
    await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('table-row');
});

test('a crash shows "Something went wrong" and Try Again recovers without reloading', async ({ page }) => {
  // Make the About page's own effect throw once: setting document.title is the first thing a page does.
  // Only the About title crashes: the home page may set its own title again after hydration (late chunks).
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const w = window as unknown as { crashNextTitle: boolean };
    w.crashNextTitle = false;
    Object.defineProperty(document, 'title', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        if (w.crashNextTitle && value.startsWith('About Pomolo')) {
          w.crashNextTitle = false;
          throw new Error('Simulated crash');
        }
        descriptor.set!.call(document, value);
      },
    });
  });
  await page.goto('/');
  await expect(page.getByTestId('brand')).toBeVisible();
  // The page is prerendered: a link pressed before hydration would load a new document, not crash this one.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'hydrated');
  await page.evaluate(() => {
    const w = window as unknown as { crashNextTitle: boolean; sameDocument: string };
    w.sameDocument = 'yes';
    w.crashNextTitle = true;
  });
  await footer(page).getByRole('link', { name: 'About Us' }).click();

  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The rest of the layout survives the crash.
  await expect(footer(page)).toBeVisible();

  await errorPage.getByRole('button', { name: 'Try Again' }).click();
  await expect(h1(page)).toHaveText('About Pomolo');
  await expect(errorPage).toHaveCount(0);
  await expect(page).toHaveTitle('About Pomolo — our mission, the science and the team');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: string }).sameDocument)).toBe('yes');
});
