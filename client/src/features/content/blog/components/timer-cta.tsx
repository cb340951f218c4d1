import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';

/** The call-to-action at the end of an article: go and use the timer. */
export function TimerCta() {
  const language = useCurrentLanguage();
  return (
    <section className="blog-cta" aria-labelledby="blog-cta-heading" data-testid="blog-cta">
      <h2 id="blog-cta-heading">
        <Trans>Ready to focus?</Trans>
      </h2>
      <p>
        <Trans>
          Put it into practice now: start a focus session with calm lo-fi music, right in your browser. No account
          needed.
        </Trans>
      </p>
      <Link to="/{-$lang}" params={{ lang: langParam(language) }} className="blog-button">
        <Trans>Start the timer</Trans>
      </Link>
    </section>
  );
}
