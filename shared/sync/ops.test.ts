import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './encoding.ts';
import { deriveSecrets } from './keys.ts';
import { decryptOp, decryptSnapshot, encryptOp, encryptSnapshot, newOpId, type SyncOp } from './ops.ts';
import { generateSyncKey } from './code.ts';

const op = (): SyncOp => ({
  id: newOpId(),
  device: 'dev1',
  hlc: '00000000001.000000.dev1',
  payload: { set: [{ k: 'task/t1/title', v: 'Write the thesis introduction' }] },
});

describe('encrypted operations', () => {
  it('round-trip, and hide the plaintext', async () => {
    const { contentKey, spaceId } = await deriveSecrets(generateSyncKey());
    const o = op();
    const sealed = await encryptOp(contentKey, spaceId, o);
    expect(sealed.id).toBe(o.id);
    expect(sealed.body).not.toContain('thesis');
    expect(new TextDecoder().decode(fromBase64Url(sealed.body)!)).not.toContain('thesis');
    expect(await decryptOp(contentKey, spaceId, sealed)).toEqual(o);
  });

  it('refuse any altered byte, a truncated body, another id, another space or another key', async () => {
    const { contentKey, spaceId } = await deriveSecrets(generateSyncKey());
    const other = await deriveSecrets(generateSyncKey());
    const sealed = await encryptOp(contentKey, spaceId, op());
    const bytes = fromBase64Url(sealed.body)!;
    for (let i = 0; i < bytes.length; i += 7) {
      const tampered = Uint8Array.from(bytes);
      tampered[i] ^= 0x40;
      expect(await decryptOp(contentKey, spaceId, { ...sealed, body: toBase64Url(tampered) })).toBeNull();
    }
    expect(await decryptOp(contentKey, spaceId, { ...sealed, body: sealed.body.slice(0, -4) })).toBeNull();
    expect(await decryptOp(contentKey, spaceId, { ...sealed, body: '' })).toBeNull();
    expect(await decryptOp(contentKey, spaceId, { ...sealed, body: '!!' })).toBeNull();
    expect(await decryptOp(contentKey, spaceId, { ...sealed, id: newOpId() })).toBeNull();
    expect(await decryptOp(contentKey, other.spaceId, sealed)).toBeNull();
    expect(await decryptOp(other.contentKey, spaceId, sealed)).toBeNull();
  });

  it('seal a snapshot to its sequence number', async () => {
    const { contentKey, spaceId } = await deriveSecrets(generateSyncKey());
    const state = { sessions: { '1': { completedAt: 1, minutes: 25 } }, reg: {} };
    const body = await encryptSnapshot(contentKey, spaceId, 12, state);
    expect(await decryptSnapshot(contentKey, spaceId, 12, body)).toEqual(state);
    expect(await decryptSnapshot(contentKey, spaceId, 13, body)).toBeNull();
  });
});
