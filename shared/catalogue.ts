/** The catalogue that ships: four categories, generated procedurally by the server's seed step. */
export interface ShippedCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
}

export const SHIPPED_CATEGORIES: readonly ShippedCategory[] = [
  {
    slug: 'study-focus',
    name: 'Study & Focus',
    description: 'Steady, unobtrusive beats that keep you in the zone.',
    icon: '📚',
  },
  {
    slug: 'chill-relax',
    name: 'Chill & Relax',
    description: 'Warm, slow grooves for unwinding between sessions.',
    icon: '🌿',
  },
  {
    slug: 'coffee-jazz',
    name: 'Coffee & Jazz',
    description: 'Swinging jazz chords and brushed drums, café style.',
    icon: '☕',
  },
  {
    slug: 'sleep-calm',
    name: 'Sleep & Calm',
    description: 'Soft pads and gentle textures for rest and calm.',
    icon: '🌙',
  },
];

/** SPDX identifier of the generated tracks' licence: public-domain dedication. */
export const GENERATED_LICENCE = 'CC0-1.0';
export const DEFAULT_CATEGORY_ICON = '🎵';
export const DEFAULT_COVER_BASE = 'default';
export const COVER_WIDTHS = [400, 800, 1200] as const;
