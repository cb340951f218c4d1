import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { timerCommandAtom } from './atoms.ts';
import { shortcutCommand } from './shortcuts.ts';

/** Space / R / S on the page, except while typing or while a modal dialog is open or opening. */
export function useTimerShortcuts(): void {
  const command = useSetAtom(timerCommandAtom);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // A lazily loaded dialog marks itself pending until its code arrives (app/root-layout.tsx).
      if (document.querySelector('dialog[open], [data-dialog-pending]')) return;
      const element = event.target instanceof Element ? event.target : document.body;
      const next = shortcutCommand(event, {
        tagName: element.tagName.toLowerCase(),
        isContentEditable: element instanceof HTMLElement && element.isContentEditable,
        inputType: element instanceof HTMLInputElement ? element.type : undefined,
        role: element.getAttribute('role'),
      });
      if (!next) return;
      event.preventDefault();
      command(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [command]);
}
