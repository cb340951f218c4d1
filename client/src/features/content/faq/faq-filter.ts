/** The shape the filter needs: a category holding questions with a question and an answer text. */
export interface FilterableCategory<Q extends { q: string; a: string }> {
  questions: Q[];
}

// Letters that no Unicode decomposition turns into a base letter plus an accent, but that people
// type as one when their keyboard lacks them: Turkish dotless ı, German ß, the ligatures.
const FOLDED_LETTERS: Record<string, string> = { ı: 'i', ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', đ: 'd', ł: 'l' };
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');
// Combining diacritical marks (U+0300–U+036F): accents on Latin, Greek and Cyrillic letters. Not the
// kana voicing marks (U+3099, U+309A): が is not か.
const ACCENT = /[\u0300-\u036f]/g;
const BREVE = '\u0306';
// Katakana that have a hiragana twin (ァ U+30A1 … ヶ U+30F6): searched as hiragana.
const KATAKANA = /[\u30a1-\u30f6]/g;

/**
 * Text as the FAQ search compares it, in the language `locale` (a BCP 47 tag or language code):
 * - compatibility forms folded (NFKC): full-width Ｌａｔｉｎ and half-width ｶﾅ read as Latin and カナ;
 * - lower-cased by the rules of the language first, so Turkish "I" is "ı" and "İ" is "i";
 * - accents removed ("Café" finds "cafe", "Ölçü" finds "olcu", "ёлка" finds "елка"), but Russian
 *   "й" stays a letter of its own; dotless "ı" is "i", "ß" is "ss", "œ" is "oe";
 * - katakana as hiragana (タイマー finds たいまー); Hangul and kanji as they are, recomposed (NFC).
 */
export function normalizeForSearch(text: string, locale = 'en'): string {
  const lower = text.normalize('NFKC').toLocaleLowerCase(locale).normalize('NFD');
  const unaccented = lower.replace(ACCENT, (mark: string, offset: number) =>
    mark === BREVE && (lower[offset - 1] === 'и' || lower[offset - 1] === 'И') ? mark : '',
  );
  return unaccented
    .normalize('NFC')
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

/** The words of a query, normalised; an empty list for a blank query. */
export function searchTerms(query: string, locale = 'en'): string[] {
  return normalizeForSearch(query, locale).split(/\s+/u).filter(Boolean);
}

/**
 * The categories with only the questions whose question or answer contains every word of `query`
 * (case- and accent-insensitive, in the language `locale`); categories left without questions are
 * dropped. A blank query keeps everything. Words are matched anywhere, not only at word starts:
 * Japanese and Chinese do not separate words with spaces, and Korean attaches particles to them
 * (타이머를 contains 타이머), so a substring is what a reader of those languages expects.
 */
export function filterFaq<Q extends { q: string; a: string }, C extends FilterableCategory<Q>>(
  categories: readonly C[],
  query: string,
  locale = 'en',
): C[] {
  const terms = searchTerms(query, locale);
  if (terms.length === 0) return [...categories];
  const result: C[] = [];
  for (const category of categories) {
    const questions = category.questions.filter((entry) => {
      const haystack = normalizeForSearch(`${entry.q}\n${entry.a}`, locale);
      return terms.every((term) => haystack.includes(term));
    });
    if (questions.length > 0) result.push({ ...category, questions });
  }
  return result;
}
