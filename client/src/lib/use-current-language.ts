import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '#shared/languages.ts';

/** The active language; components using it re-render when the language changes. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useLingui();
  return isLanguageCode(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
