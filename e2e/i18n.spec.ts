import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, localizePath, type LanguageCode } from '../shared/languages.ts';
import { poMessages, type PoEntry } from '../shared/po.ts';
import { PUBLIC_PATHS } from '../shared/public-routes.ts';
import { openStarted } from './helpers/timer.ts';

// The expected texts come from the catalogs themselves: a translator may improve a wording without
// breaking this journey, while English showing in another language still fails it.
const catalogs = new Map<string, Map<string, PoEntry>>(
  LANGUAGES.map((language) => [
    language.code,
    poMessages(fs.readFileSync(`client/src/locales/${language.code}/messages.po`, 'utf8')),
  ]),
);
function tr(code: LanguageCode, msgid: string): string {
  const entry = catalogs.get(code)!.get(msgid);
  if (!entry) throw new Error(`"${msgid}" is not in the ${code} catalog`);
  return code === 'en' ? msgid : entry.msgstr;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const html = (page: Page) => page.locator('html');
const switcher = (page: Page) => page.getByTestId('language-switcher');
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('preferredLanguage'));

test('each of the 11 prefixes renders the home page translated, with the right lang and dir', async ({ page }) => {
  const errors = collectErrors(page);
  for (const language of LANGUAGES) {
    const path = localizePath('/', language.code);
    await page.goto(path);
    await expect(html(page), path).toHaveAttribute('lang', language.locale);
    await expect(html(page)).toHaveAttribute('dir', language.dir);
    await expect(page.getByTestId('timer-phase')).toHaveText(tr(language.code, 'Focus'));
    await expect(
      page.getByTestId('site-footer').getByRole('link', { name: tr(language.code, 'About Us') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(tr(language.code, 'Pomolo — Focus timer & lo-fi music'));
    await expect(switcher(page)).toHaveValue(language.code);
    if (language.code !== 'en') {
      expect(tr(language.code, 'Focus'), language.code).not.toBe('Focus');
      expect(tr(language.code, 'About Us'), language.code).not.toBe('About Us');
    }
  }
  expect(errors).toEqual([]);
});

test('the switcher lists every language by its own name, with an accessible label', async ({ page }) => {
  // The mini timer button exists only once the app has taken the prerendered page over (the server cannot know
  // whether the browser has Document Picture-in-Picture): a Tab pressed before that skips it, as it should.
  await openStarted(page, '/fr');
  const select = page.getByRole('combobox', { name: tr('fr', 'Language') });
  await expect(select).toBeVisible();
  const options = select.locator('option');
  await expect(options).toHaveText(LANGUAGES.map((language) => language.nativeName));
  for (const language of LANGUAGES)
    await expect(options.filter({ hasText: language.nativeName })).toHaveAttribute('lang', language.locale);
  // Keyboard: focus it with Tab from the brand link; it is the next control after the mini timer button (shown
  // where the browser has Document Picture-in-Picture, as this desktop Chromium does).
  await page.getByTestId('brand').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: tr('fr', 'Mini timer') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
});

test('the switcher round-trips from a deep page and stores preferredLanguage', async ({ page }) => {
  const errors = collectErrors(page);
  // A page that runs the app, which keeps the focus on the switcher (the FAQ and About are island pages: decisions
  // 0097, 0098).
  await page.goto('/fr/contact');
  await expect(html(page)).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Contact Us'));
  expect(await storedLanguage(page)).toBeNull();

  await switcher(page).focus();
  await switcher(page).selectOption('ja');
  await expect(page).toHaveURL(/\/ja\/contact$/);
  await expect(html(page)).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ja', 'Contact Us'));
  await expect(page).toHaveTitle(tr('ja', 'Contact Us — Pomolo'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ja\/contact$/);
  expect(await storedLanguage(page)).toBe('ja');
  await expect(switcher(page)).toBeFocused();

  await switcher(page).selectOption('en');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/contact$/);
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(await storedLanguage(page)).toBe('en');

  // Query and hash come along; the brand link follows the language.
  await page.goto('/terms?from=test#section-3');
  await switcher(page).selectOption('de');
  await expect(page).toHaveURL(/\/de\/terms\?from=test#section-3$/);
  await expect(page.getByTestId('brand')).toHaveAttribute('href', '/de');
  expect(errors).toEqual([]);
});

test('a stored preferredLanguage opens the bare root in that language, and nothing else', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ko'));

  await page.goto('/');
  await expect(page).toHaveURL(/\/ko$/);
  await expect(html(page)).toHaveAttribute('lang', 'ko-KR');
  await expect(page.getByTestId('timer-phase')).toHaveText(tr('ko', 'Focus'));

  // Deep links and prefixed addresses are taken as they are.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
  await page.goto('/de');
  await expect(html(page)).toHaveAttribute('lang', 'de-DE');

  // In-app navigation to / (English brand link) is not redirected either (from a page that runs the app at once).
  await page.goto('/contact');
  await page.getByTestId('brand').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(html(page)).toHaveAttribute('lang', 'en-US');

  // Choosing English makes the root English again.
  await switcher(page).selectOption('en');
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'en'));
  await page.goto('/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
});

interface HeadSnapshot {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string[]>;
  jsonLd: string[];
}

function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const og: Record<string, string[]> = {};
    for (const meta of document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')) {
      (og[meta.getAttribute('property')!] ??= []).push(meta.content);
    }
    return {
      title: document.title,
      description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
      alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (link) => ({
          hreflang: link.hreflang,
          href: link.getAttribute('href')!,
        }),
      ),
      og,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

/** Checks the common metadata of a page at `path` (unprefixed) in `code`, and returns its JSON-LD. */
async function expectPageHead(
  page: Page,
  path: string,
  code: LanguageCode,
  title: string,
): Promise<Record<string, unknown>> {
  const origin = new URL(page.url()).origin;
  const url = `${origin}${localizePath(path, code)}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page).toHaveTitle(title);
  const head = await readHead(page);
  expect(head.description?.length ?? 0, 'meta description').toBeGreaterThan(40);
  expect(head.robots).toBeNull();
  // Exactly one description: the static one of index.html was replaced, not duplicated.
  expect(await page.locator('meta[name="description"]').count()).toBe(1);

  expect(head.alternates).toHaveLength(12);
  expect(head.alternates.map((link) => link.hreflang)).toEqual([
    ...LANGUAGES.map((language) => language.locale),
    'x-default',
  ]);
  for (const language of LANGUAGES) {
    expect(head.alternates.find((link) => link.hreflang === language.locale)!.href).toBe(
      `${origin}${localizePath(path, language.code)}`,
    );
  }
  expect(head.alternates.at(-1)!.href).toBe(`${origin}${localizePath(path, 'en')}`);

  const locale = LANGUAGES.find((language) => language.code === code)!.locale;
  expect(head.og['og:title']).toEqual([title]);
  expect(head.og['og:description']).toEqual([head.description]);
  expect(head.og['og:url']).toEqual([url]);
  expect(head.og['og:site_name']).toEqual(['Pomolo']);
  expect(head.og['og:locale']).toEqual([locale.replace('-', '_')]);
  expect(head.og['og:type']).toHaveLength(1);

  expect(head.jsonLd).toHaveLength(1);
  const data = JSON.parse(head.jsonLd[0]) as Record<string, unknown>;
  expect(data['@context']).toBe('https://schema.org');
  return data;
}

test('home, about, FAQ and an article carry their metadata and valid JSON-LD', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/fr');
  const home = await expectPageHead(page, '/', 'fr', tr('fr', 'Pomolo — Focus timer & lo-fi music'));
  expect(home).toMatchObject({
    '@type': 'WebApplication',
    name: 'Pomolo',
    operatingSystem: 'Web',
    softwareVersion: '1.0.1',
    inLanguage: 'fr-FR',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  });
  expect(home.featureList).toEqual(
    ['Study & Focus', 'Chill & Relax', 'Coffee & Jazz', 'Sleep & Calm'].map((name) => tr('fr', name)),
  );
  expect((await readHead(page)).og['og:type']).toEqual(['website']);

  await page.goto('/about');
  const about = await expectPageHead(page, '/about', 'en', 'About Pomolo — our mission, the science and the team');
  expect(about).toMatchObject({
    '@type': 'AboutPage',
    inLanguage: 'en-US',
    about: { name: 'Pomolo', foundingDate: '2024' },
  });
  expect(about.url).toBe(page.url());

  await page.goto('/de/faq');
  const faq = await expectPageHead(page, '/faq', 'de', tr('de', 'Frequently Asked Questions — Pomolo'));
  expect(faq['@type']).toBe('FAQPage');
  const questions = faq.mainEntity as {
    '@type': string;
    name: string;
    acceptedAnswer: { '@type': string; text: string };
  }[];
  // Built from the FAQ data itself: one entry per question on the page, with its answer.
  await expect(page.getByTestId('faq-item')).toHaveCount(questions.length);
  expect(questions.length).toBeGreaterThanOrEqual(12);
  const firstQuestion = page.getByTestId('faq-item').first();
  await expect(firstQuestion.getByRole('button')).toHaveText(questions[0].name);
  for (const question of questions) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer['@type']).toBe('Answer');
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }

  await page.goto('/ja/blog/pomodoro-hacks');
  const headline = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const article = await expectPageHead(page, '/blog/pomodoro-hacks', 'ja', `${headline} — Pomolo`);
  expect(article).toMatchObject({
    '@type': 'BlogPosting',
    headline,
    datePublished: '2025-06-20',
    inLanguage: 'en',
    author: { name: 'Pomolo Team' },
  });
  expect(article.description).toBe((await readHead(page)).description);
  expect((await readHead(page)).og['og:type']).toEqual(['article']);
  expect(errors).toEqual([]);
});

test('unknown addresses show the 404 page in the language of the URL, not indexed', async ({ page }) => {
  await page.goto('/fr/does-not-exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Page not found'));
  await expect(page.getByTestId('not-found-home')).toHaveAttribute('href', '/fr');
  await expect(page).toHaveTitle(tr('fr', 'Page not found — Pomolo'));
  let head = await readHead(page);
  expect(head.robots).toBe('noindex');
  expect(head.canonical).toBeNull();
  expect(head.alternates).toEqual([]);
  expect(head.jsonLd).toEqual([]);

  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByTestId('timer-phase')).toHaveText(tr('fr', 'Focus'));

  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('not-found-home')).toHaveAttribute('href', '/');

  // From a French page, an unprefixed unknown address is English too.
  await page.goto('/fr/contact');
  // The router listens once the app has started (after a prerendered page's first paint).
  await expect(html(page)).toHaveAttribute('data-hydrated', /.+/);
  await page.evaluate(() => window.history.pushState(null, '', '/nope/at/all'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en-US');
  head = await readHead(page);
  expect(head.robots).toBe('noindex');
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a catalog that fails to load is logged and the page shows in English', async ({ page, request }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // Every catalog is its own chunk (decision 0086): every one but English's fails. An English page names its own.
    const englishCatalog = catalogOf(await (await request.get('/contact')).text());
    await page.route(/\/assets\/messages-[^/]+\.js$/, (route) =>
      new URL(route.request().url()).pathname === englishCatalog ? route.continue() : route.abort(),
    );
    // A page that runs the app at once (the FAQ and About are island pages: decisions 0097, 0098).
    await page.goto('/it/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(html(page)).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(logged.some((text) => text.includes('Could not load the "it" translations'))).toBe(true);
  });

  test('with no catalog at all, the page stays as the server sent it, and a link pressed meanwhile is followed', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(/\/assets\/messages-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/it/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('it', 'Contact Us'));
    await expect.poll(() => logged.some((text) => text.includes('Could not load the English translations'))).toBe(true);
    await expect(html(page)).toHaveAttribute('lang', 'it-IT');
    await expect(html(page)).not.toHaveAttribute('data-hydrated', /.+/);
    // The page works without the app: its links are followed by the browser.
    await page.getByTestId('brand').click();
    await expect(page).toHaveURL(/\/it$/);
  });
});

/** The catalog chunk a prerendered page names among the modules it preloads. */
function catalogOf(pageHtml: string): string {
  const found = /<meta name="pomolo-preload" content="(\/assets\/messages-[^"]+\.js)">/.exec(pageHtml);
  if (!found) throw new Error('The page names no catalog chunk');
  return found[1];
}

test('sitemap.xml parses as XML and lists every page in every language; robots.txt excludes /admin', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const text = await (await fetch('/sitemap.xml')).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      error: doc.getElementsByTagName('parsererror').length,
      urls: doc.getElementsByTagNameNS(ns, 'url').length,
      locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent ?? ''),
      alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    };
  });
  expect(result.error).toBe(0);
  // Every public page (23 with the music credits) in 11 languages, each with 11 alternates and x-default.
  expect(PUBLIC_PATHS.length).toBeGreaterThanOrEqual(23);
  expect(result.urls).toBe(PUBLIC_PATHS.length * 11);
  expect(result.alternates).toBe(PUBLIC_PATHS.length * 11 * 12);
  const origin = new URL(page.url()).origin;
  expect(result.locs).toContain(`${origin}/ko/blog/time-blocking-mastery`);
  expect(result.locs).toContain(`${origin}/blog/post/science-behind-pomodoro-technique`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
