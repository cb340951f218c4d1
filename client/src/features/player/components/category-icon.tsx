import { DEFAULT_CATEGORY_ICON, SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { canShowEmoji } from '../emoji-support.ts';

/**
 * The shipped categories' icons as inline SVG (decision 0066): emoji render as empty boxes where the system has no
 * emoji font (Debian's Chromium, many Linux desktops). Drawn with `currentColor`, so they follow the chip's text
 * colour in light, dark and pressed states. 24 × 24, 2 px strokes.
 */
const SHIPPED_ICONS: Record<string, { emoji: string; paths: readonly string[] }> = Object.fromEntries(
  [
    // An open book.
    [
      'study-focus',
      ['M3 5.5C5.5 4.5 8.5 4.5 12 6.5v13c-3.5-2-6.5-2-9-1z', 'M21 5.5c-2.5-1-5.5-1-9 1v13c3.5-2 6.5-2 9-1z'],
    ],
    // A leaf with its vein.
    ['chill-relax', ['M5 19C5 10 10 5 20 4c0 10-5 15-14 15z', 'M5 19c3-5 6-8 10-10.5']],
    // A cup with a handle and steam.
    ['coffee-jazz', ['M4 10h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z', 'M16 11h1.5a2.5 2.5 0 0 1 0 5H16', 'M8 3v4M12 3v4']],
    // A crescent moon.
    ['sleep-calm', ['M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z']],
  ].map(([slug, paths]) => [
    slug as string,
    { emoji: SHIPPED_CATEGORIES.find((c) => c.slug === slug)?.icon ?? '', paths: paths as string[] },
  ]),
);

interface CategoryIconProps {
  category: { folder: string; icon: string };
  /** The category's name in the page language: its first letter stands in for an emoji the system cannot draw. */
  name: string;
}

/**
 * A category's icon, decorative (the chip's text names the category): the shipped SVG while the category keeps its
 * shipped emoji; otherwise the admin's emoji, or the name's first letter where emoji cannot be drawn.
 */
export function CategoryIcon({ category, name }: CategoryIconProps) {
  const shipped = SHIPPED_ICONS[category.folder];
  const emoji = category.icon || DEFAULT_CATEGORY_ICON;
  if (shipped && shipped.emoji === emoji) {
    return (
      <span className="category-chip-icon" aria-hidden="true" data-icon="svg">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          {shipped.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    );
  }
  if (!canShowEmoji()) {
    return (
      <span className="category-chip-icon category-chip-letter" aria-hidden="true" data-icon="letter">
        {[...name.trim()][0]?.toLocaleUpperCase() ?? '♪'}
      </span>
    );
  }
  return (
    <span className="category-chip-icon category-chip-emoji" aria-hidden="true" data-icon="emoji">
      {emoji}
    </span>
  );
}
