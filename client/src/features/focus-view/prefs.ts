/** The focus view's backgrounds: the track's cover (blurred), the colour theme's gradient, and generated scenes. */
export const BACKGROUNDS = ['cover', 'gradient', 'night', 'rain', 'dawn'] as const;
export type Background = (typeof BACKGROUNDS)[number];

export interface FocusViewPrefs {
  background: Background;
  /** When a break starts, the focus view shows it with a suggestion and Skip break. */
  fullScreenBreaks: boolean;
}

export const FOCUS_VIEW_STORAGE_KEY = 'pomolo:focus-view';

export function sanitizeFocusViewPrefs(raw: unknown): FocusViewPrefs {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    background: BACKGROUNDS.includes(r.background as Background) ? (r.background as Background) : 'gradient',
    fullScreenBreaks: typeof r.fullScreenBreaks === 'boolean' ? r.fullScreenBreaks : false,
  };
}

/** Which of the break suggestions a break shows: they take turns, one per completed focus session. */
export function suggestionIndex(completed: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.floor(completed) % count) + count) % count;
}
