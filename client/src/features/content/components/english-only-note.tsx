import { Trans } from '@lingui/react/macro';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

/** On a translated page whose long text is English only, says so up front. */
export function EnglishOnlyNote() {
  const language = useCurrentLanguage();
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <p className="english-only-note" data-testid="english-only-note">
      <Trans>The full text of this page is available in English only.</Trans>
    </p>
  );
}
