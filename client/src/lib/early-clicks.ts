/**
 * Taps before hydration (issue 16). A prerendered page shows its buttons before React has taken them
 * over; a press then would do nothing. /theme-boot.js (which runs before the first paint) starts
 * `captureEarlyClicks()`: the first press of each button inside `#root` is held (the button shows
 * `aria-busy` and `data-pending` meanwhile) and, once React has hydrated the page, `replayEarlyClicks()`
 * presses it again, now with React listening. A choice made in a `<select>` (the language switcher) is
 * held the same way and made again. Links are left alone: they work without JavaScript. Buttons and
 * selects are found again by their position in `#root`: hydration keeps the DOM as it is.
 */

interface EarlyClicks {
  /** The positions of the held buttons, in the order they were pressed. */
  held: number[];
  /** The value last chosen in each select, by its position. */
  chosen: Map<number, string>;
  stop: () => void;
}

const KEY = '__pomoloEarlyClicks';

type WithEarlyClicks = typeof globalThis & { [KEY]?: EarlyClicks };

function buttons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('#root button'));
}

function selects(): HTMLSelectElement[] {
  return Array.from(document.querySelectorAll<HTMLSelectElement>('#root select'));
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
  const chosen = new Map<number, string>();
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.closest('#root')) return;
    const index = selects().indexOf(target);
    if (index < 0) return;
    chosen.set(index, target.value);
    target.setAttribute('aria-busy', 'true');
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  scope[KEY] = {
    held,
    chosen,
    stop: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('change', onChange, true);
    },
  };
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
  const choices = [...early.chosen].flatMap(([index, value]) => {
    const select = selects()[index];
    if (!select) return [];
    select.removeAttribute('aria-busy');
    return [{ select, value }];
  });
  // A task later: a click dispatched while React is still running the hydration's effects reaches no handler.
  setTimeout(() => {
    for (const button of all) if (button.isConnected && !button.disabled) button.click();
    for (const { select, value } of choices) {
      if (!select.isConnected || select.disabled) continue;
      // React shows its own value after hydration: choose again, as the visitor did.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, 0);
}
