import { describe, expect, it } from 'vitest';
import { deriveContentKeyBytes, deriveSecrets } from './keys.ts';
import { toHex } from './encoding.ts';

// Vectors: HKDF-SHA-256 (RFC 5869) of the key 00 01 … 1f, salt "pomolo-sync-v1", each info string; computed with
// Node's crypto.hkdfSync (OpenSSL), an implementation independent of the WebCrypto calls under test.
const KEY = Uint8Array.from({ length: 32 }, (_, i) => i);

describe('key derivation', () => {
  it('derives the space id, write token and content key of the test vectors', async () => {
    const secrets = await deriveSecrets(KEY);
    expect(secrets.spaceId).toBe('my_AeuvRm_kG_y-jN4vFbX-ZzT3ueLTJGcXFva_smAM');
    expect(secrets.writeToken).toBe('wBx9k4KBIAMIqiLz7A01pHpRjeWq-m51cRIJI065WcU');
    expect(toHex(await deriveContentKeyBytes(KEY))).toBe(
      '181e6678ba5fd43b90ddb2608e719bfcaafda48c5555e612c080add125fb0c0d',
    );
  });

  it('keeps the content key inside WebCrypto', async () => {
    const { contentKey } = await deriveSecrets(KEY);
    expect(contentKey.extractable).toBe(false);
    expect(contentKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('gives another space for another key (one bit apart)', async () => {
    const other = Uint8Array.from(KEY);
    other[31] ^= 1;
    const [a, b] = await Promise.all([deriveSecrets(KEY), deriveSecrets(other)]);
    expect(a.spaceId).not.toBe(b.spaceId);
    expect(a.writeToken).not.toBe(b.writeToken);
  });
});
