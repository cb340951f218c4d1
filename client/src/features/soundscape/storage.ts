import { DEFAULT_VOLUME, LAYER_IDS, type LayerId } from '#shared/soundscape/ids.ts';
import { sanitizeMix, sanitizeSavedMixes, type Mix, type SavedMix } from '#shared/soundscape/mix.ts';

/** What the soundscape remembers between visits, in this browser only (localStorage, like the player's prefs). */
export interface SoundscapePrefs {
  /** The layers that are on, their volumes, master, meander. */
  mix: Mix;
  /** Every layer's slider position, kept while it is off. */
  volumes: Record<LayerId, number>;
  keepThroughBreaks: boolean;
}

export const SOUNDSCAPE_STORAGE_KEY = 'pomolo:soundscape';
export const SAVED_MIXES_STORAGE_KEY = 'pomolo:soundscape-mixes';

export function defaultVolumes(): Record<LayerId, number> {
  return Object.fromEntries(LAYER_IDS.map((id) => [id, DEFAULT_VOLUME])) as Record<LayerId, number>;
}

export function sanitizePrefs(raw: unknown): SoundscapePrefs {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const mix = sanitizeMix(r.mix);
  const volumes = defaultVolumes();
  const stored = (typeof r.volumes === 'object' && r.volumes !== null ? r.volumes : {}) as Record<string, unknown>;
  for (const id of LAYER_IDS) {
    const v = stored[id];
    if (typeof v === 'number' && Number.isFinite(v)) volumes[id] = Math.min(1, Math.max(0, v));
    const on = mix.layers[id];
    if (on !== undefined) volumes[id] = on;
  }
  return { mix, volumes, keepThroughBreaks: r.keepThroughBreaks === true };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readPrefs(): SoundscapePrefs {
  try {
    const text = storage()?.getItem(SOUNDSCAPE_STORAGE_KEY);
    return sanitizePrefs(text ? JSON.parse(text) : null);
  } catch {
    return sanitizePrefs(null);
  }
}

export function writePrefs(prefs: SoundscapePrefs): void {
  try {
    storage()?.setItem(SOUNDSCAPE_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full storage: the mix is only not remembered.
  }
}

export function readSavedMixes(): SavedMix[] {
  try {
    const text = storage()?.getItem(SAVED_MIXES_STORAGE_KEY);
    return sanitizeSavedMixes(text ? JSON.parse(text) : null);
  } catch {
    return [];
  }
}

export function writeSavedMixes(list: SavedMix[]): void {
  try {
    storage()?.setItem(SAVED_MIXES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // As above.
  }
}
