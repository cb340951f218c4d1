import { describe, expect, it } from 'vitest';
import { shortcutCommand, type ShortcutKey, type ShortcutTarget } from './shortcuts.ts';

const key = (k: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});
const body: ShortcutTarget = { tagName: 'body', isContentEditable: false };

describe('keyboard shortcuts', () => {
  it('Space toggles, R resets, S skips, B takes a Flowtime break, I logs an interruption', () => {
    expect(shortcutCommand(key('b'), body)).toEqual({ type: 'take-break' });
    expect(shortcutCommand(key('B'), body)).toEqual({ type: 'take-break' });
    expect(shortcutCommand(key('i'), body)).toEqual({ type: 'interrupt' });
    expect(shortcutCommand(key('I'), body)).toEqual({ type: 'interrupt' });
    expect(shortcutCommand(key(' '), body)).toEqual({ type: 'toggle' });
    expect(shortcutCommand(key('r'), body)).toEqual({ type: 'reset' });
    expect(shortcutCommand(key('R'), body)).toEqual({ type: 'reset' });
    expect(shortcutCommand(key('s'), body)).toEqual({ type: 'skip' });
    expect(shortcutCommand(key('S'), body)).toEqual({ type: 'skip' });
    expect(shortcutCommand(key('x'), body)).toBeNull();
  });

  it('does nothing while typing in a field', () => {
    const fields: ShortcutTarget[] = [
      { tagName: 'input', isContentEditable: false, inputType: 'text' },
      { tagName: 'input', isContentEditable: false, inputType: 'search' },
      { tagName: 'textarea', isContentEditable: false },
      { tagName: 'select', isContentEditable: false },
      { tagName: 'div', isContentEditable: true },
      { tagName: 'div', isContentEditable: false, role: 'textbox' },
    ];
    for (const target of fields) {
      for (const k of [' ', 'r', 's'])
        expect(shortcutCommand(key(k), target), `${k} in ${JSON.stringify(target)}`).toBeNull();
    }
  });

  it('R and S still work on a focused button or slider; Space is left to the control', () => {
    const button: ShortcutTarget = { tagName: 'button', isContentEditable: false };
    const range: ShortcutTarget = { tagName: 'input', isContentEditable: false, inputType: 'range' };
    expect(shortcutCommand(key(' '), button)).toBeNull();
    expect(shortcutCommand(key(' '), range)).toBeNull();
    expect(shortcutCommand(key('r'), button)).toEqual({ type: 'reset' });
    expect(shortcutCommand(key('s'), range)).toEqual({ type: 'skip' });
  });

  it('ignores modified and repeated keys', () => {
    expect(shortcutCommand(key('r', { ctrlKey: true }), body)).toBeNull();
    expect(shortcutCommand(key('r', { metaKey: true }), body)).toBeNull();
    expect(shortcutCommand(key('s', { altKey: true }), body)).toBeNull();
    expect(shortcutCommand(key(' ', { repeat: true }), body)).toBeNull();
  });
});
