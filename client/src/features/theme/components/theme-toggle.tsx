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
  const label = mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-mode={mode}
      onClick={() => toggle()}
    >
      {mode === 'dark' ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
        </svg>
      )}
    </button>
  );
}
