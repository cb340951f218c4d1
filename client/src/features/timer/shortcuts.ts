import type { TimerCommand } from '#shared/timer.ts';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
}

export interface ShortcutTarget {
  /** Lower-case tag name of the focused element. */
  tagName: string;
  isContentEditable: boolean;
  /** The `type` of an input element. */
  inputType?: string;
  /** ARIA role, if any. */
  role?: string | null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
/** Controls that Space activates by themselves: leave Space to them. */
const SPACE_CONTROLS = new Set(['button', 'a', 'select', 'summary', 'input', 'textarea']);
const SPACE_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'menuitem', 'tab', 'option', 'slider']);

export function isTyping(target: ShortcutTarget): boolean {
  if (target.isContentEditable) return true;
  if (target.tagName === 'textarea' || target.tagName === 'select') return true;
  if (target.tagName === 'input') return TEXT_INPUT_TYPES.has(target.inputType ?? 'text');
  return target.role ? TEXT_ROLES.has(target.role) : false;
}

/**
 * Space starts or pauses, R resets, S skips, B takes a Flowtime break, I logs an interruption — unless a modifier is held, the key repeats, or the
 * user is typing in a field. Space on a focused button (or other control) is that control's own.
 */
export function shortcutCommand(key: ShortcutKey, target: ShortcutTarget): TimerCommand | null {
  if (key.ctrlKey || key.metaKey || key.altKey || key.repeat) return null;
  if (isTyping(target)) return null;
  switch (key.key) {
    case ' ':
    case 'Spacebar':
      if (SPACE_CONTROLS.has(target.tagName) || (target.role && SPACE_ROLES.has(target.role))) return null;
      return { type: 'toggle' };
    case 'r':
    case 'R':
      return { type: 'reset' };
    case 's':
    case 'S':
      return { type: 'skip' };
    case 'i':
    case 'I':
      // Logs an interruption (only during a focus phase that runs or is paused).
      return { type: 'interrupt' };
    case 'b':
    case 'B':
      // Flowtime's "Take a break" (nothing happens in Pomodoro mode).
      return { type: 'take-break' };
    default:
      return null;
  }
}

/** The command for a key pressed on the page: `shortcutCommand` for the event's target (the body when none). */
export function shortcutForEvent(event: KeyboardEvent): TimerCommand | null {
  const element = event.target instanceof Element ? event.target : document.body;
  return shortcutCommand(event, {
    tagName: element.tagName.toLowerCase(),
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    inputType: element instanceof HTMLInputElement ? element.type : undefined,
    role: element.getAttribute('role'),
  });
}
