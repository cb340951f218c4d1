/** The soundscape's layers and defaults, apart from the DSP so the page's bundle does not carry the generators. */
export const LAYER_IDS = [
  'white',
  'pink',
  'brown',
  'light-rain',
  'heavy-rain',
  'thunder',
  'wind',
  'waves',
  'fire',
  'stream',
  'crickets',
] as const;
export type LayerId = (typeof LAYER_IDS)[number];

/** The slider position a layer starts at, which plays at −30 LUFS. */
export const DEFAULT_VOLUME = 0.5;
