/**
 * What a visitor does on a prerendered page before React has taken it over (issue 16; decisions 0041, 0060):
 * without this, a press, a choice or a word typed then would do nothing, or be undone by hydration.
 * /theme-boot.js (which runs before the first paint) starts `captureEarlyClicks()`; once React has hydrated the
 * page, `replayEarlyClicks()` does it all again, now with React listening:
 * - the first press of each button inside `#root` is held (the button shows `aria-busy` and `data-pending`
 *   meanwhile) and pressed again;
 * - the value last chosen in a `<select>` (the language switcher) is chosen again;
 * - the text last typed in a text field (the FAQ search, a form) is typed again;
 * - the keys `holdsKey` names (the timer's Space, R and S outside fields) are held until their listener takes
 *   them (`takeEarlyKeys()`, when it starts listening: its part of the page may hydrate after the rest).
 * Links work without JavaScript and are left alone until the app's script is on its way (`holdLinks()`, called when
 * it is appended): from then on a press on a link of the site is held too and pressed again once React listens
 * (the router takes it), because the starting app would cancel the browser's own navigation (the router sets the
 * history entry's state as it starts: a link pressed then did nothing). If the app never takes over (its script
 * fails, or it takes longer than LINK_FALLBACK_MS), the browser follows the link after all.
 * Controls are found again as they were held: hydration keeps the DOM's elements. Only one rendered anew (after a
 * hydration mismatch) is found by its position in `#root` instead: a position alone may name another control once
 * the take-over has added one before it (a renderer that commits a `useHydrated()` change before the replay, as
 * Preact does, adds the header's mini timer button first: decision 0094).
 * On an island page (decision 0087) the app is not on its way at first: whatever is held asks for it
 * (`requestApp()`), and is done again once it has taken the page over.
 */
import { requestApp } from './app-loader.ts';

interface EarlyInput {
  /** The positions of the held buttons, in the order they were pressed. */
  held: number[];
  /** When each held button was pressed (epoch ms, from the event's timestamp), by its position. */
  pressedAt: Map<number, number>;
  /** The value last chosen in each select, by its position. */
  chosen: Map<number, string>;
  /** The text last typed in each text field, by its position. */
  typed: Map<number, string>;
  /** The held buttons, selects and text fields themselves, by their position. */
  controls: { buttons: Map<number, Element>; selects: Map<number, Element>; fields: Map<number, Element> };
  /** The link held since the app's script was appended: its position in `#root`, the link, and its address. */
  link: { index: number; anchor: HTMLAnchorElement; href: string } | null;
  /** Whether presses on links are held (`holdLinks()`). */
  holdsLinks: boolean;
  /** The held keys, in order, until `takeEarlyKeys()`. */
  keys: string[];
  /** Whether `takeEarlyKeys()` has taken them: from then on keys go straight to the page. */
  keysTaken: boolean;
  /** Stops holding presses, choices and text (the keys are held on until `takeEarlyKeys()`). */
  stop: () => void;
  /** Stops holding keys. */
  stopKeys: () => void;
}

const KEY = '__pomoloEarlyClicks';
/** The keys outlive the rest: their listener may start after the page's hydration (replayEarlyClicks). */
const KEYS = '__pomoloEarlyKeys';

/** As an object, not `true`: Node's EventTarget (the unit tests' page) does not match a boolean on removal. */
const CAPTURE = { capture: true };

type WithEarlyInput = typeof globalThis & { [KEY]?: EarlyInput; [KEYS]?: EarlyInput };

const inRoot = <T extends Element>(selector: string): T[] => Array.from(document.querySelectorAll<T>(selector));
const buttons = () => inRoot<HTMLButtonElement>('#root button');
const selects = () => inRoot<HTMLSelectElement>('#root select');
const links = () => inRoot<HTMLAnchorElement>('#root a[href]');
const fields = () => inRoot<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea');

/** A held control as it was pressed, while it is still in `#root`; else the one now at its position. */
function foundAgain<T extends Element>(held: Element | undefined, now: T[], index: number): T | undefined {
  return held?.isConnected && held.closest('#root') ? (held as T) : now[index];
}

/** The longest a held link waits for the app before the browser follows it. */
const LINK_FALLBACK_MS = 10_000;

/** A press on a link that the browser would follow to another page of the site, in this tab. */
function siteLinkPressed(event: MouseEvent): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('#root') || event.defaultPrevented) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== location.origin) return null;
  // A jump within this page (the skip link) is not a navigation the app could cancel.
  if (anchor.pathname === location.pathname && anchor.search === location.search && anchor.hash) return null;
  return anchor;
}

/** Starts holding what the visitor does on the prerendered page, until `replayEarlyClicks()`. */
export function captureEarlyClicks(holdsKey: (event: KeyboardEvent) => boolean = () => false): void {
  const scope = globalThis as WithEarlyInput;
  if (scope[KEY]) return;
  const held: number[] = [];
  const pressedAt = new Map<number, number>();
  const chosen = new Map<number, string>();
  const typed = new Map<number, string>();
  const controls: EarlyInput['controls'] = { buttons: new Map(), selects: new Map(), fields: new Map() };
  const keys: string[] = [];
  const onClick = (event: MouseEvent) => {
    const anchor = early.holdsLinks ? siteLinkPressed(event) : null;
    if (anchor) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (early.link) return;
      early.link = { index: links().indexOf(anchor), anchor, href: anchor.href };
      anchor.setAttribute('aria-busy', 'true');
      setTimeout(() => followHeldLink(early), LINK_FALLBACK_MS);
      return;
    }
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || !target.closest('#root') || target.disabled) return;
    // React does not know this button yet: hold the press rather than lose it.
    event.preventDefault();
    event.stopImmediatePropagation();
    const index = buttons().indexOf(target);
    if (index < 0 || held.includes(index)) return;
    held.push(index);
    pressedAt.set(index, eventTime(event));
    controls.buttons.set(index, target);
    target.setAttribute('aria-busy', 'true');
    target.dataset.pending = '';
    requestApp();
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.closest('#root')) return;
    const index = selects().indexOf(target);
    if (index < 0) return;
    chosen.set(index, target.value);
    controls.selects.set(index, target);
    target.setAttribute('aria-busy', 'true');
    requestApp();
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return;
    const index = fields().indexOf(target);
    if (index < 0) return;
    typed.set(index, target.value);
    controls.fields.set(index, target);
    requestApp();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (early.keysTaken || !holdsKey(event)) return;
    // Space would scroll the page: the page gets the key once it listens.
    event.preventDefault();
    keys.push(event.key);
  };
  document.addEventListener('click', onClick, CAPTURE);
  document.addEventListener('change', onChange, CAPTURE);
  document.addEventListener('input', onInput, CAPTURE);
  document.addEventListener('keydown', onKeyDown, CAPTURE);
  const early: EarlyInput = {
    held,
    pressedAt,
    chosen,
    typed,
    controls,
    keys,
    link: null,
    holdsLinks: false,
    keysTaken: false,
    stop: () => {
      document.removeEventListener('click', onClick, CAPTURE);
      document.removeEventListener('change', onChange, CAPTURE);
      document.removeEventListener('input', onInput, CAPTURE);
    },
    stopKeys: () => document.removeEventListener('keydown', onKeyDown, CAPTURE),
  };
  scope[KEY] = early;
  scope[KEYS] = early;
}

/** An event's moment as epoch ms (its `timeStamp` counts from the page's time origin). */
function eventTime(event: Event): number {
  const origin = globalThis.performance?.timeOrigin;
  return typeof origin === 'number' && event.timeStamp > 0 ? origin + event.timeStamp : Date.now();
}

/** The button being pressed again by the replay, and when the visitor really pressed it. */
let replaying: { button: Element; at: number } | null = null;

/**
 * When the visitor pressed `button`, if this click is the replay of a press held before React took over (issue
 * 27: a Start counts from the press, not from the replay ~1.5 s later); undefined for an ordinary click.
 */
export function heldPressTime(button: Element): number | undefined {
  return replaying?.button === button ? replaying.at : undefined;
}

/**
 * From now on presses on the site's links are held until React listens (the app's script is on its way). `failed`
 * is called if the script does not load: the browser then follows a held link itself.
 */
export function holdLinks(): { failed: () => void } {
  const early = (globalThis as WithEarlyInput)[KEY];
  if (early) early.holdsLinks = true;
  return { failed: () => early && followHeldLink(early) };
}

/**
 * The app will not start after all (client/src/main.tsx: no catalog could be loaded): nothing is held any longer,
 * and a link pressed meanwhile is followed by the browser, as it would have been without the app.
 */
export function releaseEarlyInput(): void {
  const early = (globalThis as WithEarlyInput)[KEY];
  takeEarlyKeys();
  if (!early) return;
  if (early.link) {
    followHeldLink(early);
    return;
  }
  early.stop();
  delete (globalThis as WithEarlyInput)[KEY];
}

/** The app will not take over (in time): the browser follows the held link, as it would have without the app. */
function followHeldLink(early: EarlyInput): void {
  const link = early.link;
  if (!link || (globalThis as WithEarlyInput)[KEY] !== early) return;
  early.stop();
  delete (globalThis as WithEarlyInput)[KEY];
  location.assign(link.href);
}

/**
 * The keys held since the first paint, for the listener that now handles them; later keys reach it directly.
 * Empty when nothing was held (the app rendered the page itself, or the keys were taken already).
 */
export function takeEarlyKeys(): string[] {
  const early = (globalThis as WithEarlyInput)[KEYS];
  if (!early || early.keysTaken) return [];
  early.keysTaken = true;
  early.stopKeys();
  return early.keys.splice(0);
}

/**
 * Types `text` into a field again so that React sees it. React tracks a field's value from when it hydrates the
 * field, which may be this very event (a part of the page still dehydrated is hydrated for it): so the field is
 * first emptied and announced (React hydrates it, if need be, and tracks ''), then given the text and announced.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The prototype's own setter, called on the field: React's tracker (on the field itself) does not see it.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  const set = (value: string) => {
    if (setNative) setNative.call(field, value);
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  set('');
  set(text);
}

/**
 * Does again (in the next task) what the visitor did before React took over. Until then the page still holds
 * presses and follows typing: React listens already, and a press in between (an Enter in a form's field is a press
 * on its submit button) would reach it before the text typed earlier is typed again (CI: the press added nothing,
 * and the title was typed back into the field afterwards).
 */
export function replayEarlyClicks(): void {
  const scope = globalThis as WithEarlyInput;
  const early = scope[KEY];
  if (!early) return;
  delete scope[KEY];
  // Keys are still held until takeEarlyKeys(): the part of the page that listens for them may hydrate in a
  // later commit than this one (a Suspense boundary), and a key pressed in between would reach nobody.
  // The controls, found again now that React has taken the page over.
  const heldBefore = early.held.length;
  const allButtons = buttons();
  const pressTimes = new Map<Element, number>();
  const pressed = early.held.flatMap((index) => {
    const button = foundAgain(early.controls.buttons.get(index), allButtons, index);
    if (!button) return [];
    const at = early.pressedAt.get(index);
    if (at !== undefined) pressTimes.set(button, at);
    return [button];
  });
  const allSelects = selects();
  const choices = [...early.chosen].flatMap(([index, value]) => {
    const select = foundAgain(early.controls.selects.get(index), allSelects, index);
    if (!select) return [];
    select.removeAttribute('aria-busy');
    return [{ select, value }];
  });
  const heldLink = early.link;
  let link = heldLink ? foundAgain(heldLink.anchor, links(), heldLink.index) : undefined;
  const allFields = fields();
  // A task later: an event dispatched while React is still running the hydration's effects reaches no handler.
  setTimeout(() => {
    early.stop();
    // A link pressed in between: found now, as the presses in between are.
    if (!heldLink && early.link) link = foundAgain(early.link.anchor, links(), early.link.index);
    link?.removeAttribute('aria-busy');
    const href = early.link?.href;
    // Pressed in between: held as well, pressed after the rest.
    for (const index of early.held.slice(heldBefore)) {
      const button = foundAgain(early.controls.buttons.get(index), buttons(), index);
      if (!button) continue;
      const at = early.pressedAt.get(index);
      if (at !== undefined) pressTimes.set(button, at);
      pressed.push(button);
    }
    for (const button of pressed) {
      button.removeAttribute('aria-busy');
      delete button.dataset.pending;
    }
    // The text last typed in each field, in between included.
    let typedAgain = false;
    for (const [index, text] of early.typed) {
      const field = foundAgain(early.controls.fields.get(index), allFields, index);
      if (!field?.isConnected || field.disabled) continue;
      typeAgain(field, text);
      typedAgain = true;
    }
    // A press may act on the text just typed again (a task's Add). React renders a typed text at once; a renderer that
    // renders it in a microtask (Preact) has not yet, and the press would add nothing: after a text, presses wait a task.
    if (typedAgain) setTimeout(() => pressAgain(pressed, pressTimes, choices, link, href), 0);
    else pressAgain(pressed, pressTimes, choices, link, href);
  }, 0);
}

/** The replay's last part: the held presses, the choices and the held link, done again in that order. */
function pressAgain(
  pressed: HTMLButtonElement[],
  pressTimes: Map<Element, number>,
  choices: { select: HTMLSelectElement; value: string }[],
  link: HTMLAnchorElement | undefined,
  href: string | undefined,
): void {
  for (const button of pressed) {
    if (!button.isConnected || button.disabled) continue;
    const at = pressTimes.get(button);
    replaying = at === undefined ? null : { button, at };
    try {
      button.click();
    } finally {
      replaying = null;
    }
  }
  for (const { select, value } of choices) {
    if (!select.isConnected || select.disabled) continue;
    // React shows its own value after hydration: choose again, as the visitor did.
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // The router follows the link now (a link that is gone, the browser).
  if (link?.isConnected && link.href === href) link.click();
  else if (href) location.assign(href);
}
