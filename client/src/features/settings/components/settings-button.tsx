import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { openSettingsAtom, settingsOpenAtom } from '../atoms.ts';
import { loadSettingsDialog } from '../load-settings-dialog.ts';

/** The header's Settings button: icon only on small screens (the name stays as its label). */
export function SettingsButton() {
  const { t } = useLingui();
  const open = useSetAtom(openSettingsAtom);
  const isOpen = useAtomValue(settingsOpenAtom);
  const label = t`Settings`;
  return (
    <button
      type="button"
      className="header-button settings-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-testid="settings-button"
      onClick={() => open()}
      onPointerEnter={() => void loadSettingsDialog()}
      onFocus={() => void loadSettingsDialog()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19.14 12.94a7.07 7.07 0 0 0 .05-.94 7.07 7.07 0 0 0-.05-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.03 7.03 0 0 0-1.63-.94l-.36-2.54A.5.5 0 0 0 13.9 2h-3.84a.5.5 0 0 0-.49.42l-.36 2.54c-.58.24-1.13.55-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.48a.5.5 0 0 0 .12.64l2.03 1.58a7.07 7.07 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32a.5.5 0 0 0 .6.22l2.39-.96c.5.39 1.05.7 1.63.94l.36 2.54a.5.5 0 0 0 .49.42h3.84a.5.5 0 0 0 .49-.42l.36-2.54c.58-.24 1.13-.55 1.63-.94l2.39.96a.5.5 0 0 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64zM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7z"
        />
      </svg>
      <span className="header-button-label">{label}</span>
    </button>
  );
}
