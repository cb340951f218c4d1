import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

/** Every key the app answers to, in the order a visitor learns them (issue 27). */
function useShortcutRows(): { keys: string; label: ReactNode }[] {
  const { t } = useLingui();
  return [
    { keys: 'Space', label: t`Start or pause the timer` },
    { keys: 'R', label: t`Reset the timer` },
    { keys: 'S', label: t`Skip to the next phase` },
    { keys: 'I', label: t`Log an interruption during focus` },
    { keys: 'B', label: t`Take a break (Flowtime mode)` },
    { keys: 'M', label: t`Mute or unmute the music` },
    { keys: 'N', label: t`Next track` },
    { keys: 'P', label: t`Previous track` },
    { keys: 'F', label: t`Open or close the focus view` },
    { keys: 'Esc', label: t`Leave the focus view` },
    { keys: '?', label: t`Show these shortcuts` },
  ];
}

/** The keyboard shortcuts dialog (the ? key, or the hint's button): a modal `<dialog>`. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const rows = useShortcutRows();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      data-testid="shortcuts-dialog"
      onClose={onClose}
    >
      <div className="shortcuts-content">
        <h2 id="shortcuts-title">
          <Trans>Keyboard shortcuts</Trans>
        </h2>
        <table className="shortcuts-table">
          <tbody>
            {rows.map((row) => (
              <tr key={row.keys}>
                <th scope="row">
                  <kbd>{row.keys}</kbd>
                </th>
                <td>{row.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="shortcuts-note">
          <Trans>Shortcuts do nothing while you type in a field.</Trans>
        </p>
        <button type="button" className="shortcuts-close" data-testid="shortcuts-close" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </dialog>
  );
}
