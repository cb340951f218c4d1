import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { store } from '../../../lib/store.ts';
import { applyPalettePhase, applyTheme } from '../apply-theme.ts';
import {
  colorThemeAtom,
  palettePhaseAtom,
  storageChangedAtom,
  SYSTEM_DARK_QUERY,
  systemDarkChangedAtom,
  themeModeAtom,
} from '../atoms.ts';
import '../theme.css';

/**
 * Puts the stored mode and colours on `<html>`. The app calls it before the first render, so the page
 * never paints in the wrong mode or colours while React starts.
 */
export function applyStoredTheme(): void {
  applyTheme(store.get(themeModeAtom), store.get(colorThemeAtom), store.get(palettePhaseAtom));
}

/** Keeps `<html>` in the chosen mode and colours and the phase's palette; follows the system while nothing is stored. */
export function ThemeRuntime() {
  const mode = useAtomValue(themeModeAtom);
  const colorTheme = useAtomValue(colorThemeAtom);
  const phase = useAtomValue(palettePhaseAtom);
  const systemChanged = useSetAtom(systemDarkChangedAtom);
  const storageChanged = useSetAtom(storageChangedAtom);

  // The mode and colours first (the layout effect runs before paint), the palette phase with them.
  useLayoutEffect(() => applyTheme(mode, colorTheme, store.get(palettePhaseAtom)), [mode, colorTheme]);
  useLayoutEffect(() => applyPalettePhase(colorTheme, phase), [colorTheme, phase]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(SYSTEM_DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => systemChanged(event.matches);
    query.addEventListener('change', onChange);
    // The preference may have changed between the first paint and this listener.
    systemChanged(query.matches);
    const onStorage = (event: StorageEvent) => storageChanged({ key: event.key, value: event.newValue });
    window.addEventListener('storage', onStorage);
    return () => {
      query.removeEventListener('change', onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [systemChanged, storageChanged]);
  return null;
}
