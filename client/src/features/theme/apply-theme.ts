import { getColorTheme, themeCssVariables, type ColorThemeName, type ThemeMode } from '#shared/themes.ts';

/** Which of a colour theme's two palettes is shown: the focus one or the break one. */
export type PalettePhase = 'focus' | 'break';

/**
 * Puts a mode and colour theme on `<html>`: `data-theme`, `data-color-theme` and the palette as
 * CSS custom properties (both phase sets; the stylesheet picks by `data-phase`).
 */
export function applyTheme(mode: ThemeMode, name: ColorThemeName, phase: PalettePhase): void {
  const root = document.documentElement;
  const theme = getColorTheme(name);
  root.dataset.theme = mode;
  root.dataset.colorTheme = theme.id;
  root.style.colorScheme = mode;
  for (const [property, value] of Object.entries(themeCssVariables(name, mode)))
    root.style.setProperty(property, value);
  applyPalettePhase(name, phase);
}

/**
 * Shows the focus or the break palette: `<html data-phase>` (the stylesheet switches on it) and the
 * browser UI colour (`<meta name="theme-color">`), which follows the palette's primary colour.
 */
export function applyPalettePhase(name: ColorThemeName, phase: PalettePhase): void {
  const root = document.documentElement;
  if (root.dataset.phase !== phase) root.dataset.phase = phase;
  const theme = getColorTheme(name);
  const color = phase === 'break' ? theme.breakPrimary : theme.primary;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && meta.content !== color) meta.content = color;
}
