import isEmail from 'validator/lib/isEmail.js';
import { hasLoneSurrogate } from './invisible-text.ts';

/** The longest address stored (RFC 5321's 64 + 1 + 255). */
export const EMAIL_MAX = 320;

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * A deliverable-looking address: RFC 5322 addr-spec as `validator`'s isEmail reads it (one @, a dotted domain with
 * a top-level part, no display name, no IP literal, no spaces or control characters). Refuses
 * `x@y.co?bcc=someone@else.example` and friends (issue 12 item 6, decision 0019).
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX || /\s/.test(email) || hasControlCharacter(email)) return false;
  // Half a surrogate pair is no character at all, and `validator` throws on it (URIError: a 500 the fuzz test found).
  if (hasLoneSurrogate(email)) return false;
  return isEmail(email, {
    allow_display_name: false,
    require_tld: true,
    allow_ip_domain: false,
    domain_specific_validation: false,
  });
}

/**
 * A `mailto:` link that can only ever address `email` (RFC 6068): the local part and domain are percent-encoded, so
 * `?`, `&`, `#`, `%` or a second `@` can never add recipients, headers or a body. The subject, when given, is encoded
 * too. Null for an address that is not valid: show it as text, not as a link.
 */
export function mailtoHref(email: string, opts: { subject?: string } = {}): string | null {
  const address = email.trim();
  if (!isValidEmail(address)) return null;
  const at = address.lastIndexOf('@');
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  const query = opts.subject ? `?subject=${encodeURIComponent(opts.subject)}` : '';
  return `mailto:${local}@${domain}${query}`;
}
