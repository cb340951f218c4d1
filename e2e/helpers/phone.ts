import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, localizePath, type LanguageCode } from '../../shared/languages.ts';
import { PUBLIC_PATHS } from '../../shared/public-routes.ts';

/** The phone widths every page must fit: small Android, common Android, iPhone, large Android. */
export const PHONE_WIDTHS = [320, 360, 390, 412] as const;
export const PHONE_HEIGHT = 740;

/** A path no route matches: the translated 404 page, which has the header and footer too. */
export const NOT_FOUND_PATH = '/no-such-page';

/**
 * The router's own list of public pages without parameters (`/{-$lang}/stats` → `/stats`), read from
 * the generated route tree: a page added to the app is checked even before it joins the sitemap list.
 */
function routedPublicPaths(): string[] {
  const tree = fs.readFileSync(new URL('../../client/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const paths = new Set<string>();
  for (const [, fullPath] of tree.matchAll(/fullPath: '([^']+)'/g)) {
    if (!fullPath.startsWith('/{-$lang}')) continue; // the admin area
    const path = fullPath.slice('/{-$lang}'.length).replace(/\/$/, '') || '/';
    if (!path.includes('$')) paths.add(path); // articles and posts come from the slug lists
  }
  return [...paths];
}

/** Every public page: the shared route list (with every article and post), any other routed page, the 404. */
export const PUBLIC_PAGES: readonly string[] = [...new Set([...PUBLIC_PATHS, ...routedPublicPaths()]), NOT_FOUND_PATH];

/** Every public page in `language`, then the 404. */
export function publicPagesIn(language: LanguageCode): string[] {
  return PUBLIC_PAGES.map((path) => localizePath(path, language));
}

/** All languages, English and German first (the issue's minimum), then the rest. */
export const LANGUAGES_TO_CHECK: readonly LanguageCode[] = [
  'en',
  'de',
  ...LANGUAGES.map((language) => language.code).filter((code) => code !== 'en' && code !== 'de'),
];

/** The languages whose words `cutWords` checks: Chinese and Japanese break lines between characters by design. */
export const SPACED_LANGUAGES: readonly LanguageCode[] = LANGUAGES_TO_CHECK.filter(
  (code) => code !== 'ja' && code !== 'zh',
);

/**
 * Pages whose body is the same English text in every language (decision 0036): the articles, the posts
 * and the legal texts. Only their header, headings and dates change with the language.
 */
export const isEnglishBodyPage = (path: string) =>
  (path.startsWith('/blog/') && path !== '/blog') || path === '/privacy' || path === '/terms';

/** The languages every page is checked in: English, German, and the longest header texts (Turkish, Russian). */
export const EVERY_PAGE_LANGUAGES: readonly LanguageCode[] = ['en', 'de', 'tr', 'ru'];

/** One article and one legal text: what the English-body pages look like in the other languages. */
export const ENGLISH_BODY_REPRESENTATIVES: readonly string[] = ['/blog/adhd-pomodoro-guide', '/privacy'];

/**
 * The pages to check in `language`: every page in English, German, Turkish and Russian; in the other
 * languages every translated page, and of the English-body pages only the representatives (the same text
 * as in English, with a shorter header than German's, Turkish's or Russian's).
 */
export function pagesToCheckIn(language: LanguageCode): string[] {
  if (EVERY_PAGE_LANGUAGES.includes(language)) return publicPagesIn(language);
  return PUBLIC_PAGES.filter((path) => !isEnglishBodyPage(path) || ENGLISH_BODY_REPRESENTATIVES.includes(path)).map(
    (path) => localizePath(path, language),
  );
}

/**
 * Opens `url` inside the running app, as its own links do (history push, no reload), and waits until
 * the new page shows: its canonical link names it, or (pages without one: the 404, noindex pages) a
 * new main heading replaced the old one. Much faster than a reload per page, and the same DOM and styles.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    document.querySelector('h1')?.setAttribute('data-left-behind', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForFunction(
    (target) => {
      const expected = new URL(target, window.location.origin);
      if (window.location.pathname !== expected.pathname) return false;
      const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (canonical?.href === expected.href) return true;
      const heading = document.querySelector('h1');
      return heading !== null && !heading.hasAttribute('data-left-behind');
    },
    url,
    { timeout: 20_000 },
  );
}

/**
 * Opens each of `urls` in turn on one page (a full load for the first, then in-app navigation) and
 * runs `visit` once its main heading shows.
 */
export async function forEachPage(page: Page, urls: readonly string[], visit: (url: string) => Promise<void>) {
  for (const [index, url] of urls.entries()) {
    if (index === 0) {
      await page.goto(url);
      // In-app navigation needs the app running (a prerendered page starts it after its first paint; an island page,
      // an article or a legal text, when the visitor needs it: a pointer on a link of the site, decision 0087).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      if ((await page.locator('html').getAttribute('data-hydrated')) === 'island') {
        await page.getByTestId('brand').hover();
        await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
      }
    } else await navigateInApp(page, url);
    await page.locator('h1').first().waitFor();
    await visit(url);
  }
}

export interface WidthReport {
  width: number;
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements or texts that reach past the right edge (outside any scroller), for the message. */
  culprits: string[];
}

/**
 * Sets each phone width in turn (no reload: the layout is responsive, not chosen at load) and returns
 * the widths at which `document.documentElement.scrollWidth > innerWidth`, naming what sticks out.
 */
export async function horizontalOverflow(page: Page): Promise<WidthReport[]> {
  const failures: WidthReport[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    const report = await page.evaluate(() => {
      const innerWidth = window.innerWidth;
      const scrollWidth = document.documentElement.scrollWidth;
      const culprits: string[] = [];
      if (scrollWidth > innerWidth) {
        const name = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
        // Content inside a scroller or a clipping box cannot widen the page: skip it.
        const free = (node: Node) => {
          for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
            if (getComputedStyle(el).overflowX !== 'visible') return false;
          }
          return true;
        };
        for (const el of document.body.querySelectorAll('*')) {
          const box = el.getBoundingClientRect();
          if (box.width > 0 && box.right > innerWidth + 0.5 && free(el)) culprits.push(`${name(el)} → ${box.right}`);
        }
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (box.right > innerWidth + 0.5 && free(node)) {
            culprits.push(`text "${node.textContent?.trim().slice(0, 40)}" in ${name(node.parentElement!)}`);
          }
        }
      }
      return { scrollWidth, innerWidth, culprits: culprits.slice(0, 5) };
    });
    if (report.scrollWidth > report.innerWidth) failures.push({ width, ...report });
  }
  return failures;
}

/** The narrowest a slider may be: the focus view's soundscape volume is 6rem on purpose. */
export const MIN_SLIDER_PX = 96;

/**
 * The visible sliders narrower than `MIN_SLIDER_PX` at each phone width, as "width: label (px)". A slider in a row with a
 * long label was squeezed to a few pixels (the soundscape's volume in German, Italian, Russian and Portuguese at
 * 320 px): still there for a screen reader, useless to a finger. Resizes only on a page that has a slider.
 */
export async function squeezedSliders(page: Page): Promise<string[]> {
  // Not `:visible`, which leaves out a slider squeezed to 0 px (Italian at 320 px).
  const sliders = page.locator('input[type="range"]');
  if ((await sliders.count()) === 0) return [];
  const squeezed: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    const narrow = await sliders.evaluateAll(
      (inputs, min) =>
        inputs
          .filter((input) => input.checkVisibility())
          .map((input) => ({
            label: input.getAttribute('aria-label') ?? input.id,
            px: input.getBoundingClientRect().width,
          }))
          .filter(({ px }) => px < min)
          .map(({ label, px }) => `${label} (${Math.round(px)} px)`),
      MIN_SLIDER_PX,
    );
    squeezed.push(...narrow.map((slider) => `${width}: ${slider}`));
  }
  return squeezed;
}

/**
 * The words inside `selector` that the layout cuts: run over two lines (a box too narrow for the word, which
 * `overflow-wrap: break-word` then breaks anywhere, without a hyphen) or out of a button. A word ends at a space, a dash,
 * a slash or a bracket (a line may break before one). For languages that separate words with spaces: Chinese and
 * Japanese break between characters by design.
 */
export async function cutWords(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      if (root.tagName === 'BUTTON' && root.scrollWidth > root.clientWidth) cut.push(`"${root.textContent}": too wide`);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!parent.checkVisibility() || parent.closest('.visually-hidden, pre, code, script, style')) continue;
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-–—/()（）]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) {
            cut.push(
              `"${word[0]}" in ${parent.tagName.toLowerCase()}${[...parent.classList].map((c) => `.${c}`).join('')}`,
            );
          }
        }
      }
    }
    return [...new Set(cut)];
  }, selector);
}

/**
 * `cutWords` at the narrowest phone width, where words are likeliest to be cut, for a language that separates its words
 * with spaces; none for Chinese and Japanese. Leaves the page at that width.
 */
export async function cutWordsWhenNarrowest(page: Page, language: LanguageCode, selector?: string): Promise<string[]> {
  if (!SPACED_LANGUAGES.includes(language)) return [];
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  return cutWords(page, selector);
}

export interface TargetFailure {
  target: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.2 SC 2.5.8 (Target Size, Minimum) on the current page: every visible pointer target is at
 * least 24 × 24 CSS px, or its 24 px circle touches no other target and no other small target's
 * circle (the spacing exception). Links inside a sentence are exempt (the inline exception); a
 * visually hidden radio or checkbox is measured by its label, which is what one taps.
 */
export async function smallTouchTargets(page: Page): Promise<TargetFailure[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="option"]',
    ].join(',');
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${text}"`;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      const own = el.textContent?.trim().length ?? 0;
      return !!parent && (parent.textContent?.trim().length ?? 0) > own + 1;
    };
    interface Target {
      el: Element;
      box: DOMRect;
    }
    const targets: Target[] = [];
    // While a modal dialog is open, the page behind it is inert: only the dialog's targets can be touched.
    const modal = document.querySelector('dialog:modal');
    for (const el of document.querySelectorAll(selector)) {
      if (modal && !modal.contains(el)) continue;
      if ((el as HTMLElement).closest('[inert], [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none') continue;
      if (inSentence(el)) continue;
      let box = el.getBoundingClientRect();
      // A visually hidden input (a custom radio or checkbox) is operated through its label.
      if (el instanceof HTMLInputElement && (box.width <= 2 || box.height <= 2)) {
        const label = el.labels?.[0];
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 || box.height === 0) continue;
      targets.push({ el, box });
    }
    const small = targets.filter(({ box }) => box.width < MIN - 0.01 || box.height < MIN - 0.01);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (p: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - p.x, 0, p.x - box.right);
      const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const failures: { target: string; width: number; height: number }[] = [];
    for (const target of small) {
      const c = centre(target.box);
      const crowded =
        targets.some(
          (other) =>
            other !== target &&
            !other.el.contains(target.el) &&
            !target.el.contains(other.el) &&
            distanceToBox(c, other.box) < MIN / 2,
        ) ||
        small.some((other) => {
          if (other === target) return false;
          const o = centre(other.box);
          return Math.hypot(o.x - c.x, o.y - c.y) < MIN;
        });
      if (crowded) {
        failures.push({
          target: name(target.el),
          width: Math.round(target.box.width * 10) / 10,
          height: Math.round(target.box.height * 10) / 10,
        });
      }
    }
    return failures;
  });
}
