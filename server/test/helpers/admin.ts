import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../../src/auth/password.ts';
import { upsertAdmin } from '../../src/repositories/admin-repository.ts';
import type { Sql } from '../../src/database.ts';
import { renderTrack } from '../../src/catalogue/arrangement.ts';
import { encodeMp3 } from '../../src/media/mp3.ts';

export { testWav, testOggVorbis } from './audio-fixtures.ts';

export const ADMIN_PASSWORD = 'test-admin-passphrase';

/**
 * Creates the admin (or resets its password, which ends its earlier sessions cleanly, so a test file that signs in
 * again never piles up sessions) and logs in through the real endpoint; returns the Cookie header value.
 */
export async function loginAsAdmin(app: FastifyInstance, sql: Sql, username = 'admin-tester'): Promise<string> {
  await upsertAdmin(sql, username, await hashPassword(ADMIN_PASSWORD));
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const raw = res.headers['set-cookie'];
  return String(Array.isArray(raw) ? raw[0] : raw).split(';')[0];
}

export type Part = [name: string, value: string] | [name: string, data: Buffer, fileName: string, type?: string];

/** A multipart/form-data body built by the platform's own FormData serialiser, parts in the given order. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p[1] === 'string') form.append(p[0], p[1]);
    else form.append(p[0], new Blob([p[1]], { type: p[3] ?? 'application/octet-stream' }), p[2]);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

// Encoded once when the helper loads (the encoder is asynchronous), so that testMp3() stays synchronous.
const mp3Fixture = await encodeMp3(
  await renderTrack({ seed: 42, mood: 'chill', bpm: 80, rootMidi: 60, durationSec: 3 }),
);
/** A real 3-second MP3 from the catalogue's synthesiser. */
export function testMp3(): Buffer {
  return mp3Fixture;
}

export async function testPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}
