import { DEFAULT_VOLUME, LAYER_IDS, type LayerId } from './ids.ts';

/**
 * A soundscape mix as the visitor sets it: which layers play, how loud (0–1, slider positions), the master volume,
 * meander. Presets, the saved mixes, the stored mix and shared links are all this shape.
 */
export interface Mix {
  layers: Partial<Record<LayerId, number>>;
  master: number;
  meander: boolean;
}

export const EMPTY_MIX: Mix = { layers: {}, master: 0.8, meander: false };

export const PRESET_IDS = ['rainy-library', 'campfire-night', 'seaside', 'deep-focus', 'thunderstorm'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const PRESETS: Record<PresetId, Mix> = {
  'rainy-library': { layers: { 'light-rain': 0.55, brown: 0.3 }, master: 0.8, meander: true },
  'campfire-night': { layers: { fire: 0.55, crickets: 0.35, wind: 0.25 }, master: 0.8, meander: true },
  seaside: { layers: { waves: 0.55, wind: 0.3 }, master: 0.8, meander: true },
  'deep-focus': { layers: { brown: DEFAULT_VOLUME }, master: 0.8, meander: false },
  thunderstorm: { layers: { 'heavy-rain': 0.5, thunder: 0.5, wind: 0.3 }, master: 0.8, meander: true },
};

/** The query parameter a shared link carries the mix in. */
export const SHARE_PARAM = 'soundscape';

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const percent = (v: number) => Math.round(clamp01(v) * 100);

/** True when at least one layer is on. */
export function isAudible(mix: Mix): boolean {
  return Object.values(mix.layers).some((v) => (v ?? 0) > 0);
}

/**
 * The mix as a short, readable query value made of URL-safe characters only:
 * `light-rain.55~brown.30~master.80~meander` (volumes in percent, layers in the fixed order).
 */
export function encodeMix(mix: Mix): string {
  const parts: string[] = [];
  for (const id of LAYER_IDS) {
    const v = mix.layers[id];
    if (v !== undefined && percent(v) > 0) parts.push(`${id}.${percent(v)}`);
  }
  parts.push(`master.${percent(mix.master)}`);
  if (mix.meander) parts.push('meander');
  return parts.join('~');
}

/** The mix a shared link carries; null when the value holds no layer it knows (a mistyped or foreign link). */
export function decodeMix(value: string | null | undefined): Mix | null {
  if (!value || value.length > 400) return null;
  const layers: Partial<Record<LayerId, number>> = {};
  let master = EMPTY_MIX.master;
  let meander = false;
  for (const part of value.split('~')) {
    if (part === 'meander') {
      meander = true;
      continue;
    }
    const m = /^([a-z-]+)\.(\d{1,3})$/.exec(part);
    if (!m) continue;
    const v = clamp01(Number(m[2]) / 100);
    if (m[1] === 'master') master = v;
    else if ((LAYER_IDS as readonly string[]).includes(m[1]) && v > 0) layers[m[1] as LayerId] = v;
  }
  return Object.keys(layers).length > 0 ? { layers, master, meander } : null;
}

/** Whatever was stored (an old version, a hand edit), made into a valid mix. */
export function sanitizeMix(raw: unknown): Mix {
  if (typeof raw !== 'object' || raw === null) return EMPTY_MIX;
  const r = raw as Record<string, unknown>;
  const layers: Partial<Record<LayerId, number>> = {};
  if (typeof r.layers === 'object' && r.layers !== null) {
    for (const [id, v] of Object.entries(r.layers as Record<string, unknown>)) {
      if ((LAYER_IDS as readonly string[]).includes(id) && typeof v === 'number' && Number.isFinite(v) && v > 0)
        layers[id as LayerId] = clamp01(v);
    }
  }
  return {
    layers,
    master: typeof r.master === 'number' && Number.isFinite(r.master) ? clamp01(r.master) : EMPTY_MIX.master,
    meander: r.meander === true,
  };
}

export interface SavedMix {
  name: string;
  mix: Mix;
}

export const MAX_SAVED_MIXES = 20;
export const MAX_MIX_NAME = 40;

export function sanitizeSavedMixes(raw: unknown): SavedMix[] {
  if (!Array.isArray(raw)) return [];
  const out: SavedMix[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, mix } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) continue;
    const clean = sanitizeMix(mix);
    if (!isAudible(clean)) continue;
    out.push({ name: name.trim().slice(0, MAX_MIX_NAME), mix: clean });
  }
  return out.slice(0, MAX_SAVED_MIXES);
}

/** Adds (or replaces, by name) a saved mix; the newest first. */
export function saveMix(list: SavedMix[], name: string, mix: Mix): SavedMix[] {
  const clean = name.trim().slice(0, MAX_MIX_NAME);
  if (!clean || !isAudible(mix)) return list;
  return [{ name: clean, mix }, ...list.filter((s) => s.name !== clean)].slice(0, MAX_SAVED_MIXES);
}

/** Sleep timer choices, minutes. */
export const SLEEP_MINUTES = [15, 30, 60, 90] as const;
/** The sleep timer's fade, and the timer's fades at a break and back at focus (issue 28). */
export const SLEEP_FADE_S = 10;
export const FOLLOW_FADE_S = 3;
