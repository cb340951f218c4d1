import { toBase64Url, utf8 } from './encoding.ts';
import type { SyncKey } from './code.ts';

/**
 * What a device derives from the sync key with HKDF-SHA-256 (WebCrypto: the same in browsers and Node):
 * - the space id, which names the synced space on the server (stored there only as a hash);
 * - the write token, which every request carries (stored there only as a hash);
 * - the AES-256-GCM content key, which never leaves the devices.
 * Distinct `info` strings make the three independent: knowing the id and token tells nothing about the content key.
 */
/** WebCrypto's key type, named without the DOM library (shared/ is type-checked for Node and browsers). */
export type ContentKey = Awaited<ReturnType<SubtleCrypto['deriveKey']>>;
type SubtleCrypto = typeof globalThis.crypto.subtle;

export const HKDF_SALT = 'pomolo-sync-v1';
export const INFO_SPACE_ID = 'pomolo sync space id';
export const INFO_WRITE_TOKEN = 'pomolo sync write token';
export const INFO_CONTENT_KEY = 'pomolo sync content key';

export interface SyncSecrets {
  /** base64url of 32 derived bytes (43 characters). */
  spaceId: string;
  /** base64url of 32 derived bytes (43 characters). */
  writeToken: string;
  contentKey: ContentKey;
}

async function hkdfBits(base: ContentKey, info: string): Promise<Uint8Array<ArrayBuffer>> {
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8(HKDF_SALT), info: utf8(info) },
    base,
    256,
  );
  return new Uint8Array(bits);
}

export async function deriveSecrets(key: SyncKey): Promise<SyncSecrets> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', key, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const [id, token] = await Promise.all([hkdfBits(base, INFO_SPACE_ID), hkdfBits(base, INFO_WRITE_TOKEN)]);
  const contentKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8(HKDF_SALT), info: utf8(INFO_CONTENT_KEY) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { spaceId: toBase64Url(id), writeToken: toBase64Url(token), contentKey };
}

/** The content key's raw bytes, for test vectors only (the real key is derived non-extractable). */
export async function deriveContentKeyBytes(key: SyncKey): Promise<Uint8Array<ArrayBuffer>> {
  const base = await globalThis.crypto.subtle.importKey('raw', key, 'HKDF', false, ['deriveBits']);
  return hkdfBits(base, INFO_CONTENT_KEY);
}
