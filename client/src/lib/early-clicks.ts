/**
 * Taps before hydration (issue 16). A prerendered page shows its buttons before React has taken them
 * over; a press then would do nothing. /theme-boot.js (which runs before the first paint) starts
 * `captureEarlyClicks()`: the first press of each button inside `#root` is held (the button shows
 * `aria-busy` and `data-pending` meanwhile) and, once React has hydrated the page, `replayEarlyClicks()`
 * presses it again, now with React listening. Links are left alone: they work without JavaScript.
 * Buttons are found again by their position among `#root`'s buttons: hydration keeps the DOM as it is.
 */

interface EarlyClicks {
  /** The positions of the held buttons, in the order they were pressed. */
  held: number[];
  stop: () => void;
}

const KEY = '__pomoloEarlyClicks';

type WithEarlyClicks = typeof globalThis & { [KEY]?: EarlyClicks };

function buttons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('#root button'));
}

/** Holds the first press of each prerendered button until `replayEarlyClicks()`. */
export function captureEarlyClicks(): void {
  const scope = globalThis as WithEarlyClicks;
  if (scope[KEY]) return;
  const held: number[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || !target.closest('#root') || target.disabled) return;
    // React does not know this button yet: hold the press rather than lose it.
    event.preventDefault();
    event.stopImmediatePropagation();
    const index = buttons().indexOf(target);
    if (index < 0 || held.includes(index)) return;
    held.push(index);
    target.setAttribute('aria-busy', 'true');
    target.dataset.pending = '';
  };
  document.addEventListener('click', onClick, true);
  scope[KEY] = { held, stop: () => document.removeEventListener('click', onClick, true) };
}

/** Stops holding presses and presses again (in the next task) the buttons pressed before React took over. */
export function replayEarlyClicks(): void {
  const scope = globalThis as WithEarlyClicks;
  const early = scope[KEY];
  if (!early) return;
  early.stop();
  delete scope[KEY];
  const all = early.held.map((index) => buttons()[index]).filter((button) => button !== undefined);
  for (const button of all) {
    button.removeAttribute('aria-busy');
    delete button.dataset.pending;
  }
  // A task later: a click dispatched while React is still running the hydration's effects reaches no handler.
  setTimeout(() => {
    for (const button of all) if (button.isConnected && !button.disabled) button.click();
  }, 0);
}
