import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { closeSettingsAtom, settingsOpenAtom } from '../atoms.ts';
import { returnFocus } from '../../../lib/return-focus.ts';
import { SettingsPanel } from './settings-panel.tsx';
import '../settings.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at, in order: a radio group is one stop (its checked radio, else its first). */
function tabStops(container: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const groups = new Set<string>();
  for (const el of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.tabIndex < 0 || el.closest('[hidden], [inert]')) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      if (groups.has(el.name)) continue;
      groups.add(el.name);
      const radios = Array.from(
        container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`),
      );
      stops.push(radios.find((radio) => radio.checked) ?? el);
      continue;
    }
    stops.push(el);
  }
  return stops;
}

/**
 * The settings modal (SPEC.md §2): closed by the backdrop, the "Close settings" button and Escape;
 * focus stays inside while it is open and goes back to where it was when it closes.
 * `children` are extra sections (the appearance settings, composed in by the root route).
 */
export function SettingsDialog({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const open = useAtomValue(settingsOpenAtom);
  const close = useSetAtom(closeSettingsAtom);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    close();
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    returnFocus(target, dialogRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const stops = tabStops(dialog);
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    const isLast =
      active === last ||
      (active instanceof HTMLInputElement &&
        active.type === 'radio' &&
        last instanceof HTMLInputElement &&
        active.name === last.name);
    const isFirst = active === first || active === dialog;
    if (event.shiftKey && isFirst) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && isLast) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A modal <dialog> is interactive: it traps Tab and closes on a backdrop press (jsx-a11y counts it as static).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="settings-dialog"
      aria-labelledby="settings-title"
      data-testid="settings-dialog"
      onClose={onClose}
      onKeyDown={onKeyDown}
      // The dialog box itself has no padding: a press that starts and ends on the dialog element
      // (not its panel) is on the backdrop.
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && pressStartedOnBackdrop.current) close();
        pressStartedOnBackdrop.current = false;
      }}
    >
      {open && (
        <div className="settings-panel">
          <header className="settings-header">
            <h2 id="settings-title">
              <Trans>Timer settings</Trans>
            </h2>
            <button
              type="button"
              className="settings-close"
              aria-label={t`Close settings`}
              title={t`Close settings`}
              data-testid="settings-close"
              onClick={() => close()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <SettingsPanel />
          {children}
        </div>
      )}
    </dialog>
  );
}
