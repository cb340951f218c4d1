/**
 * Shows the timer in the document title while it runs and gives the page its own title back
 * afterwards. Pages may change the title meanwhile (navigation): whatever they set last is what
 * comes back.
 */

let applied: string | null = null;
let base: string | null = null;

export function showTimerTitle(title: string | null): void {
  if (title === null) {
    if (applied !== null && document.title === applied && base !== null) document.title = base;
    applied = null;
    return;
  }
  if (applied === null || document.title !== applied) base = document.title;
  if (document.title !== title) document.title = title;
  applied = title;
}
