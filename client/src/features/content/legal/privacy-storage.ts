import { DAILY_PROGRESS_STORAGE_KEY } from '#shared/daily-progress.ts';
import { CYCLE_SETTINGS_STORAGE_KEY, DURATIONS_STORAGE_KEY, KEEP_SCREEN_ON_STORAGE_KEY } from '#shared/settings.ts';
import { LABEL_CHOICE_STORAGE_KEY, LABELS_STORAGE_KEY } from '#shared/labels.ts';
import { TASKS_STORAGE_KEY } from '#shared/tasks.ts';
import { COLOR_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '#shared/themes.ts';
import { TIMER_STORAGE_KEY } from '#shared/timer.ts';
import { PREFERRED_LANGUAGE_KEY } from '../../../lib/language-preference.ts';

export interface StoredItem {
  /** The real storage key (IndexedDB: database › store). */
  name: string;
  where: string;
  purpose: string;
}

const LOCAL = 'Local storage';

/**
 * Everything Pomolo keeps on a visitor's device, by its real name (the keys are the constants the code uses, so a
 * renamed key renames its row). `privacy-storage.test.ts` checks that every localStorage key and IndexedDB store in
 * the client is listed here.
 */
export const DEVICE_STORAGE: readonly StoredItem[] = [
  { name: PREFERRED_LANGUAGE_KEY, where: LOCAL, purpose: 'The interface language you chose.' },
  {
    name: THEME_STORAGE_KEY,
    where: LOCAL,
    purpose: 'Light or dark mode, when you chose one instead of following your system.',
  },
  { name: COLOR_THEME_STORAGE_KEY, where: LOCAL, purpose: 'The name of your colour theme (for example Blue Ocean).' },
  { name: DURATIONS_STORAGE_KEY, where: LOCAL, purpose: 'Your work and break durations in minutes.' },
  {
    name: CYCLE_SETTINGS_STORAGE_KEY,
    where: LOCAL,
    purpose: 'Your focus cycle settings: long breaks, auto-start of breaks and focus, and the daily goal.',
  },
  {
    name: TIMER_STORAGE_KEY,
    where: LOCAL,
    purpose: 'The current phase and deadline, so a running timer survives a page reload and is shared by your tabs.',
  },
  { name: KEEP_SCREEN_ON_STORAGE_KEY, where: LOCAL, purpose: 'Whether to keep the screen on while the timer runs.' },
  {
    name: TASKS_STORAGE_KEY,
    where: LOCAL,
    purpose: 'Your task list: titles, estimated and completed pomodoros, and the label of each task.',
  },
  {
    name: LABELS_STORAGE_KEY,
    where: LOCAL,
    purpose: 'Your labels for focus sessions: their names, colours and whether they are archived.',
  },
  {
    name: LABEL_CHOICE_STORAGE_KEY,
    where: LOCAL,
    purpose: 'The label you chose on the timer for the next focus sessions, and the task that was current then.',
  },
  {
    name: DAILY_PROGRESS_STORAGE_KEY,
    where: LOCAL,
    purpose: 'How many focus sessions you completed today, for the daily goal.',
  },
  { name: 'pomolo:player', where: LOCAL, purpose: 'Volume, mute and shuffle settings of the music player.' },
  {
    name: 'pomolo:alarm',
    where: LOCAL,
    purpose: 'The alarm sound you chose, its volume and repeats, and whether the timer ticks during focus.',
  },
  {
    name: 'pomolo:focus-view',
    where: LOCAL,
    purpose: 'The background of the focus view and whether breaks open it.',
  },
  {
    name: 'pomolo:music',
    where: LOCAL,
    purpose: 'Whether the music follows the timer or plays during breaks, and the crossfade length.',
  },
  {
    name: 'pomolo:soundscape',
    where: LOCAL,
    purpose: 'The soundscape mix: which sounds are on, every volume, meander and whether it plays through breaks.',
  },
  { name: 'pomolo:soundscape-mixes', where: LOCAL, purpose: 'The soundscape mixes you saved, with their names.' },
  {
    name: 'pomolo › history',
    where: 'IndexedDB',
    purpose:
      'When you completed focus sessions, how long they were, the interruptions you logged and, when you chose them, the task and the label. Your Stats page shows it and lets you export, import or delete it. (Older versions kept it in local storage as focusHistory; it is moved here and removed there.)',
  },
  {
    name: 'pomolo:sync',
    where: LOCAL,
    purpose:
      'Only while sync is on: the secret sync key that pairs your devices and a random id of this device. The key never leaves your devices (the pairing link carries it after #, which browsers do not send).',
  },
  {
    name: 'pomolo › syncOutbox',
    where: 'IndexedDB',
    purpose:
      'Only while sync is on: your changes, encrypted, until the sync server has stored them (offline changes wait here).',
  },
  {
    name: 'pomolo › syncMeta',
    where: 'IndexedDB',
    purpose:
      'Only while sync is on: the merged state of your synced data and how far this device has read the server’s changes.',
  },
  {
    name: 'pomolo › downloads',
    where: 'IndexedDB',
    purpose: 'The audio and cover images of tracks you marked as favourites, for offline listening.',
  },
  {
    name: 'App files',
    where: 'Cache storage (service worker)',
    purpose: 'The files of the app itself, so that Pomolo opens and works offline.',
  },
  {
    name: 'Covers and recent tracks',
    where: 'Cache storage (service worker), with its index in IndexedDB (workbox-expiration)',
    purpose:
      'Cover images and the last few tracks you streamed, so they load faster the next time; the oldest are removed automatically.',
  },
  {
    name: 'pomolo_admin',
    where: 'Cookie (administrators only)',
    purpose:
      'The session of a signed-in administrator. HttpOnly, SameSite=Strict (and Secure, named __Host-pomolo_admin, on a site served over HTTPS); it ends after 12 hours, after 30 minutes without use, or at sign-out. Visitors never receive it.',
  },
];
