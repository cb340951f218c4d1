import { Plural, useLingui } from '@lingui/react/macro';
import type { PlayerCategory } from '#shared/player.ts';
import { categoryText } from '../category-text.ts';
import { CategoryIcon } from './category-icon.tsx';

interface CategoryChipsProps {
  categories: readonly PlayerCategory[];
  currentId: string | null;
  onChoose: (categoryId: string) => void;
}

/** One toggle chip per category; choosing one plays its first track. */
export function CategoryChips({ categories, currentId, onChoose }: CategoryChipsProps) {
  const { t } = useLingui();
  return (
    <div className="category-chips" role="group" aria-label={t`Music categories`} data-testid="category-list">
      {categories.map((category) => {
        const count = category.tracks.length;
        const active = category.id === currentId;
        const text = categoryText(category);
        return (
          <button
            key={category.id}
            type="button"
            className="category-chip"
            aria-pressed={active}
            data-testid="category"
            data-folder={category.folder}
            title={text.description || undefined}
            onClick={() => onChoose(category.id)}
          >
            <CategoryIcon category={category} name={text.name} />
            <span className="category-chip-name">{text.name}</span>
            <span className="category-chip-count">
              <Plural value={count} one="# track" other="# tracks" />
            </span>
          </button>
        );
      })}
    </div>
  );
}
