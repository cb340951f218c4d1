import { describe, expect, it } from 'vitest';
import {
  COLOR_THEMES,
  contrastRatio,
  getColorTheme,
  mixHex,
  MODE_PALETTES,
  ON_GRADIENT,
  parseColorThemeName,
  parseThemeMode,
  relativeLuminance,
  resolveThemeMode,
  themeCssVariables,
  type ThemeMode,
} from './themes.ts';

// WCAG 2.1 AA: 4.5:1 for normal-size text, 3:1 for non-text UI parts.
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const MODES: ThemeMode[] = ['light', 'dark'];

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 10);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('mixes colours in sRGB', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#1d4ed8', '#0e7490', 0)).toBe('#1d4ed8');
    expect(mixHex('#1d4ed8', '#0e7490', 1)).toBe('#0e7490');
  });
});

describe('colour themes', () => {
  it('are the six of the spec, stored by name, with 135deg gradients from primary to secondary', () => {
    expect(COLOR_THEMES.map((t) => t.name)).toEqual([
      'Blue Ocean',
      'Forest Green',
      'Purple Magic',
      'Sunset Orange',
      'Cherry Red',
      'Teal Wave',
    ]);
    for (const t of COLOR_THEMES) {
      expect(t.gradient).toBe(`linear-gradient(135deg, ${t.primary} 0%, ${t.secondary} 100%)`);
      expect(t.breakGradient).toBe(`linear-gradient(135deg, ${t.breakPrimary} 0%, ${t.breakSecondary} 100%)`);
    }
    expect(new Set(COLOR_THEMES.map((t) => t.id)).size).toBe(6);
  });

  it('Blue Ocean is blue for focus and orange for breaks', () => {
    const ocean = getColorTheme('Blue Ocean');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(ocean.primary.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    const [br, bg, bb] = [1, 3, 5].map((i) => parseInt(ocean.breakPrimary.slice(i, i + 2), 16));
    expect(br).toBeGreaterThan(bg);
    expect(bg).toBeGreaterThan(bb);
  });

  it('each break set is clearly different from its main set', () => {
    for (const t of COLOR_THEMES) {
      expect(t.breakPrimary).not.toBe(t.primary);
      expect(t.breakInk.light).not.toBe(t.ink.light);
      expect(t.breakInk.dark).not.toBe(t.ink.dark);
    }
  });

  for (const t of COLOR_THEMES) {
    for (const [set, primary, secondary, accent, ink] of [
      ['main', t.primary, t.secondary, t.accent, t.ink],
      ['break', t.breakPrimary, t.breakSecondary, t.breakAccent, t.breakInk],
    ] as const) {
      it(`${t.name} (${set}): white text meets AA on the whole gradient`, () => {
        for (let i = 0; i <= 10; i++) {
          const stop = mixHex(primary, secondary, i / 10);
          expect(contrastRatio(ON_GRADIENT, stop), `${ON_GRADIENT} on ${stop}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });

      it(`${t.name} (${set}): the accent stands out from the gradient (non-text 3:1)`, () => {
        expect(contrastRatio(accent, primary)).toBeGreaterThanOrEqual(AA_NON_TEXT);
        expect(contrastRatio(accent, secondary)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      });

      for (const mode of MODES) {
        it(`${t.name} (${set}, ${mode}): accent text meets AA on the page and on cards`, () => {
          const p = MODE_PALETTES[mode];
          expect(contrastRatio(ink[mode], p.bg)).toBeGreaterThanOrEqual(AA_TEXT);
          expect(contrastRatio(ink[mode], p.card)).toBeGreaterThanOrEqual(AA_TEXT);
        });
      }
    }
  }
});

describe('light and dark palettes', () => {
  for (const mode of MODES) {
    it(`${mode}: body and muted text meet AA on the page and on cards`, () => {
      const p = MODE_PALETTES[mode];
      for (const text of [p.fg, p.muted]) {
        expect(contrastRatio(text, p.bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(text, p.card)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });

    it(`${mode}: warnings meet AA on their background, which stands apart from the card`, () => {
      const p = MODE_PALETTES[mode];
      expect(contrastRatio(p.warning, p.warningBg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(p.warningBg).not.toBe(p.card);
    });
  }
});

describe('theme choice', () => {
  it('uses the stored mode, else the system preference', () => {
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
    expect(resolveThemeMode(null, true)).toBe('dark');
    expect(resolveThemeMode(null, false)).toBe('light');
  });

  it('reads stored values defensively', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode(null)).toBeNull();
    expect(parseThemeMode('blue')).toBeNull();
    expect(parseColorThemeName('Teal Wave')).toBe('Teal Wave');
    expect(parseColorThemeName('teal-wave')).toBe('Blue Ocean');
    expect(parseColorThemeName(null)).toBe('Blue Ocean');
  });

  it('exposes the exact palette values as CSS variables for each mode', () => {
    const vars = themeCssVariables('Cherry Red', 'dark');
    const cherry = getColorTheme('Cherry Red');
    expect(vars['--main-gradient']).toBe(cherry.gradient);
    expect(vars['--break-gradient']).toBe(cherry.breakGradient);
    expect(vars['--main-ink']).toBe(cherry.ink.dark);
    expect(vars['--break-ink']).toBe(cherry.breakInk.dark);
    expect(vars['--color-bg']).toBe(MODE_PALETTES.dark.bg);
    expect(themeCssVariables('Cherry Red', 'light')['--main-ink']).toBe(cherry.ink.light);
  });
});
