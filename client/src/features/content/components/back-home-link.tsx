import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

/** The "back to the timer" link at the top of every content page. */
export function BackHomeLink() {
  const language = useCurrentLanguage();
  return (
    <p className="back-link">
      <Link to="/{-$lang}" params={{ lang: langParam(language) }} data-testid="back-home">
        <span aria-hidden="true">← </span>
        <Trans>Back to the timer</Trans>
      </Link>
    </p>
  );
}
