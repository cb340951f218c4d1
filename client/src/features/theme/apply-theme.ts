import { getColorTheme, themeCssVariables, type ColorThemeName, type ThemeMode } from '#shared/themes.ts';

/**
 * Puts a mode and colour theme on `<html>`: `data-theme`, `data-color-theme` and the palette as
 * CSS custom properties (both phase sets; the stylesheet picks by `data-phase`).
 */
export function applyTheme(mode: ThemeMode, name: ColorThemeName): void {
  const root = document.documentElement;
  const theme = getColorTheme(name);
  root.dataset.theme = mode;
  root.dataset.colorTheme = theme.id;
  root.style.colorScheme = mode;
  for (const [property, value] of Object.entries(themeCssVariables(name, mode)))
    root.style.setProperty(property, value);
  applyThemeColor(name);
}

/** The browser UI colour (`<meta name="theme-color">`) follows the phase's primary colour. */
export function applyThemeColor(name: ColorThemeName): void {
  const theme = getColorTheme(name);
  const color = document.documentElement.dataset.phase === 'break' ? theme.breakPrimary : theme.primary;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && meta.content !== color) meta.content = color;
}
