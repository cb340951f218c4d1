import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../../src/auth/password.ts';
import { upsertAdmin } from '../../src/repositories/admin-repository.ts';
import type { Sql } from '../../src/database.ts';
import { renderTrack } from '../../src/media/synth.ts';
import { encodeMp3 } from '../../src/media/mp3.ts';

export const ADMIN_PASSWORD = 'test-admin-passphrase';

/** Creates an admin and logs in through the real endpoint; returns the Cookie header value. */
export async function loginAsAdmin(app: FastifyInstance, sql: Sql, username = 'admin-tester'): Promise<string> {
  await upsertAdmin(sql, username, await hashPassword(ADMIN_PASSWORD));
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: ADMIN_PASSWORD } });
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
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

let mp3Cache: Buffer | undefined;
/** A real 3-second MP3 from the catalogue's synthesiser. */
export function testMp3(): Buffer {
  mp3Cache ??= encodeMp3(renderTrack({ seed: 42, mood: 'chill', bpm: 80, rootMidi: 60, durationSec: 3 }));
  return mp3Cache;
}

/** A PCM WAV of the given length (16-bit stereo, 44.1 kHz) holding a quiet tone. */
export function testWav(seconds: number): Buffer {
  const rate = 44100;
  const frames = Math.round(rate * seconds);
  const data = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000);
    data.writeInt16LE(v, i * 4);
    data.writeInt16LE(v, i * 4 + 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(2, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 4, 28);
  h.writeUInt16LE(4, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

function oggPage(granule: bigint, flags: number, packet: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  header[26] = segments.length;
  return Buffer.concat([header, Buffer.from(segments), packet]);
}

/** The page structure of an Ogg Vorbis stream (identification header, final page's granule position). */
export function testOggVorbis(seconds: number, rate = 48000): Buffer {
  const id = Buffer.alloc(30);
  id[0] = 1;
  id.write('vorbis', 1, 'latin1');
  id[11] = 2;
  id.writeUInt32LE(rate, 12);
  return Buffer.concat([oggPage(0n, 2, id), oggPage(BigInt(Math.round(seconds * rate)), 4, Buffer.alloc(200, 7))]);
}

export async function testPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
}
