import { describe, expect, it } from 'vitest';
import { hasVisibleText, neutraliseInvisible } from './invisible-text.ts';
import { validateContact, validateRecommendation } from './validation.ts';

const RLO = '\u202E';
const ZWSP = '\u200B';

/** Issue 25: right-to-left overrides and zero-width characters in visitor messages. */
describe('invisible characters in visitor messages', () => {
  it('counts only what a reader can see', () => {
    for (const text of ['', '   ', RLO, `${ZWSP}${ZWSP}`, `\u2066\u200D\u2069\uFEFF\u2060 \u00AD`, '\u3164'])
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['a', `${RLO}gnp.exe`, '👍', 'سلام', `${ZWSP}ok`]) expect(hasVisibleText(text)).toBe(true);
  });

  it('shows bidi controls as markers in the admin display, so they reorder and hide nothing', () => {
    expect(neutraliseInvisible(`Great music ${RLO}gnp.exe`)).toBe('Great music [U+202E]gnp.exe');
    expect(neutraliseInvisible('a\u2066b\u2069c\u200Fd')).toBe('a[U+2066]b[U+2069]c[U+200F]d');
    expect(neutraliseInvisible(`pay${ZWSP}pal\uFEFF`)).toBe('paypal');
    // Legitimate joiners stay: an emoji family, Persian with a ZWNJ.
    expect(neutraliseInvisible('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(neutraliseInvisible('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    const out = neutraliseInvisible(`${RLO}${ZWSP}x\u202A\u202B\u202C\u202D\u2067\u2068\u200E\u061C`);
    expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u200E\u200F\u061C]/);
  });

  it('refuses a recommendation or a contact message of only invisible characters, with its own message', () => {
    expect(validateRecommendation(`${RLO}${ZWSP} \u2069`)).toEqual({
      ok: false,
      code: 'RECOMMENDATION_INVISIBLE',
      error: 'Your message has no visible text: please write a message.',
    });
    expect(validateRecommendation(`${RLO}More jazz`)).toEqual({ ok: true, message: `${RLO}More jazz` });
    const contact = { inquiryType: 'general', name: 'Ada', email: 'ada@example.com', message: `${ZWSP}${ZWSP}` };
    expect(validateContact(contact).errors).toEqual({ message: 'CONTACT_MESSAGE_INVISIBLE' });
    expect(validateContact({ ...contact, name: RLO, message: 'Hello' }).errors).toEqual({ name: 'CONTACT_NAME' });
  });
});
