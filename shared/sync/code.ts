import { fromBase64Url, randomBytes, sha256, toBase64Url } from './encoding.ts';

/**
 * The sync key (256 random bits) and the two forms a person carries it in: a link whose fragment holds the key
 * (`/sync#…`: browsers never send a fragment to the server) and a typed code in groups of four capitals and digits
 * (`K7QF-2M9X-…`), easy to read aloud, whose last group is a checksum so a typo is caught before anything is sent.
 */

export const SYNC_KEY_BYTES = 32;
/** Capitals and digits without the look-alikes 0/O and 1/I: 32 symbols, 5 bits each. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const KEY_CHARS = Math.ceil((SYNC_KEY_BYTES * 8) / 5); // 52
const CHECK_CHARS = 4;
export const CODE_LENGTH = KEY_CHARS + CHECK_CHARS; // 56: 14 groups of 4
export const SYNC_PATH = '/sync';

export type SyncKey = Uint8Array<ArrayBuffer>;

export function generateSyncKey(): SyncKey {
  return randomBytes(SYNC_KEY_BYTES);
}

function toSymbols(bytes: Uint8Array, count: number): string {
  let out = '';
  let acc = 0n;
  for (const b of bytes) acc = (acc << 8n) | BigInt(b);
  const totalBits = BigInt(count * 5);
  acc <<= totalBits - BigInt(bytes.length * 8);
  for (let i = count - 1; i >= 0; i--) out += CODE_ALPHABET[Number((acc >> BigInt(i * 5)) & 31n)];
  return out;
}

async function checksum(key: SyncKey): Promise<string> {
  return toSymbols((await sha256(key)).slice(0, 3), CHECK_CHARS).slice(0, CHECK_CHARS);
}

/** The typed code: 14 groups of 4 separated by dashes, the last group a checksum of the key. */
export async function keyToCode(key: SyncKey): Promise<string> {
  const symbols = toSymbols(key, KEY_CHARS) + (await checksum(key));
  return symbols.match(/.{4}/g)!.join('-');
}

export type CodeProblem = 'length' | 'character' | 'checksum';

/**
 * The key a typed code stands for. Case, spaces and dashes do not matter. A wrong length, a character outside the
 * alphabet or a checksum that does not match (a typo) gives the problem instead.
 */
export async function codeToKey(
  code: string,
): Promise<{ ok: true; key: SyncKey } | { ok: false; problem: CodeProblem }> {
  const symbols = code.toUpperCase().replace(/[\s-]+/g, '');
  if ([...symbols].some((c) => !CODE_ALPHABET.includes(c))) return { ok: false, problem: 'character' };
  if (symbols.length !== CODE_LENGTH) return { ok: false, problem: 'length' };
  let acc = 0n;
  for (const c of symbols.slice(0, KEY_CHARS)) acc = (acc << 5n) | BigInt(CODE_ALPHABET.indexOf(c));
  const spare = BigInt(KEY_CHARS * 5 - SYNC_KEY_BYTES * 8);
  if ((acc & ((1n << spare) - 1n)) !== 0n) return { ok: false, problem: 'checksum' };
  acc >>= spare;
  const key = new Uint8Array(SYNC_KEY_BYTES);
  for (let i = SYNC_KEY_BYTES - 1; i >= 0; i--) {
    key[i] = Number(acc & 255n);
    acc >>= 8n;
  }
  if ((await checksum(key)) !== symbols.slice(KEY_CHARS)) return { ok: false, problem: 'checksum' };
  return { ok: true, key };
}

/** The link that pairs a device: `origin/sync#<key>` (the key only in the fragment). */
export function keyToLink(key: SyncKey, origin: string, localePrefix = ''): string {
  return `${origin}${localePrefix}${SYNC_PATH}#${toBase64Url(key)}`;
}

/** The key in a link's fragment (or a bare fragment), or null when it holds none. */
export function keyFromFragment(hashOrLink: string): SyncKey | null {
  const hash = hashOrLink.includes('#') ? hashOrLink.slice(hashOrLink.indexOf('#') + 1) : hashOrLink;
  const bytes = fromBase64Url(hash.trim());
  return bytes && bytes.length === SYNC_KEY_BYTES ? bytes : null;
}
