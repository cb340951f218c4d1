/**
 * Gives the focus back to `target` (what had it before a dialog opened) once the dialog has closed, unless the
 * visitor has already put it somewhere else. The browser restores the focus itself as a modal dialog closes; the
 * close event, and React's effects after it, come later, by which time a quick visitor may be typing in another
 * field: taking the focus from it would close that field's menu under the next click.
 */
export function returnFocus(target: HTMLElement | null, dialog: HTMLElement | null): void {
  if (!target?.isConnected) return;
  const active = document.activeElement;
  const movedOn = active !== null && active !== document.body && active !== target && !dialog?.contains(active);
  if (!movedOn) target.focus();
}
