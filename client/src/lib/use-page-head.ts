import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getLanguage, type LanguageCode } from '#shared/languages.ts';
import { canonicalPath, pageUrl } from '#shared/public-routes.ts';
import type { JsonLd } from '#shared/structured-data.ts';
import { applyHead, clearHead, type HeadInput } from './head.ts';
import { useServerRender } from './server-render.ts';
import { useCurrentLanguage } from './use-current-language.ts';

/** What a page's structured data is built from: its URLs and texts, in the active language. */
export interface PageContext {
  /** Absolute URL of this page in the active language. */
  url: string;
  /** Absolute URL of the home page in the active language. */
  siteUrl: string;
  /** BCP 47 tag of the active language. */
  locale: string;
  language: LanguageCode;
  title: string;
  description: string;
}

export interface PageHeadOptions {
  title: string | MessageDescriptor;
  description: string | MessageDescriptor;
  /** The unprefixed page path; by default the current location's. `null`: no canonical or alternates. */
  path?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  structuredData?: ((page: PageContext) => JsonLd) | null;
}

/**
 * Sets the document head of the page (see lib/head.ts) in the active language, again whenever the
 * language or the texts change, and removes its tags when the page goes away. Used by every public
 * route. (While the timer runs it shows itself in the title and gives this title back when it stops.)
 */
export function usePageHead(options: PageHeadOptions): void {
  const { i18n } = useLingui();
  const language = useCurrentLanguage();
  const pathname = useLocation({ select: (location) => location.pathname });
  const server = useServerRender();
  const text = (value: string | MessageDescriptor) => (typeof value === 'string' ? value : i18n._(value));

  const title = text(options.title);
  const description = text(options.description);
  const path =
    options.path === undefined ? canonicalPath(pathname) : options.path === null ? null : canonicalPath(options.path);
  const origin = server ? server.origin : window.location.origin;
  const context: PageContext = {
    url: pageUrl(origin, path ?? '/', language),
    siteUrl: pageUrl(origin, '/', language),
    locale: getLanguage(language).locale,
    language,
    title,
    description,
  };
  const input: HeadInput = {
    title,
    description,
    language,
    path,
    type: options.type,
    noindex: options.noindex,
    structuredData: options.structuredData ? options.structuredData(context) : null,
  };
  // The serialised input is the effect's dependency: it changes exactly when a tag would.
  const key = JSON.stringify(input);
  // Prerendering: effects do not run on the server, so the head is handed over while rendering.
  server?.setHead(input);

  useEffect(() => {
    applyHead(JSON.parse(key) as HeadInput);
    return () => clearHead();
  }, [key]);
}

/** The WebPage fields of the structured-data builders (#shared/structured-data.ts) for `page`. */
export function webPageInput(page: PageContext) {
  return {
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.locale,
    siteUrl: page.siteUrl,
  };
}
