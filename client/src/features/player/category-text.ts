import { categoryTextIn } from '#shared/category-translations.ts';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import type { PlayerCategory } from '#shared/player.ts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { MUSIC_CATEGORY_DESCRIPTIONS, MUSIC_CATEGORY_NAMES } from '../../lib/page-meta.ts';

/**
 * A category's name and description in the page language. The shipped four (unchanged by the admin) are translated
 * by the UI catalogs, like every other UI text; a category with translations from the server uses them; anything
 * else shows the name as entered. Components call it during render under `useLingui()`, so a language switch
 * re-renders them.
 */
export function categoryText(category: PlayerCategory): { name: string; description: string } {
  const language = currentLanguage();
  const own = category.translations?.[language];
  const shipped = SHIPPED_CATEGORIES.find((s) => s.slug === category.folder && s.name === category.name);
  if (shipped && !own) {
    const slug = shipped.slug as keyof typeof MUSIC_CATEGORY_NAMES;
    return {
      name: i18n._(MUSIC_CATEGORY_NAMES[slug]),
      description:
        category.description === shipped.description ? i18n._(MUSIC_CATEGORY_DESCRIPTIONS[slug]) : category.description,
    };
  }
  return categoryTextIn(category, language);
}
