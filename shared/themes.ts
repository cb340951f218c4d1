/**
 * Light/dark mode and the six colour themes (SPEC.md §3, §4). Each colour theme pairs a main set
 * with a contrasting break set; the page uses the break set while the timer is in a break.
 *
 * Every colour here is applied as-is by the client (as CSS custom properties), and
 * themes.test.ts checks the WCAG AA contrast of each text pairing the UI uses:
 * - white text on `primary`, `secondary` and the gradient between them (the timer card, buttons);
 * - `ink[mode]` (links, headings, the accent text) on the mode's page and card backgrounds;
 * - the mode's text and muted text on its backgrounds.
 */

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const COLOR_THEME_STORAGE_KEY = 'colorTheme';

export type ColorThemeName =
  'Blue Ocean' | 'Forest Green' | 'Purple Magic' | 'Sunset Orange' | 'Cherry Red' | 'Teal Wave';

export interface ColorTheme {
  /** The stored name (key `colorTheme`). */
  name: ColorThemeName;
  /** A slug for attributes and test ids. */
  id: string;
  primary: string;
  secondary: string;
  /** Decorative colour on the gradient (progress ring, chips); not for text. */
  accent: string;
  /** `linear-gradient(135deg, primary, secondary)`. */
  gradient: string;
  breakPrimary: string;
  breakSecondary: string;
  breakAccent: string;
  breakGradient: string;
  /** Accent text colour on the page in each mode (main set). */
  ink: Record<ThemeMode, string>;
  /** Accent text colour on the page in each mode (break set). */
  breakInk: Record<ThemeMode, string>;
}

export interface ModePalette {
  /** Page background. */
  bg: string;
  /** Cards and dialogs. */
  card: string;
  /** Body text. */
  fg: string;
  /** Secondary text. */
  muted: string;
  /** Hairlines and control borders (not text). */
  border: string;
  /** Warning text and the background it sits on (settings warnings). */
  warning: string;
  warningBg: string;
}

/** White text sits on every gradient and primary button. */
export const ON_GRADIENT = '#ffffff';

export const MODE_PALETTES: Record<ThemeMode, ModePalette> = {
  light: {
    bg: '#f8fafc',
    card: '#ffffff',
    fg: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    warning: '#92400e',
    warningBg: '#fef3c7',
  },
  dark: {
    bg: '#0f172a',
    card: '#1e293b',
    fg: '#e2e8f0',
    muted: '#a3b1c6',
    border: '#475569',
    warning: '#fcd34d',
    warningBg: '#422006',
  },
};

export function gradient(from: string, to: string): string {
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}

type ThemeSeed = Omit<ColorTheme, 'gradient' | 'breakGradient'>;

function theme(seed: ThemeSeed): ColorTheme {
  return {
    ...seed,
    gradient: gradient(seed.primary, seed.secondary),
    breakGradient: gradient(seed.breakPrimary, seed.breakSecondary),
  };
}

export const COLOR_THEMES: readonly ColorTheme[] = [
  theme({
    name: 'Blue Ocean',
    id: 'blue-ocean',
    primary: '#1d4ed8',
    secondary: '#0e7490',
    accent: '#bae6fd',
    breakPrimary: '#c2410c',
    breakSecondary: '#b45309',
    breakAccent: '#fed7aa',
    ink: { light: '#1d4ed8', dark: '#93c5fd' },
    breakInk: { light: '#9a3412', dark: '#fdba74' },
  }),
  theme({
    name: 'Forest Green',
    id: 'forest-green',
    primary: '#15803d',
    secondary: '#065f46',
    accent: '#bbf7d0',
    breakPrimary: '#be185d',
    breakSecondary: '#9d174d',
    breakAccent: '#fbcfe8',
    ink: { light: '#166534', dark: '#86efac' },
    breakInk: { light: '#be185d', dark: '#f9a8d4' },
  }),
  theme({
    name: 'Purple Magic',
    id: 'purple-magic',
    primary: '#7e22ce',
    secondary: '#4338ca',
    accent: '#e9d5ff',
    breakPrimary: '#a16207',
    breakSecondary: '#854d0e',
    breakAccent: '#fef08a',
    ink: { light: '#7e22ce', dark: '#d8b4fe' },
    breakInk: { light: '#854d0e', dark: '#fde047' },
  }),
  theme({
    name: 'Sunset Orange',
    id: 'sunset-orange',
    primary: '#c2410c',
    secondary: '#be123c',
    accent: '#fed7aa',
    breakPrimary: '#0f766e',
    breakSecondary: '#1d4ed8',
    breakAccent: '#99f6e4',
    ink: { light: '#c2410c', dark: '#fdba74' },
    breakInk: { light: '#0f766e', dark: '#5eead4' },
  }),
  theme({
    name: 'Cherry Red',
    id: 'cherry-red',
    primary: '#b91c1c',
    secondary: '#9f1239',
    accent: '#fecaca',
    breakPrimary: '#047857',
    breakSecondary: '#0f766e',
    breakAccent: '#a7f3d0',
    ink: { light: '#b91c1c', dark: '#fca5a5' },
    breakInk: { light: '#047857', dark: '#6ee7b7' },
  }),
  theme({
    name: 'Teal Wave',
    id: 'teal-wave',
    primary: '#0f766e',
    secondary: '#0e7490',
    accent: '#99f6e4',
    breakPrimary: '#c2410c',
    breakSecondary: '#b91c1c',
    breakAccent: '#fecaca',
    ink: { light: '#0f766e', dark: '#5eead4' },
    breakInk: { light: '#b91c1c', dark: '#fca5a5' },
  }),
];

export const DEFAULT_COLOR_THEME: ColorThemeName = 'Blue Ocean';

const byName = new Map<string, ColorTheme>(COLOR_THEMES.map((t) => [t.name, t]));

export function isColorThemeName(value: unknown): value is ColorThemeName {
  return typeof value === 'string' && byName.has(value);
}

export function getColorTheme(name: ColorThemeName): ColorTheme {
  return byName.get(name)!;
}

/** A stored `theme` value, or null when nothing (usable) is stored and the system decides. */
export function parseThemeMode(value: unknown): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** A stored `colorTheme` value; an unknown name falls back to the default theme. */
export function parseColorThemeName(value: unknown): ColorThemeName {
  return isColorThemeName(value) ? value : DEFAULT_COLOR_THEME;
}

/** The stored choice wins; otherwise the system preference. */
export function resolveThemeMode(stored: ThemeMode | null, systemPrefersDark: boolean): ThemeMode {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/**
 * The CSS custom properties for a mode and colour theme. Both phase sets are provided; the
 * stylesheet picks `--break-*` while `<html data-phase="break">`.
 */
export function themeCssVariables(name: ColorThemeName, mode: ThemeMode): Record<string, string> {
  const t = getColorTheme(name);
  const p = MODE_PALETTES[mode];
  return {
    '--color-bg': p.bg,
    '--color-card': p.card,
    '--color-fg': p.fg,
    '--color-muted': p.muted,
    '--color-border': p.border,
    '--color-warning': p.warning,
    '--color-warning-bg': p.warningBg,
    '--on-gradient': ON_GRADIENT,
    '--main-primary': t.primary,
    '--main-secondary': t.secondary,
    '--main-accent': t.accent,
    '--main-gradient': t.gradient,
    '--main-ink': t.ink[mode],
    '--break-primary': t.breakPrimary,
    '--break-secondary': t.breakSecondary,
    '--break-accent': t.breakAccent,
    '--break-gradient': t.breakGradient,
    '--break-ink': t.breakInk[mode],
  };
}

// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

export function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour `t` of the way from `a` to `b` in sRGB, as browsers interpolate gradients by default. */
export function mixHex(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i] - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
