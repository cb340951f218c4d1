import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { setFocusViewOpenAtom } from '../atoms.ts';

/** Opens the focus view (the F key does too). */
export function FocusViewButton({ className }: { className?: string }) {
  const setOpen = useSetAtom(setFocusViewOpenAtom);
  return (
    <button
      type="button"
      className={className ?? 'focus-view-open'}
      data-testid="focus-view-open"
      aria-keyshortcuts="F"
      onClick={() => setOpen(true)}
    >
      <Trans>Focus view</Trans>
    </button>
  );
}
