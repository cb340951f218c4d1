/**
 * The outline of the FAQ, the same in every language: six categories (their names are UI messages,
 * translated in the Lingui catalogs: faq-page.tsx) and the ids of their questions, in order. The
 * questions and answers themselves are long texts, one module per language in `texts/` (faq-texts.ts).
 */
export const FAQ_OUTLINE = [
  {
    id: 'getting-started',
    questions: ['what-is-pomolo', 'pomodoro-technique', 'account', 'free', 'languages'],
  },
  {
    id: 'timer',
    questions: ['defaults', 'change-durations', 'session-end', 'reset-skip', 'background-accuracy', 'shortcuts'],
  },
  {
    id: 'music',
    questions: ['music-kind', 'player-use', 'music-and-timer', 'soundscape', 'no-autoplay', 'music-offline'],
  },
  {
    id: 'offline',
    questions: ['works-offline', 'install', 'updates', 'storage-space'],
  },
  {
    id: 'privacy',
    questions: ['stored-data', 'cookies', 'messages', 'delete-data'],
  },
  {
    id: 'troubleshooting',
    questions: ['no-bell', 'no-notifications', 'track-fails', 'settings-reset', 'ended-asleep', 'not-listed'],
  },
] as const satisfies readonly { id: string; questions: readonly string[] }[];

export type FaqCategoryId = (typeof FAQ_OUTLINE)[number]['id'];
export type FaqQuestionId = (typeof FAQ_OUTLINE)[number]['questions'][number];

/** One question and its answer; paragraphs of the answer are separated by a blank line. */
export interface FaqEntry {
  q: string;
  a: string;
}

/** The FAQ of one language: every question of the outline, by id (the type makes a missing one a compile error). */
export type FaqText = Record<FaqQuestionId, FaqEntry>;

export interface FaqQuestion extends FaqEntry {
  id: FaqQuestionId;
}

/** A category as the page shows it: its questions in one language. */
export interface FaqCategory {
  id: FaqCategoryId;
  questions: FaqQuestion[];
}

/** The categories of the outline filled with the questions and answers of `text`. */
export function faqCategories(text: FaqText): FaqCategory[] {
  return FAQ_OUTLINE.map((category) => ({
    id: category.id,
    questions: category.questions.map((id) => ({ id, ...text[id] })),
  }));
}
