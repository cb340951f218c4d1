import { useId } from 'react';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  TRANSLATABLE_LANGUAGES,
  type CategoryTranslations,
} from '#shared/category-translations.ts';
import { getLanguage } from '#shared/languages.ts';

interface Props {
  value: CategoryTranslations;
  onChange: (next: CategoryTranslations) => void;
}

/**
 * Optional name and description per language, folded away by default. Empty fields mean "show the name as
 * entered" in that language.
 */
export function CategoryTranslationsFields({ value, onChange }: Props) {
  const baseId = useId();
  const filled = TRANSLATABLE_LANGUAGES.filter((code) => value[code]?.name || value[code]?.description).length;
  const set = (code: (typeof TRANSLATABLE_LANGUAGES)[number], field: 'name' | 'description', text: string) =>
    onChange({ ...value, [code]: { ...value[code], [field]: text } });
  return (
    <details className="admin-translations" data-testid="category-translations">
      <summary>
        Translations (optional){filled > 0 ? ` · ${filled} of ${TRANSLATABLE_LANGUAGES.length} languages` : ''}
      </summary>
      <p className="admin-muted">
        Name and description shown to visitors reading Pomolo in each language. Where a field is empty, the text above
        is shown.
      </p>
      {TRANSLATABLE_LANGUAGES.map((code) => {
        const language = getLanguage(code);
        const nameId = `${baseId}-${code}-name`;
        const descriptionId = `${baseId}-${code}-description`;
        return (
          <fieldset key={code} className="admin-grid-2 admin-translation" lang={code}>
            <legend>
              {language.name} ({language.nativeName})
            </legend>
            <div className="admin-field">
              <label htmlFor={nameId}>Name in {language.name}</label>
              <input
                id={nameId}
                maxLength={CATEGORY_NAME_MAX}
                value={value[code]?.name ?? ''}
                onChange={(e) => set(code, 'name', e.target.value)}
                data-testid={`translation-${code}-name`}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={descriptionId}>Description in {language.name}</label>
              <input
                id={descriptionId}
                maxLength={CATEGORY_DESCRIPTION_MAX}
                value={value[code]?.description ?? ''}
                onChange={(e) => set(code, 'description', e.target.value)}
                data-testid={`translation-${code}-description`}
              />
            </div>
          </fieldset>
        );
      })}
    </details>
  );
}
