import { describe, expect, it } from 'vitest';
import { launchAction, startFocusCommands, withoutLaunchParam } from './launch.ts';

describe('launchAction', () => {
  it('reads the manifest shortcuts', () => {
    expect(launchAction('?start=focus', '')).toBe('start-focus');
    expect(launchAction('start=focus&utm_source=homescreen', '')).toBe('start-focus');
    expect(launchAction('', '#music')).toBe('music');
    expect(launchAction('?x=1', 'music')).toBe('music');
  });

  it('is null for anything else', () => {
    expect(launchAction('', '')).toBeNull();
    expect(launchAction('?start=break', '#musical')).toBeNull();
  });
});

describe('withoutLaunchParam', () => {
  it('drops only `start`', () => {
    expect(withoutLaunchParam('?start=focus')).toBe('');
    expect(withoutLaunchParam('?start=focus&utm_source=pwa')).toBe('?utm_source=pwa');
    expect(withoutLaunchParam('')).toBe('');
  });
});

describe('startFocusCommands', () => {
  it('starts a waiting or paused focus phase', () => {
    expect(startFocusCommands({ phase: 'focus', status: 'idle' })).toEqual([{ type: 'start' }]);
    expect(startFocusCommands({ phase: 'focus', status: 'paused' })).toEqual([{ type: 'start' }]);
  });

  it('leaves a running or just-ended focus phase alone', () => {
    expect(startFocusCommands({ phase: 'focus', status: 'running' })).toEqual([]);
    expect(startFocusCommands({ phase: 'focus', status: 'ended' })).toEqual([]);
  });

  it('goes back to focus from a break, then starts', () => {
    for (const status of ['idle', 'running', 'paused', 'ended'] as const) {
      expect(startFocusCommands({ phase: 'break', status })).toEqual([{ type: 'reset' }, { type: 'start' }]);
    }
  });
});
