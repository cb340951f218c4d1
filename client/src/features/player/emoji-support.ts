/**
 * Whether this system can draw an emoji (decision 0066). A system without an emoji font draws nothing or the
 * same "tofu" box it draws for a code point no font has. Measured once, on a small canvas; where there is no
 * canvas (the prerender, tests) emoji are assumed to work.
 */
let known: boolean | undefined;

export function canShowEmoji(): boolean {
  if (known !== undefined) return known;
  known = measure();
  return known;
}

/** For tests: pretend the system can or cannot draw emoji (undefined measures again). */
export function setEmojiSupportForTests(value: boolean | undefined): void {
  known = value;
}

function measure(): boolean {
  if (typeof document === 'undefined') return true;
  try {
    const glyph = (text: string): string | null => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 20;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.textBaseline = 'top';
      context.font = '16px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji","Twemoji Mozilla",sans-serif';
      context.fillText(text, 0, 0);
      const { data } = context.getImageData(0, 0, 20, 20);
      return data.some((value, i) => i % 4 === 3 && value > 0) ? data.join(',') : '';
    };
    const emoji = glyph('\u{1F3B5}');
    if (emoji === null) return true;
    // Nothing drawn, or the same box a noncharacter gets: no font has the emoji.
    return emoji !== '' && emoji !== glyph('\u{1FFFE}');
  } catch {
    return true;
  }
}
