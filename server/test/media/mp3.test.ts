import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../src/media/mp3.ts';
import { renderTrack } from '../../src/catalogue/arrangement.ts';
import { renderBell } from '../../src/catalogue/bell.ts';

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44100, 48000, 32000];

interface Frame {
  version: number;
  layer: number;
  kbps: number;
  sampleRate: number;
  channelMode: number;
  length: number;
}

function parseHeader(buf: Buffer, at: number): Frame | null {
  if (at + 4 > buf.length || buf[at] !== 0xff || (buf[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (buf[at + 1] >> 3) & 3; // 3 = MPEG-1
  const layer = (buf[at + 1] >> 1) & 3; // 1 = Layer III
  const kbps = MPEG1_L3_KBPS[buf[at + 2] >> 4] ?? 0;
  const sampleRate = MPEG1_RATES[(buf[at + 2] >> 2) & 3] ?? 0;
  const padding = (buf[at + 2] >> 1) & 1;
  const channelMode = buf[at + 3] >> 6;
  if (version !== 3 || layer !== 1 || !kbps || !sampleRate) return null;
  return { version, layer, kbps, sampleRate, channelMode, length: Math.floor((144000 * kbps) / sampleRate) + padding };
}

/** Skips an ID3v2 tag if there is one and returns the offset of the first frame. */
function firstFrame(buf: Buffer): number {
  if (buf.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((buf[6] & 0x7f) << 21) | ((buf[7] & 0x7f) << 14) | ((buf[8] & 0x7f) << 7) | (buf[9] & 0x7f);
    return 10 + size;
  }
  return 0;
}

const durationSec = 5;
const pcm = await renderTrack({ seed: 11, mood: 'focus', bpm: 84, rootMidi: 62, durationSec });
const mp3 = await encodeMp3(pcm);

describe('encodeMp3', () => {
  it('starts with an MPEG-1 Layer III, 128 kbps, 44.1 kHz stereo frame', () => {
    const start = firstFrame(mp3);
    const h = parseHeader(mp3, start);
    expect(h).not.toBeNull();
    expect(h!.version).toBe(3);
    expect(h!.layer).toBe(1);
    expect(h!.kbps).toBe(128);
    expect(h!.sampleRate).toBe(44100);
    expect(h!.channelMode).not.toBe(3); // not mono
  });

  it('is a constant-bitrate chain of frames covering the duration', () => {
    let at = firstFrame(mp3);
    let frames = 0;
    while (at < mp3.length) {
      const h = parseHeader(mp3, at);
      if (!h) throw new Error(`no frame header at byte ${at}`);
      expect(h.kbps).toBe(128);
      at += h.length;
      frames++;
    }
    expect(at).toBe(mp3.length);
    const seconds = (frames * 1152) / 44100;
    expect(seconds).toBeGreaterThanOrEqual(durationSec);
    expect(seconds).toBeLessThan(durationSec + 0.2);
  });

  it('has the byte length of 128 kbps CBR (±5%)', () => {
    const expected = (durationSec * 128000) / 8;
    expect(Math.abs(mp3.length - expected) / expected).toBeLessThan(0.05);
  });

  it('is deterministic and honours the bitrate argument', async () => {
    // Same samples, same bytes: the generated catalogue is cached by its inputs and shipped byte for byte.
    expect((await encodeMp3(pcm)).equals(mp3)).toBe(true);
    // A fresh copy of the samples too (the encoder must not depend on the buffers' identity or on earlier calls).
    const copy = { sampleRate: pcm.sampleRate, left: pcm.left.slice(), right: pcm.right.slice() };
    expect((await encodeMp3(copy)).equals(mp3)).toBe(true);
    // (Below ~96 kbps LAME resamples to MPEG-2 rates by itself, so compare with a higher rate.)
    const high = await encodeMp3(renderBell(), 192);
    expect(parseHeader(high, firstFrame(high))?.kbps).toBe(192);
  });

  it('clamps out-of-range and NaN samples instead of wrapping', async () => {
    const n = 44100;
    const left = new Float32Array(n).fill(3);
    const right = new Float32Array(n).fill(Number.NaN);
    const out = await encodeMp3({ sampleRate: 44100, left, right });
    expect(parseHeader(out, firstFrame(out))).not.toBeNull();
  });
});
