import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { isLanguageCode, LANGUAGES, localizePath, stripLanguagePrefix, type LanguageCode } from '#shared/languages.ts';
import { storePreferredLanguage } from '../lib/language-preference.ts';
import { useCurrentLanguage } from '../lib/use-current-language.ts';
import './language-switcher.css';

/**
 * The header's language choice: a native select (keyboard, screen readers and phones' pickers for
 * free) listing every language by its own name. Choosing one stores it as `preferredLanguage` and opens
 * the same page, query and hash in that language (`/fr/faq` → `/ja/faq` → `/faq`). Not shown in the
 * admin area, which has no language variants.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const id = useId();
  const language = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // Shows the choice while its catalog loads, instead of jumping back to the old language meanwhile.
  const [pending, setPending] = useState<LanguageCode | null>(null);

  if (stripLanguagePrefix(location.pathname).startsWith('/admin')) return null;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    if (!isLanguageCode(code)) return;
    storePreferredLanguage(code);
    if (code === language) return;
    setPending(code);
    const here = `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
    void navigate({ href: localizePath(here, code) }).finally(() => setPending(null));
  };

  const shown = LANGUAGES.find((option) => option.code === (pending ?? language))!;

  // The select itself is the control (label, keyboard, the phone's native picker); it is laid
  // transparently over a compact face (globe, the language's name, or its code on small screens) so
  // the header still fits a 360 px wide phone.
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <span className="language-switcher-face" aria-hidden="true">
        <svg className="language-switcher-globe" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="language-switcher-name" lang={shown.locale}>
          {shown.nativeName}
        </span>
        <span className="language-switcher-code">{shown.code.toUpperCase()}</span>
        <svg className="language-switcher-chevron" viewBox="0 0 24 24" width="14" height="14" focusable="false">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <select id={id} value={pending ?? language} onChange={onChange} data-testid="language-switcher">
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.locale}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
