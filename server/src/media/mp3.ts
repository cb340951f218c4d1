import { Mp3Encoder } from '@breezystack/lamejs';
import type { Pcm } from './pcm.ts';

const FRAME = 1152;

function toInt16(src: Float32Array): Int16Array {
  const out = new Int16Array(src.length);
  for (let i = 0; i < src.length; i++) {
    const x = src[i];
    // NaN fails both comparisons and lands on 0.
    const c = x > 1 ? 1 : x < -1 ? -1 : x === x ? x : 0;
    out[i] = c < 0 ? Math.round(c * 0x8000) : Math.round(c * 0x7fff);
  }
  return out;
}

/**
 * Encodes stereo float PCM (-1..1) as a CBR MPEG-1 Layer III stream (no ID3 or Xing tag).
 * At 44.1 kHz keep kbps >= 96: below that LAME picks a lower MPEG-2 sample rate on its own.
 */
export function encodeMp3(pcm: Pcm, kbps = 128): Buffer {
  if (pcm.left.length !== pcm.right.length) throw new Error('encodeMp3: channel lengths differ');
  const left = toInt16(pcm.left);
  const right = toInt16(pcm.right);
  const encoder = new Mp3Encoder(2, pcm.sampleRate, kbps);
  const chunks: Buffer[] = [];
  const push = (data: Uint8Array | Int8Array): void => {
    if (data.length > 0) chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  };
  for (let i = 0; i < left.length; i += FRAME) {
    push(encoder.encodeBuffer(left.subarray(i, i + FRAME), right.subarray(i, i + FRAME)));
  }
  push(encoder.flush());
  return Buffer.concat(chunks);
}
