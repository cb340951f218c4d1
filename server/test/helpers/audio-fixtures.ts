/** Audio files built byte by byte for upload tests (server and browser journeys alike). */

/**
 * A PCM WAV of the given length (16-bit stereo, 44.1 kHz unless told) holding a quiet tone. Uploads refuse audio
 * under 1 s or 8 kHz.
 */
export function testWav(seconds: number, rate = 44100): Buffer {
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

/** A 16-bit PCM WAV of the given channels (floats in -1..1), for measurements with a known answer. */
export function pcmWav(channels: Float32Array[], rate: number): Buffer {
  const frames = channels[0].length;
  const n = channels.length;
  const data = Buffer.alloc(frames * n * 2);
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < n; c++)
      data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(channels[c][i] * 32768))), (i * n + c) * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(n, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * n * 2, 28);
  h.writeUInt16LE(n * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
