import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { canInstallAtom, promptInstall } from '../../../lib/install-prompt.ts';
import '../offline.css';

/** "Install app": shown only while the browser offers installation, gone once installed. */
export function InstallButton() {
  const { t } = useLingui();
  // The browser may offer installation before React takes over a prerendered page, which has no button.
  const canInstall = useAfterHydration(useAtomValue(canInstallAtom), false);
  if (!canInstall) return null;
  // Narrow headers show only the icon (the words are hidden there); the name is the same either way.
  const label = t`Install app`;
  return (
    <button
      type="button"
      className="header-button install-button"
      aria-label={label}
      data-testid="install-button"
      onClick={() => void promptInstall()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="install-button-label" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
