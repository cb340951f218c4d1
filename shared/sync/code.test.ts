import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  codeToKey,
  generateSyncKey,
  keyFromFragment,
  keyToCode,
  keyToLink,
} from './code.ts';
import { fromBase64Url, toBase64Url } from './encoding.ts';

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i);

describe('the sync key', () => {
  it('is 256 random bits', () => {
    const a = generateSyncKey();
    expect(a).toHaveLength(32);
    expect(toBase64Url(a)).not.toBe(toBase64Url(generateSyncKey()));
  });

  it('reads as 14 groups of four capitals and digits, the same every time', async () => {
    const code = await keyToCode(KEY);
    expect(code).toMatch(/^([2-9A-HJ-NP-Z]{4}-){13}[2-9A-HJ-NP-Z]{4}$/);
    expect(code.replace(/-/g, '')).toHaveLength(CODE_LENGTH);
    expect(code).toBe('222J-62S6-2N52-G42B-3A7J-S5AG-3WA3-46JM-4JCK-E7SS-56F3-Q92X-5SHJ-EE8W');
  });

  it('gives the key back from its code, whatever the case, spaces and dashes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), async (bytes) => {
        const key = Uint8Array.from(bytes);
        const code = await keyToCode(key);
        const typed = code.toLowerCase().replace(/-/g, ' ');
        const back = await codeToKey(typed);
        expect(back.ok && toBase64Url(back.key)).toBe(toBase64Url(key));
      }),
      { numRuns: 50 },
    );
  });

  it('catches every one-character typo and says what is wrong', async () => {
    const code = (await keyToCode(KEY)).replace(/-/g, '');
    let caught = 0;
    for (let i = 0; i < code.length; i++) {
      const other = CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[i]) + 7) % 32];
      const result = await codeToKey(code.slice(0, i) + other + code.slice(i + 1));
      if (!result.ok && result.problem === 'checksum') caught += 1;
    }
    expect(caught).toBe(code.length);
    expect(await codeToKey(code.slice(1))).toEqual({ ok: false, problem: 'length' });
    expect(await codeToKey(`${code.slice(1)}O`)).toEqual({ ok: false, problem: 'character' });
  });

  it('travels in a link fragment only', () => {
    const link = keyToLink(KEY, 'https://pomolo.example', '/fr');
    const url = new URL(link);
    expect(url.pathname).toBe('/fr/sync');
    expect(url.search).toBe('');
    expect(toBase64Url(keyFromFragment(url.hash)!)).toBe(toBase64Url(KEY));
    expect(toBase64Url(keyFromFragment(link)!)).toBe(toBase64Url(KEY));
    expect(keyFromFragment('#abc')).toBeNull();
    expect(keyFromFragment(`#${toBase64Url(KEY).slice(0, 42)}`)).toBeNull();
  });

  it('base64url round-trips and refuses what is not one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        expect([...fromBase64Url(toBase64Url(bytes))!]).toEqual([...bytes]);
      }),
    );
    expect(fromBase64Url('a')).toBeNull();
    expect(fromBase64Url('ab+/')).toBeNull();
    expect(fromBase64Url('AB')).toBeNull(); // non-zero leftover bits
  });
});
