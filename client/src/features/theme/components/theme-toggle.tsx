import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { themeModeAtom, toggleThemeModeAtom } from '../atoms.ts';

/** The header's light/dark switch; the choice is stored (key `theme`). */
export function ThemeToggle() {
  const { t } = useLingui();
  // A prerendered page shows the light mode's button until React has taken it over (lib/hydration.ts).
  const mode = useAfterHydration(useAtomValue(themeModeAtom), 'light');
  const toggle = useSetAtom(toggleThemeModeAtom);
  const toLight = t`Switch to light mode`;
  const toDark = t`Switch to dark mode`;
  const label = mode === 'dark' ? toLight : toDark;
  // Both icons, the stylesheet shows the one for `data-mode`; both labels, for the island script (client/src/island.ts),
  // which switches the mode on an article before the app runs by changing attributes only (decision 0087).
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-mode={mode}
      data-label-light={toDark}
      data-label-dark={toLight}
      onClick={() => toggle()}
    >
      <svg className="theme-toggle-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg
        className="theme-toggle-moon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      </svg>
    </button>
  );
}
