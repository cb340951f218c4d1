import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { DEFAULT_LANGUAGE, isPrefixedLanguageCode, parseLanguagePrefix, type LanguageCode } from '#shared/languages.ts';
import { activateLanguage, preloadLanguage } from './i18n.ts';
import { entryRedirect, readPreferredLanguage } from './language-preference.ts';

/**
 * `beforeLoad` of the `{-$lang}` route: activates the language of the URL prefix before its pages
 * render. `/en/…` goes to the unprefixed URL, since English has none. A first segment that is no
 * language (`/does-not-exist`, `/xyz/faq`) is an unprefixed, hence English, path that matches no page:
 * English is activated and the 404 page shows. (`/fr/does-not-exist` keeps French: the prefix matched.)
 * A preload (link hover) only fetches the catalog: activating would switch the page being read.
 */
export async function enterLanguageRoute(
  lang: string | undefined,
  location: ParsedLocation,
  preload = false,
): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) {
    const path = location.pathname.slice(1 + DEFAULT_LANGUAGE.length) || '/';
    throw redirect({ href: `${path}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  }
  const code: LanguageCode = lang === undefined || !isPrefixedLanguageCode(lang) ? DEFAULT_LANGUAGE : lang;
  if (preload) await preloadLanguage(code);
  else await activateLanguage(code);
  if (lang !== undefined && !isPrefixedLanguageCode(lang)) throw notFound();
}

/**
 * The language to activate when the app starts, after applying the stored preference to the entry
 * URL (see lib/language-preference.ts: only the bare `/` moves, with `history.replaceState`, before
 * the router is created: it reads the address once, when it is built). Call once, at start-up.
 */
export function enterPreferredLanguage(): LanguageCode {
  const target = entryRedirect(window.location, readPreferredLanguage());
  if (target !== null) window.history.replaceState(window.history.state, '', target);
  return parseLanguagePrefix(window.location.pathname).lang;
}
