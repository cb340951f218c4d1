import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { setEmojiSupportForTests } from '../emoji-support.ts';
import { CategoryIcon } from './category-icon.tsx';

// Decision 0066: the shipped categories draw SVG (no emoji font needed); an admin's emoji keeps a text fallback.
afterEach(() => setEmojiSupportForTests(undefined));

const emojiPattern = /\p{Extended_Pictographic}/u;

describe('CategoryIcon', () => {
  it.each(SHIPPED_CATEGORIES.map((c) => [c.slug, c.icon] as const))(
    'draws the shipped %s as inline SVG in currentColor, hidden from screen readers, with no emoji',
    (slug, icon) => {
      setEmojiSupportForTests(false);
      const html = renderToStaticMarkup(<CategoryIcon category={{ folder: slug, icon }} name="Name" />);
      expect(html).toMatch(/^<span class="category-chip-icon" aria-hidden="true" data-icon="svg"><svg /);
      expect(html).toContain('stroke="currentColor"');
      expect(html).toMatch(/<path d="M[^"]+"/);
      expect(html).not.toMatch(emojiPattern);
    },
  );

  it('shows the admin’s emoji where the system can draw it', () => {
    setEmojiSupportForTests(true);
    const html = renderToStaticMarkup(
      <CategoryIcon category={{ folder: 'soft-piano', icon: '🎹' }} name="Soft Piano" />,
    );
    expect(html).toContain('data-icon="emoji"');
    expect(html).toContain('🎹');
  });

  it('shows the name’s initial instead of an emoji the system cannot draw (an empty box otherwise)', () => {
    setEmojiSupportForTests(false);
    const html = renderToStaticMarkup(<CategoryIcon category={{ folder: 'soft-piano', icon: '🎹' }} name="ölig" />);
    expect(html).toContain('data-icon="letter"');
    expect(html).toContain('>Ö<');
    expect(html).not.toMatch(emojiPattern);
  });

  it('treats a shipped category whose emoji the admin changed as the admin’s', () => {
    setEmojiSupportForTests(true);
    const html = renderToStaticMarkup(<CategoryIcon category={{ folder: 'study-focus', icon: '🧠' }} name="Study" />);
    expect(html).toContain('data-icon="emoji"');
    expect(html).toContain('🧠');
  });
});
