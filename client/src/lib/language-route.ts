import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { DEFAULT_LANGUAGE, isPrefixedLanguageCode } from '#shared/languages.ts';
import { activateLanguage } from './i18n.ts';

/**
 * `beforeLoad` of the `{-$lang}` route: activates the language of the URL prefix before its pages
 * render. An unknown prefix is a 404; `/en/…` goes to the unprefixed URL, since English has none.
 */
export async function enterLanguageRoute(lang: string | undefined, location: ParsedLocation): Promise<void> {
  if (lang === undefined) {
    await activateLanguage(DEFAULT_LANGUAGE);
    return;
  }
  if (lang === DEFAULT_LANGUAGE) {
    const path = location.pathname.slice(1 + DEFAULT_LANGUAGE.length) || '/';
    throw redirect({ href: `${path}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  }
  if (!isPrefixedLanguageCode(lang)) throw notFound();
  await activateLanguage(lang);
}
