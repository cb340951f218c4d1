import { msg } from '@lingui/core/macro';

/** The stats page's head: a personal page, so it asks search engines not to index it. */
export const STATS_META = {
  title: msg`Your focus stats — Pomolo`,
  description: msg`Your focus time, sessions, streaks and tasks from the Pomolo timer, kept in your browser and, if you turn on sync, on your other devices. Export, import or clear your history.`,
};
