import { atom, type Atom } from 'jotai';
import {
  parseStoredCycleSettings,
  parseStoredDurations,
  CYCLE_SETTINGS_STORAGE_KEY,
  DURATIONS_STORAGE_KEY,
} from '#shared/settings.ts';
import { LABELS_STORAGE_KEY } from '#shared/labels.ts';
import { COLOR_THEME_STORAGE_KEY, THEME_STORAGE_KEY } from '#shared/themes.ts';
import { parseTaskList, TASKS_STORAGE_KEY, EMPTY_TASK_LIST } from '#shared/tasks.ts';
import { sanitizeSavedMixes } from '#shared/soundscape/mix.ts';
import { canonical, type Json } from '#shared/sync/merge.ts';
import { deleteSessions, importSessions, listSessions, onHistoryChange } from '../lib/db.ts';
import { labelsAtom, reloadStoredLabels } from '../lib/labels.ts';
import { store } from '../lib/store.ts';
import { sendTimerCommand, timerSnapshotAtom } from '../lib/timer-bridge.ts';
import type { LocalAdapter, LocalValues } from '../features/sync/engine.ts';
import { taskListAtom } from '../features/tasks/atoms.ts';
import { colorThemeAtom, storageChangedAtom, storedThemeModeAtom } from '../features/theme/atoms.ts';
import { savedMixesState } from '../features/soundscape/atoms.ts';
import { SAVED_MIXES_STORAGE_KEY, writeSavedMixes } from '../features/soundscape/storage.ts';
import {
  downloadFailuresAtom,
  downloadJobsAtom,
  downloadsLoadedAtom,
  favouriteTrack,
  savedDownloadsAtom,
  unfavouriteTrack,
} from '../features/offline/downloads.ts';
import { catalogueAtom } from '../features/player/atoms.ts';

/**
 * What syncs, read from and written to the features' own stores (issue 31): the focus history (IndexedDB), the task
 * list, the timer's durations and cycle settings, the theme and colour theme, saved soundscape mixes, the labels
 * (issue 30: the list as one value, last writer wins, so the sessions' and tasks' label ids have their names on every
 * device). Not the language, downloads or anything admin. Remote changes reach each feature the way a change from
 * another tab does.
 */

const SETTING_KEYS = [
  DURATIONS_STORAGE_KEY,
  CYCLE_SETTINGS_STORAGE_KEY,
  THEME_STORAGE_KEY,
  COLOR_THEME_STORAGE_KEY,
  LABELS_STORAGE_KEY,
];

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readTasks() {
  try {
    const raw = readStorage(TASKS_STORAGE_KEY);
    return raw === null ? EMPTY_TASK_LIST : parseTaskList(JSON.parse(raw));
  } catch {
    return EMPTY_TASK_LIST;
  }
}

function readMixes(): Record<string, Json> {
  try {
    const raw = readStorage(SAVED_MIXES_STORAGE_KEY);
    const list = sanitizeSavedMixes(raw ? JSON.parse(raw) : null);
    return Object.fromEntries(list.map((m) => [m.name, m.mix as unknown as Json]));
  } catch {
    return {};
  }
}

/** Favourites as sync sees them: stored, downloading, or failed (still wanted); null until the downloads are read. */
function readFavourites(): string[] | null {
  if (!store.get(downloadsLoadedAtom)) return null;
  const ids = new Set([...store.get(savedDownloadsAtom).keys(), ...store.get(downloadJobsAtom).keys()]);
  for (const failure of store.get(downloadFailuresAtom)) ids.add(failure.trackId);
  return [...ids].sort();
}

/** Makes the favourites `wanted`: downloads the new ones (each device its own copy), removes the others. */
function writeFavourites(wanted: readonly string[]): void {
  const have = new Set(readFavourites() ?? []);
  const want = new Set(wanted);
  const catalogue = store.get(catalogueAtom);
  for (const id of want) {
    if (have.has(id) || catalogue.status !== 'ready') continue;
    const category = catalogue.categories.find((c) => c.tracks.some((t) => t.id === id));
    const track = category?.tracks.find((t) => t.id === id);
    // A track this device's catalogue does not have (yet) is tried again at the next sync.
    if (category && track) void favouriteTrack(track, { id: category.id, name: category.name });
  }
  for (const id of have) if (!want.has(id)) void unfavouriteTrack(id);
}

/** Tells a feature that follows other tabs' writes that a stored value changed. */
function announce(key: string, value: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

/** Loaded only when sync is used (feature-links.ts, features/sync/controller.ts). */
export const syncAdapter: LocalAdapter = {
  async read(): Promise<LocalValues> {
    const settings: Record<string, string | null> = {};
    for (const key of SETTING_KEYS) settings[key] = readStorage(key);
    return {
      sessions: await listSessions(),
      tasks: readTasks(),
      settings,
      mixes: readMixes(),
      favourites: readFavourites(),
    };
  },

  async write(changes, seen) {
    if (changes.sessions) await importSessions(changes.sessions);
    if (changes.removedSessions) await deleteSessions(changes.removedSessions);
    // A part the visitor changed since `seen` was read is left for the next cycle (which merges it first).
    if (changes.tasks && canonical(readTasks()) === canonical(seen.tasks)) {
      const value = JSON.stringify(changes.tasks);
      try {
        localStorage.setItem(TASKS_STORAGE_KEY, value);
      } catch {
        // Storage full: shown until the page closes.
      }
      announce(TASKS_STORAGE_KEY, value);
    }
    for (const [key, value] of Object.entries(changes.settings ?? {})) {
      if (value === null || readStorage(key) !== seen.settings[key]) continue;
      if (key === DURATIONS_STORAGE_KEY)
        sendTimerCommand({ type: 'set-durations', durations: parseStoredDurations(value) });
      else if (key === CYCLE_SETTINGS_STORAGE_KEY) {
        sendTimerCommand({ type: 'set-settings', settings: parseStoredCycleSettings(value) });
      } else {
        try {
          localStorage.setItem(key, value);
        } catch {
          // As above.
        }
        if (key === LABELS_STORAGE_KEY) reloadStoredLabels();
        else store.set(storageChangedAtom, { key, value });
      }
    }
    if (changes.favourites && canonical(readFavourites()) === canonical(seen.favourites)) {
      writeFavourites(changes.favourites);
    }
    if (changes.mixes && canonical(readMixes()) === canonical(seen.mixes)) {
      const before = sanitizeSavedMixes(JSON.parse(readStorage(SAVED_MIXES_STORAGE_KEY) ?? '[]'));
      const wanted = changes.mixes;
      const kept = before.filter((m) => m.name in wanted).map((m) => ({ name: m.name, mix: wanted[m.name] }));
      const added = Object.keys(wanted)
        .filter((name) => !before.some((m) => m.name === name))
        .map((name) => ({ name, mix: wanted[name] }));
      const list = sanitizeSavedMixes([...kept, ...added]);
      writeSavedMixes(list);
      store.set(savedMixesState, list);
    }
  },

  subscribe(onChange) {
    const watched: Atom<unknown>[] = [
      taskListAtom,
      storedThemeModeAtom,
      colorThemeAtom,
      atom((get) => JSON.stringify(get(timerSnapshotAtom).state.durations)),
      atom((get) => JSON.stringify(get(timerSnapshotAtom).state.settings)),
      savedMixesState,
      labelsAtom,
      savedDownloadsAtom,
      downloadsLoadedAtom,
      // Favourites from another device wait for the catalogue to know their tracks.
      atom((get) => get(catalogueAtom).status),
    ];
    const offs = watched.map((a) => store.sub(a, onChange));
    offs.push(onHistoryChange(onChange));
    return () => {
      for (const off of offs) off();
    };
  },
};
