import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../lib/i18n.ts';
import { useCurrentLanguage } from '../lib/use-current-language.ts';

export function NotFoundPage() {
  const language = useCurrentLanguage();
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
        <Link to="/{-$lang}" params={{ lang: langParam(language) }}>
          <Trans>Back to the timer</Trans>
        </Link>
      </p>
    </main>
  );
}
