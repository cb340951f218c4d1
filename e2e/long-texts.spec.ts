import { expect, test, type Page } from '@playwright/test';
import aboutFr from '../client/src/features/content/about/texts/about-fr.ts';
import faqDe from '../client/src/features/content/faq/texts/faq-de.ts';
import faqEn from '../client/src/features/content/faq/texts/faq-en.ts';
import faqJa from '../client/src/features/content/faq/texts/faq-ja.ts';

// The FAQ and the About page in every language (issue 15). Expected texts come from the text modules
// themselves, so a translator may improve a wording without breaking these journeys.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const items = (page: Page) => page.getByTestId('faq-item');
const search = (page: Page) => page.getByTestId('faq-search');
const questionCount = Object.keys(faqEn).length;

test('/de/faq shows the German questions and answers, and a German word filters them', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/de/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(items(page)).toHaveCount(questionCount);
  await expect(items(page).first().getByRole('button')).toHaveText(faqDe['what-is-pomolo'].q);
  // Written in the page's language: no "English only" note, no lang attribute of their own.
  await expect(page.getByTestId('english-only-note')).toHaveCount(0);
  expect(
    await items(page).evaluateAll((elements) => elements.filter((element) => element.hasAttribute('lang')).length),
  ).toBe(0);

  await page.getByRole('button', { name: faqDe.defaults.q }).click();
  await expect(page.getByRole('region', { name: faqDe.defaults.q })).toHaveText(faqDe.defaults.a);

  // "Tastenkürzel", typed in capitals and without the umlaut.
  await search(page).fill('TASTENKURZEL');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).getByRole('button')).toHaveText(faqDe.shortcuts.q);
  // Part of a word, with its umlaut: "überspringt" is in the answer about Reset and Skip (Weiter).
  await search(page).fill('übersprin');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).getByRole('button')).toHaveText(faqDe['reset-skip'].q);
  // The English word is not in the German text.
  await search(page).fill('shortcuts');
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByTestId('faq-empty')).toBeVisible();
  await search(page).fill('');
  await expect(items(page)).toHaveCount(questionCount);
  expect(errors).toEqual([]);
});

test('/ja/faq shows the Japanese questions, and a Japanese word filters them as a substring', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/ja/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(items(page)).toHaveCount(questionCount);
  await expect(items(page).first().getByRole('button')).toHaveText(faqJa['what-is-pomolo'].q);
  await expect(page.getByTestId('english-only-note')).toHaveCount(0);

  // ショートカット sits inside a sentence, with no spaces around it.
  await search(page).fill('ショートカット');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).getByRole('button')).toHaveText(faqJa.shortcuts.q);
  // The same word typed in hiragana, and in half-width katakana.
  await search(page).fill('しょーとかっと');
  await expect(items(page)).toHaveCount(1);
  await search(page).fill('ｼｮｰﾄｶｯﾄ');
  await expect(items(page)).toHaveCount(1);

  // A word found in several answers narrows the list to exactly those.
  await search(page).fill('スリープ');
  const expected = Object.values(faqJa).filter((entry) => `${entry.q}${entry.a}`.includes('スリープ'));
  expect(expected.length).toBeGreaterThan(0);
  await expect(items(page)).toHaveCount(expected.length);
  expect(errors).toEqual([]);
});

test('the FAQPage JSON-LD carries the questions of the page language', async ({ page }) => {
  await page.goto('/ja/faq');
  await expect(items(page)).toHaveCount(questionCount);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    inLanguage: string;
    mainEntity: { name: string; inLanguage?: string; acceptedAnswer: { text: string } }[];
  };
  expect(data.inLanguage).toBe('ja-JP');
  expect(data.mainEntity).toHaveLength(questionCount);
  expect(data.mainEntity[0].name).toBe(faqJa['what-is-pomolo'].q);
  expect(data.mainEntity[0].acceptedAnswer.text).toBe(faqJa['what-is-pomolo'].a);
  // Same language as the page: no language of their own.
  expect(data.mainEntity.filter((question) => question.inLanguage !== undefined)).toEqual([]);
});

test('/fr/about is written in French, with the product figures, and no "English only" note', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/fr/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const main = page.locator('main');
  await expect(main).toContainText(aboutFr.mission[0] as string);
  await expect(main).toContainText(aboutFr.story[0] as string);
  await expect(main).toContainText('fondé en 2024');
  await expect(main).toContainText('25/5');
  await expect(main).toContainText('11 langues');
  await expect(page.getByTestId('english-only-note')).toHaveCount(0);
  await expect(page.getByTestId('about-text')).toHaveCount(8);
  expect(
    await page
      .getByTestId('about-text')
      .evaluateAll((elements) => elements.filter((element) => element.hasAttribute('lang')).length),
  ).toBe(0);
  // The lists keep their bold leads.
  await expect(main.locator('li strong').first()).toHaveText(
    (aboutFr.different[0] as readonly { lead: string }[])[0].lead,
  );
  // The legal pages stay English, marked as such, with the note.
  await page.goto('/fr/privacy');
  await expect(page.getByTestId('english-only-note')).toBeVisible();
  await expect(page.locator('.legal-body')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test.describe('without the service worker (it would fetch every chunk to precache it)', () => {
  test.use({ serviceWorkers: 'block' });

  test("each language's text is its own chunk, fetched only for that language", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/((?:faq|about)-[a-z]{2})-[^/]+\.js$/.exec(new URL(request.url()).pathname);
      if (match) fetched.push(match[1]);
    });
    await page.goto('/de/faq');
    await expect(items(page)).toHaveCount(questionCount);
    // The texts chunk comes with the app. The FAQ is an island page (decision 0097): the search field starts it.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'island');
    expect(fetched).toEqual([]);
    await search(page).focus();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'hydrated');
    expect(fetched).toEqual(['faq-de']);

    await page.getByTestId('language-switcher').selectOption('ja');
    await expect(items(page).first().getByRole('button')).toHaveText(faqJa['what-is-pomolo'].q);
    // About is an island page too (decision 0098): a load of it fetches no text; the app, going there, fetches it.
    await page.goto('/ja/about');
    await expect(page.getByTestId('about-text')).toHaveCount(8);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'island');
    expect(fetched.sort()).toEqual(['faq-de', 'faq-ja']);
    await page.goto('/ja/contact');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'hydrated');
    await page.getByTestId('site-footer').locator('a[href="/ja/about"]').click();
    await expect(page).toHaveURL(/\/ja\/about$/);
    await expect(page.getByTestId('about-text')).toHaveCount(8);
    expect(fetched.sort()).toEqual(['about-ja', 'faq-de', 'faq-ja']);
  });

  test('a text chunk that fails to load is logged, and the page shows the English text marked as such', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(/\/assets\/faq-de-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/de/faq');
    // The island page (decision 0097) shows the server's German text; the app, started from the search field, could
    // not load it.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'island');
    await search(page).focus();
    // The interface stays German; the questions are English, said so, and marked lang="en-US".
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(items(page)).toHaveCount(questionCount);
    await expect(items(page).first().getByRole('button')).toHaveText(faqEn['what-is-pomolo'].q);
    await expect(items(page).first()).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('english-only-note')).toBeVisible();
    expect(logged.some((text) => text.includes('Could not load the "de" FAQ'))).toBe(true);
    // English search rules apply to the English text.
    await search(page).fill('SHORTCUTS');
    await expect(items(page)).toHaveCount(1);
  });
});
