import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8 } from './encoding.ts';
import { hlcFromString } from './hlc.ts';
import type { SyncPayload, SyncState } from './merge.ts';
import type { ContentKey } from './keys.ts';

/**
 * Encrypted operations and snapshots. The server sees an op id and an opaque body: base64url of a 12-byte random
 * IV followed by the AES-256-GCM ciphertext and tag. The additional data binds each body to its space and op id,
 * so the server (or anyone) cannot move an op to another space, swap ids, or alter a byte unnoticed.
 */

export const OP_ID_BYTES = 16;
const IV_BYTES = 12;

export interface SyncOp {
  id: string;
  /** The writing device's id (random, per device). */
  device: string;
  /** hlcToString of the writer's clock. */
  hlc: string;
  payload: SyncPayload;
}

export interface SealedOp {
  id: string;
  body: string;
}

export const newOpId = (): string => toBase64Url(randomBytes(OP_ID_BYTES));

async function seal(key: ContentKey, plaintext: string, aad: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const ct = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(aad) },
    key,
    utf8(plaintext),
  );
  const out = new Uint8Array(IV_BYTES + ct.byteLength);
  out.set(iv);
  out.set(new Uint8Array(ct), IV_BYTES);
  return toBase64Url(out);
}

/** The plaintext of a sealed body, or null when it is not one or was altered (or sealed under another key). */
async function open(key: ContentKey, body: string, aad: string): Promise<string | null> {
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length < IV_BYTES + 16) return null;
  try {
    const pt = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: utf8(aad) },
      key,
      bytes.slice(IV_BYTES),
    );
    return fromUtf8(new Uint8Array(pt));
  } catch {
    return null;
  }
}

const opAad = (spaceId: string, id: string) => `pomolo-sync-op|${spaceId}|${id}`;
const snapshotAad = (spaceId: string, upTo: number) => `pomolo-sync-snapshot|${spaceId}|${upTo}`;

export async function encryptOp(key: ContentKey, spaceId: string, op: SyncOp): Promise<SealedOp> {
  return { id: op.id, body: await seal(key, JSON.stringify({ v: 1, ...op }), opAad(spaceId, op.id)) };
}

/** The operation a sealed op holds, or null when it cannot be read: tampered, forged, truncated or malformed. */
export async function decryptOp(key: ContentKey, spaceId: string, sealed: SealedOp): Promise<SyncOp | null> {
  const text = await open(key, sealed.body, opAad(spaceId, sealed.id));
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SyncOp> & { v?: unknown };
    if (value.v !== 1 || value.id !== sealed.id || typeof value.device !== 'string') return null;
    if (typeof value.hlc !== 'string' || !hlcFromString(value.hlc)) return null;
    if (typeof value.payload !== 'object' || value.payload === null) return null;
    const { sessions, set } = value.payload;
    if (sessions !== undefined && !Array.isArray(sessions)) return null;
    if (set !== undefined && !Array.isArray(set)) return null;
    return { id: value.id, device: value.device, hlc: value.hlc, payload: value.payload };
  } catch {
    return null;
  }
}

/** A snapshot: the whole state as of sequence number `upTo`, which lets the server drop the ops it replaces. */
export async function encryptSnapshot(
  key: ContentKey,
  spaceId: string,
  upTo: number,
  state: SyncState,
): Promise<string> {
  return seal(key, JSON.stringify(state), snapshotAad(spaceId, upTo));
}

export async function decryptSnapshot(
  key: ContentKey,
  spaceId: string,
  upTo: number,
  body: string,
): Promise<SyncState | null> {
  const text = await open(key, body, snapshotAad(spaceId, upTo));
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SyncState>;
    if (typeof value.sessions !== 'object' || typeof value.reg !== 'object' || !value.sessions || !value.reg)
      return null;
    return { sessions: value.sessions, reg: value.reg };
  } catch {
    return null;
  }
}
