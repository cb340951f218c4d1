import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { store } from '../../../lib/store.ts';
import { applyTheme, applyThemeColor } from '../apply-theme.ts';
import {
  colorThemeAtom,
  storageChangedAtom,
  SYSTEM_DARK_QUERY,
  systemDarkChangedAtom,
  themeModeAtom,
} from '../atoms.ts';
import '../theme.css';

// Applied as soon as this module loads, before the first render (public/theme-boot.js did it already
// before the first paint of a prerendered page). Not on the server, where prerendering runs.
if (typeof document !== 'undefined') applyTheme(store.get(themeModeAtom), store.get(colorThemeAtom));

/** Keeps `<html>` in the chosen mode and colours; follows the system while nothing is stored. */
export function ThemeRuntime() {
  const mode = useAtomValue(themeModeAtom);
  const colorTheme = useAtomValue(colorThemeAtom);
  const systemChanged = useSetAtom(systemDarkChangedAtom);
  const storageChanged = useSetAtom(storageChangedAtom);

  useLayoutEffect(() => applyTheme(mode, colorTheme), [mode, colorTheme]);

  useEffect(() => {
    // The browser bar follows the phase's palette too.
    const observer = new MutationObserver(() => applyThemeColor(colorTheme));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-phase'] });
    return () => observer.disconnect();
  }, [colorTheme]);

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
