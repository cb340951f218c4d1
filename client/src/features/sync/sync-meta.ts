import { msg } from '@lingui/core/macro';

/** The /sync page's head: a pairing page, not for search engines. */
export const SYNC_META = {
  title: msg`Sync your devices — Pomolo`,
  description: msg`Pair your devices to share your focus history, tasks and settings, end-to-end encrypted, with no account.`,
};
