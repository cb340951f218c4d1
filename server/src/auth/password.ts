import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  pw: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15, r=8: ~32 MiB and tens of milliseconds per guess.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEYLEN = 32;
const maxmem = 128 * PARAMS.N * PARAMS.r * 2;

/** `scrypt$N$r$p$salt$hash` (base64url parts), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...PARAMS, maxmem });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), salt, expected.length, { N, r, p, maxmem: 128 * N * r * 2 });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to verify against when the username is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

const WELL_KNOWN = new Set([
  'admin',
  'password',
  'changeme',
  'admin123',
  'password123',
  '12345678',
  '123456789',
  'qwerty123',
  'letmein',
  'pomolo',
  'superuser',
]);

/** Why a password may not be used, or null. Production refuses short and well-known passwords outright. */
export function passwordProblem(password: string, production: boolean): string | null {
  const minLength = production ? 12 : 8;
  if (password.length < minLength) return `The admin password must have at least ${minLength} characters.`;
  if (WELL_KNOWN.has(password.toLowerCase())) return 'That admin password is a well-known default; choose another.';
  return null;
}
