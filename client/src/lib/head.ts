import { getLanguage, LANGUAGES, type LanguageCode } from '#shared/languages.ts';
import { alternateLinks, pageUrl } from '#shared/public-routes.ts';
import { serializeJsonLd, SITE_NAME, type JsonLd } from '#shared/structured-data.ts';

/**
 * The document head of a public page: title, meta description, canonical URL, hreflang alternates
 * (11 languages + x-default), Open Graph tags, robots and JSON-LD.
 *
 * URLs are absolute and built from `window.location.origin` at runtime: the app does not know the
 * address it is served under (it may sit behind a proxy or on several hosts), and the browser does.
 * The server's sitemap builds the same URLs from the request's protocol and host.
 */

export interface HeadInput {
  title: string;
  description: string;
  /** The language the page is shown in. */
  language: LanguageCode;
  /**
   * The page's unprefixed path (`/faq`), from which canonical and alternates are built; null for
   * pages that are not public pages (the 404 page), which get neither.
   */
  path: string | null;
  /** `og:type`: `article` for blog entries, `website` otherwise. */
  type?: 'website' | 'article';
  /** Ask search engines not to index the page (404s). */
  noindex?: boolean;
  structuredData?: JsonLd | null;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content (JSON-LD). */
  text?: string;
}

/** `fr-FR` → `fr_FR`, the form Open Graph uses. */
export const ogLocale = (locale: string): string => locale.replace('-', '_');

/** The tags for `input`, in a stable order; pure, so it is unit-tested without a DOM. */
export function buildHeadTags(input: HeadInput, origin: string): HeadTag[] {
  const { locale } = getLanguage(input.language);
  const tags: HeadTag[] = [{ tag: 'meta', attributes: { name: 'description', content: input.description } }];
  if (input.noindex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });

  const url = input.path === null ? null : pageUrl(origin, input.path, input.language);
  if (input.path !== null && url !== null) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: url } });
    for (const link of alternateLinks(origin, input.path)) {
      tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href } });
    }
  }

  const og: [string, string][] = [
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:type', input.type ?? 'website'],
    ['og:site_name', SITE_NAME],
    ['og:locale', ogLocale(locale)],
  ];
  if (url !== null) og.splice(2, 0, ['og:url', url]);
  for (const language of LANGUAGES) {
    if (language.code !== input.language) og.push(['og:locale:alternate', ogLocale(language.locale)]);
  }
  for (const [property, content] of og) tags.push({ tag: 'meta', attributes: { property, content } });

  if (input.structuredData) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: serializeJsonLd(input.structuredData),
    });
  }
  return tags;
}

/** Marks the elements this module owns, so each page replaces exactly its predecessor's tags. */
const MANAGED = 'data-page-head';

/** The tags a page's head is made of: the managed ones, and the static description of index.html. */
const OWNED = `[${MANAGED}], meta[name="description"]`;

/** Removes the head tags of the previous page (and the static description of index.html). */
export function clearHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(OWNED)) element.remove();
}

/** Whether `element` is the tag `tag` would make: same name, attributes (beside the marker) and text. */
function isTag(element: Element, tag: HeadTag): boolean {
  if (element.localName !== tag.tag || !element.hasAttribute(MANAGED)) return false;
  const names = Object.keys(tag.attributes);
  if (element.attributes.length !== names.length + 1) return false;
  if (names.some((name) => element.getAttribute(name) !== tag.attributes[name])) return false;
  return tag.text === undefined ? element.childNodes.length === 0 : element.textContent === tag.text;
}

/**
 * Sets the title and replaces the managed head tags with those of `input`. When the head already holds exactly these
 * tags (a prerendered page the app takes over), it is left as it is: replacing some thirty identical elements costs
 * the take-over a task for nothing.
 */
export function applyHead(input: HeadInput, doc: Document = document, origin: string = window.location.origin): void {
  if (doc.title !== input.title) doc.title = input.title;
  const tags = buildHeadTags(input, origin);
  const current = doc.head.querySelectorAll(OWNED);
  if (current.length === tags.length && tags.every((tag, i) => isTag(current[i], tag))) return;
  clearHead(doc);
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(MANAGED, '');
    if (tag.text !== undefined) element.textContent = tag.text;
    fragment.append(element);
  }
  doc.head.append(fragment);
}
