import { describe, expect, it } from 'vitest';
import { recommendationFormView } from './form-state.ts';

describe('recommendationFormView', () => {
  it('counts every character typed, against a maximum of 2000', () => {
    expect(recommendationFormView('', false, false)).toMatchObject({ count: 0, max: 2000 });
    expect(recommendationFormView('Dark mode for the player, please', false, true).count).toBe(32);
    // The counter follows the textarea, which counts spaces too.
    expect(recommendationFormView('  hi  ', false, true).count).toBe(6);
  });

  it('warns only above 1800 characters', () => {
    expect(recommendationFormView('a'.repeat(1800), false, true).nearLimit).toBe(false);
    expect(recommendationFormView('a'.repeat(1801), false, true).nearLimit).toBe(true);
    expect(recommendationFormView('a'.repeat(2000), false, true).nearLimit).toBe(true);
  });

  it('cannot send a blank or whitespace-only message, and says so once the visitor has typed', () => {
    expect(recommendationFormView('', false, false)).toMatchObject({ canSend: false, problem: null });
    expect(recommendationFormView('', false, true)).toMatchObject({ canSend: false, problem: 'blank' });
    expect(recommendationFormView(' \n\t ', false, true)).toMatchObject({ canSend: false, problem: 'blank' });
  });

  it('can send 1 to 2000 characters after trimming', () => {
    expect(recommendationFormView('x', false, true)).toMatchObject({ canSend: true, problem: null });
    expect(recommendationFormView(`  ${'a'.repeat(2000)}  `, false, true)).toMatchObject({
      canSend: true,
      problem: null,
    });
  });

  it('refuses more than 2000 characters', () => {
    expect(recommendationFormView('a'.repeat(2001), false, true)).toMatchObject({
      canSend: false,
      problem: 'too-long',
      nearLimit: true,
    });
  });

  it('cannot send while a message is being sent', () => {
    expect(recommendationFormView('A good idea', true, true).canSend).toBe(false);
  });

  it('cannot send a message of only invisible characters, and says why (issue 25)', () => {
    expect(recommendationFormView('\u202E\u200B\u2069', false, true)).toMatchObject({
      canSend: false,
      problem: 'invisible',
    });
    expect(recommendationFormView('\u202EMore jazz', false, true)).toMatchObject({ canSend: true, problem: null });
  });
});
