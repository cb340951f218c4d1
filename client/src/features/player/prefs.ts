import { clampVolume, INITIAL_VOLUME, type VolumeState } from '#shared/volume.ts';
import { normalizeMusicSettings, type MusicSettings } from '#shared/settings.ts';

/** What the player remembers between visits, in this browser only. */
export interface PlayerPrefs extends VolumeState {
  shuffle: boolean;
}

export const DEFAULT_PREFS: PlayerPrefs = { ...INITIAL_VOLUME, shuffle: false };

export const PREFS_STORAGE_KEY = 'pomolo:player';

/** Whatever was stored (old versions, hand edits), made into valid preferences. */
export function sanitizePrefs(raw: unknown): PlayerPrefs {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PREFS;
  const r = raw as Record<string, unknown>;
  const volume = typeof r.volume === 'number' ? clampVolume(r.volume) : DEFAULT_PREFS.volume;
  const savedVolume = typeof r.savedVolume === 'number' ? clampVolume(r.savedVolume) : volume;
  // Volume 0 means muted (SPEC §4), whatever the stored flag says.
  const muted = volume === 0 ? true : typeof r.muted === 'boolean' ? r.muted : false;
  return {
    volume: muted ? 0 : volume,
    muted,
    savedVolume: muted ? savedVolume : volume,
    shuffle: typeof r.shuffle === 'boolean' ? r.shuffle : DEFAULT_PREFS.shuffle,
  };
}

/** Reads the stored preferences; defaults when storage is empty, broken or blocked. */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): PlayerPrefs {
  try {
    const text = storage?.getItem(PREFS_STORAGE_KEY);
    return text ? sanitizePrefs(JSON.parse(text)) : DEFAULT_PREFS;
  } catch {
    return DEFAULT_PREFS;
  }
}

/** Stores the preferences; a full or blocked storage only means they are not remembered. */
export function writePrefs(
  prefs: PlayerPrefs,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(PREFS_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or quota: nothing to do.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

/** The music companions' settings (issue 14) and whether the visitor has ever played music here. */
export interface MusicPrefs extends MusicSettings {
  /** "Music follows the timer" acts only once the visitor has pressed Play (or picked a track) at least once. */
  hasPlayed: boolean;
}

export const MUSIC_STORAGE_KEY = 'pomolo:music';

export function sanitizeMusicPrefs(raw: unknown): MusicPrefs {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return { ...normalizeMusicSettings(r), hasPlayed: r.hasPlayed === true };
}

export function readMusicPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): MusicPrefs {
  try {
    const text = storage?.getItem(MUSIC_STORAGE_KEY);
    return sanitizeMusicPrefs(text ? JSON.parse(text) : null);
  } catch {
    return sanitizeMusicPrefs(null);
  }
}

export function writeMusicPrefs(
  prefs: MusicPrefs,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(MUSIC_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or quota: nothing to do.
  }
}
