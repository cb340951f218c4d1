import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { timerCommandAtom } from './atoms.ts';
import { takeEarlyKeys } from '../../lib/early-clicks.ts';
import { shortcutForEvent } from './shortcuts.ts';

/** Space / R / S on the page, except while typing or while a modal dialog is open or opening. */
export function useTimerShortcuts(): void {
  const command = useSetAtom(timerCommandAtom);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // A lazily loaded dialog marks itself pending until its code arrives (app/root-layout.tsx).
      if (document.querySelector('dialog[open], [data-dialog-pending]')) return;
      const next = shortcutForEvent(event);
      if (!next) return;
      event.preventDefault();
      command(next);
    };
    document.addEventListener('keydown', onKeyDown);
    // Keys pressed on the prerendered page before this listener existed (lib/early-clicks.ts), in order.
    for (const key of takeEarlyKeys()) {
      const next = shortcutForEvent(new KeyboardEvent('keydown', { key }));
      if (next) command(next);
    }
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [command]);
}
