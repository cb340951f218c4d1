/**
 * A category's optional names and descriptions in other languages than the one the admin typed (issue 15). The
 * server stores them with the category and sends them in GET /api/tracks; the page picks its language's text and
 * falls back to the name as entered.
 */
import { hasLoneSurrogate } from './invisible-text.ts';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export interface CategoryText {
  name?: string;
  description?: string;
}

/** Per language code (never the default language: that is the category's own name and description). */
export type CategoryTranslations = Partial<Record<LanguageCode, CategoryText>>;

/** Languages an admin can give a translation for. */
export const TRANSLATABLE_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

export type TranslationsCheck = { ok: true; translations: CategoryTranslations } | { ok: false; error: string };

/**
 * Trims every text, drops empty ones and languages left with nothing, and refuses unknown languages, non-string
 * texts (half a surrogate pair included) and texts over the limits. `undefined` and `null` are no translations.
 */
export function normaliseCategoryTranslations(raw: unknown): TranslationsCheck {
  if (raw === undefined || raw === null) return { ok: true, translations: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'Translations must be an object' };
  const translations: CategoryTranslations = {};
  for (const [code, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!(TRANSLATABLE_LANGUAGES as readonly string[]).includes(code))
      return { ok: false, error: `Unknown translation language: ${code.slice(0, 20)}` };
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, error: `The ${code} translation must be an object` };
    const text: CategoryText = {};
    for (const [field, max] of [
      ['name', CATEGORY_NAME_MAX],
      ['description', CATEGORY_DESCRIPTION_MAX],
    ] as const) {
      const entry = (value as Record<string, unknown>)[field];
      if (entry === undefined || entry === null) continue;
      // Half a surrogate pair is not text: PostgreSQL's jsonb refuses it (a 500 the fuzz test found).
      if (typeof entry !== 'string' || hasLoneSurrogate(entry))
        return { ok: false, error: `The ${code} ${field} must be text` };
      const trimmed = entry.trim();
      if (trimmed.length > max) return { ok: false, error: `The ${code} ${field} can have at most ${max} characters` };
      if (trimmed) text[field] = trimmed;
    }
    if (text.name || text.description) translations[code as LanguageCode] = text;
  }
  return { ok: true, translations };
}

/** The name and description to show in `language`: the translation's where it has one, else the category's own. */
export function categoryTextIn(
  category: { name: string; description: string; translations?: CategoryTranslations },
  language: LanguageCode,
): { name: string; description: string } {
  const translated = category.translations?.[language];
  return {
    name: translated?.name ?? category.name,
    description: translated?.description ?? category.description,
  };
}

/** A translation lookup: the msgstr of `msgid` in language `code`, or `msgid` itself when it has none. */
export type CatalogLookup = (code: LanguageCode, msgid: string) => string;

/**
 * A category as the public catalogue sends it (decision 0066): a shipped category that still has its shipped name
 * (matched by slug and English name, as the player does) gets its name, and its description while it is the shipped
 * one, in every language from the UI catalogs. What the admin translated wins, field by field; a description the
 * admin rewrote is theirs and is not replaced by a translation of the old one.
 */
export function withShippedCategoryTexts<
  C extends { folder: string; name: string; description: string; translations: CategoryTranslations },
>(category: C, shipped: readonly { slug: string; name: string; description: string }[], lookup: CatalogLookup): C {
  const match = shipped.find((s) => s.slug === category.folder && s.name === category.name);
  if (!match) return category;
  const translations: CategoryTranslations = {};
  for (const code of TRANSLATABLE_LANGUAGES) {
    const own = category.translations[code] ?? {};
    const text: CategoryText = { ...own };
    const name = lookup(code, match.name);
    if (!text.name && name !== match.name) text.name = name;
    if (!text.description && category.description === match.description) {
      const description = lookup(code, match.description);
      if (description !== match.description) text.description = description;
    }
    if (text.name || text.description) translations[code] = text;
  }
  return { ...category, translations };
}
