import { describe, expect, it } from 'vitest';
import { isValidEmail, mailtoHref } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['ada@example.com', 'first.last+tag@sub.example.co.uk', "o'neil@example.ie", 'x@y.co']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });

  it('refuses addresses that smuggle extra recipients or headers, and malformed ones', () => {
    for (const bad of [
      'x@y.co?bcc=someone@else.example',
      'x@y.co&cc=someone@else.example',
      'x@y.co,someone@else.example',
      'x@y.co%0Abcc:someone@else.example',
      'x@y.co\nbcc: someone@else.example',
      'Ada <ada@example.com>',
      'ada@example',
      'ada@[127.0.0.1]',
      'ada@@example.com',
      'a da@example.com',
      '@example.com',
      'ada@',
      'ada@exa_mple.com',
      `${'a'.repeat(310)}@example.com`,
      // Half a surrogate pair (validator's isEmail threw on these).
      '\udfff\ud800',
      'ada\ud800@example.com',
      'ada@exa\udc00mple.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe('mailtoHref', () => {
  it('builds a link to exactly that address', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref(' ada@example.com ')).toBe('mailto:ada@example.com');
    expect(mailtoHref('first.last+tag@example.com', { subject: 'Re: your message & more?' })).toBe(
      'mailto:first.last%2Btag@example.com?subject=Re%3A%20your%20message%20%26%20more%3F',
    );
  });

  it('percent-encodes characters that would start a query or fragment in a valid local part', () => {
    const href = mailtoHref('x?bcc=evil#frag@example.com')!;
    expect(href).toBe('mailto:x%3Fbcc%3Devil%23frag@example.com');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('is null for an address that is not valid (stored before validation was strict)', () => {
    expect(mailtoHref('x@y.co?bcc=someone@else.example')).toBeNull();
    expect(mailtoHref('javascript:alert(1)//@example.com')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });
});
