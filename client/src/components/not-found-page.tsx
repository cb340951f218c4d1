import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { parseLanguagePrefix } from '#shared/languages.ts';
import { activateLanguage, langParam } from '../lib/i18n.ts';
import { NOT_FOUND_META } from '../lib/page-meta.ts';
import { usePageHead } from '../lib/use-page-head.ts';
import { useCurrentLanguage } from '../lib/use-current-language.ts';

/**
 * Any address that matches no page, in the current language (`/fr/…` in French, unprefixed paths in
 * English), with a link to that language's home. Not indexed, and without canonical or alternates:
 * it is not a page of the site.
 */
export function NotFoundPage() {
  const language = useCurrentLanguage();
  const urlLanguage = useLocation({ select: (location) => parseLanguagePrefix(location.pathname).lang });
  // An address that matches no route at all (`/nope/at/all`) never reaches the `{-$lang}` route that
  // activates languages; reached from a French page it would stay French. Its URL has no prefix: English.
  useEffect(() => {
    if (urlLanguage !== language) void activateLanguage(urlLanguage);
  }, [urlLanguage, language]);
  usePageHead({ ...NOT_FOUND_META, path: null, noindex: true });
  return (
    <main className="page not-found" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <p>
        <Link to="/{-$lang}" params={{ lang: langParam(language) }} data-testid="not-found-home">
          <Trans>Back to the timer</Trans>
        </Link>
      </p>
    </main>
  );
}
