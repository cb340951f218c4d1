/** The shape the filter needs: a category holding questions with a question and an answer text. */
export interface FilterableCategory<Q extends { q: string; a: string }> {
  questions: Q[];
}

/** Lower-cased, without accents, so "Cafe" finds "café". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, normalised; an empty list for a blank query. */
export function searchTerms(query: string): string[] {
  return normalizeForSearch(query).split(/\s+/).filter(Boolean);
}

/**
 * The categories with only the questions whose question or answer contains every word of `query`
 * (case- and accent-insensitive); categories left without questions are dropped. A blank query
 * keeps everything.
 */
export function filterFaq<Q extends { q: string; a: string }, C extends FilterableCategory<Q>>(
  categories: readonly C[],
  query: string,
): C[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...categories];
  const result: C[] = [];
  for (const category of categories) {
    const questions = category.questions.filter((entry) => {
      const haystack = normalizeForSearch(`${entry.q}\n${entry.a}`);
      return terms.every((term) => haystack.includes(term));
    });
    if (questions.length > 0) result.push({ ...category, questions });
  }
  return result;
}
