import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';

export function BackToBlogLink() {
  const language = useCurrentLanguage();
  return (
    <Link
      to="/{-$lang}/blog"
      params={{ lang: langParam(language) }}
      className="blog-back-link"
      data-testid="back-to-blog"
    >
      <Trans>← Back to Blog</Trans>
    </Link>
  );
}
