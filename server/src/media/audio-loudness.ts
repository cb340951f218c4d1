// Measures a stored audio file's loudness: the file is read in small chunks, each decoded (WebAssembly builds of
// mpg123, libvorbis and libopus from the wasm-audio-decoders project; WAV here) and fed to the streaming meter, so
// memory stays bounded whatever the length, and the event loop gets a turn between chunks. Decision 0047.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { MPEGDecoder } from 'mpg123-decoder';
import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { OggOpusDecoder } from 'ogg-opus-decoder';
import type { AudioKind } from './audio-probe.ts';
import { createLoudnessMeter, type LoudnessMeter, type LoudnessResult } from './loudness.ts';

const CHUNK_BYTES = 32 * 1024;

interface DecodedChunk {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
}

/** A streaming decoder: bytes in, PCM out, then whatever it still holds at the end. */
type MaybeChunk = DecodedChunk | undefined;
interface ChunkDecoder {
  decode(bytes: Uint8Array): MaybeChunk | Promise<MaybeChunk>;
  flush(): MaybeChunk | Promise<MaybeChunk>;
  free(): void;
}

async function mp3Decoder(): Promise<ChunkDecoder> {
  const d = new MPEGDecoder();
  await d.ready;
  return { decode: (b) => d.decode(b), flush: () => undefined, free: () => d.free() };
}

async function oggDecoder(first: Uint8Array): Promise<ChunkDecoder> {
  // The first page's packet names the codec ("\x01vorbis" or "OpusHead"), as the probe read it.
  const head = Buffer.from(first.subarray(0, 128)).toString('latin1');
  if (head.includes('OpusHead')) {
    const d = new OggOpusDecoder();
    await d.ready;
    return { decode: (b) => d.decode(b), flush: () => d.flush(), free: () => d.free() };
  }
  const d = new OggVorbisDecoder();
  await d.ready;
  return { decode: (b) => d.decode(b), flush: () => d.flush(), free: () => d.free() };
}

/** WAV: PCM (8/16/24/32-bit integers) and IEEE float (32/64-bit), plain or WAVE_FORMAT_EXTENSIBLE. */
function wavDecoder(): ChunkDecoder {
  let header: Buffer = Buffer.alloc(0);
  let format: { channels: number; sampleRate: number; bytes: number; float: boolean } | null = null;
  let dataLeft = 0;
  let carry: Buffer = Buffer.alloc(0);

  function parseHeader(): void {
    let i = 12;
    let fmt: typeof format = null;
    while (i + 8 <= header.length) {
      const id = header.toString('latin1', i, i + 4);
      const len = header.readUInt32LE(i + 4);
      if (id === 'fmt ') {
        if (i + 8 + 16 > header.length) return;
        let tag = header.readUInt16LE(i + 8);
        if (tag === 0xfffe && len >= 40 && i + 8 + 26 <= header.length) tag = header.readUInt16LE(i + 8 + 24);
        const bits = header.readUInt16LE(i + 8 + 14);
        const float = tag === 3;
        if ((tag !== 1 && !float) || (float && bits !== 32 && bits !== 64) || ![8, 16, 24, 32, 64].includes(bits))
          throw new Error(`WAV format ${tag} with ${bits}-bit samples cannot be measured`);
        fmt = {
          channels: header.readUInt16LE(i + 8 + 2),
          sampleRate: header.readUInt32LE(i + 8 + 4),
          bytes: bits / 8,
          float,
        };
      } else if (id === 'data') {
        if (!fmt) throw new Error('WAV data before its format');
        format = fmt;
        dataLeft = len;
        carry = header.subarray(i + 8);
        return;
      }
      i += 8 + len + (len & 1);
    }
  }

  function samples(bytes: Buffer): DecodedChunk | undefined {
    if (!format) return undefined;
    const all = carry.length ? Buffer.concat([carry, bytes]) : bytes;
    const usable = all.subarray(0, Math.min(all.length, dataLeft));
    const frameBytes = format.bytes * format.channels;
    const frames = Math.floor(usable.length / frameBytes);
    carry = usable.subarray(frames * frameBytes);
    dataLeft -= frames * frameBytes;
    const out = Array.from({ length: format.channels }, () => new Float32Array(frames));
    const { bytes: b, float } = format;
    for (let f = 0; f < frames; f++) {
      for (let c = 0; c < format.channels; c++) {
        const at = f * frameBytes + c * b;
        out[c][f] = float
          ? b === 4
            ? usable.readFloatLE(at)
            : usable.readDoubleLE(at)
          : b === 1
            ? (usable[at] - 128) / 128
            : b === 2
              ? usable.readInt16LE(at) / 32768
              : b === 3
                ? usable.readIntLE(at, 3) / 8388608
                : usable.readInt32LE(at) / 2147483648;
      }
    }
    return { channelData: out, samplesDecoded: frames, sampleRate: format.sampleRate };
  }

  return {
    decode(bytes) {
      if (format) return samples(Buffer.from(bytes));
      header = Buffer.concat([header, bytes]);
      parseHeader();
      if (!format && header.length > 1 << 20) throw new Error('WAV header over 1 MB');
      if (!format) return undefined;
      const rest = carry;
      carry = Buffer.alloc(0);
      return samples(rest);
    },
    flush: () => undefined,
    free: () => {},
  };
}

/**
 * Integrated loudness and true peak of an audio file (a path, or a stream from the media store) the upload probe
 * accepted (`kind` is what it found). A mono
 * file is measured as two identical channels: it plays from both speakers, so it sounds 3 dB louder than BS.1770's
 * single-channel reading says (libebur128's "dual mono"). Throws when the file cannot be decoded at all, and
 * `signal`'s reason when it is aborted (checked between chunks).
 */
export async function measureAudioFile(
  file: string | Readable,
  kind: AudioKind,
  signal?: AbortSignal,
): Promise<LoudnessResult> {
  let decoder: ChunkDecoder | undefined;
  let meter: LoudnessMeter | undefined;
  let meterShape = '';
  let samples = 0;
  const feed = (chunk: DecodedChunk | undefined) => {
    if (!chunk || chunk.samplesDecoded === 0 || chunk.channelData.length === 0) return;
    const channels = chunk.channelData.map((ch) => ch.subarray(0, chunk.samplesDecoded));
    const shape = `${chunk.sampleRate}/${channels.length}`;
    if (!meter) {
      meter = createLoudnessMeter(chunk.sampleRate, channels.length === 1 ? 2 : channels.length);
      meterShape = shape;
    } else if (shape !== meterShape) {
      throw new Error(`the stream changes from ${meterShape} to ${shape} (sample rate / channels)`);
    }
    meter.push(channels.length === 1 ? [channels[0], channels[0]] : channels);
    samples += chunk.samplesDecoded;
  };
  const stream = typeof file === 'string' ? fs.createReadStream(file, { highWaterMark: CHUNK_BYTES }) : file;
  try {
    for await (const bytes of stream as AsyncIterable<Buffer>) {
      signal?.throwIfAborted();
      decoder ??= kind === 'mp3' ? await mp3Decoder() : kind === 'ogg' ? await oggDecoder(bytes) : wavDecoder();
      feed(await decoder.decode(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)));
    }
    if (decoder) feed(await decoder.flush());
  } finally {
    stream.destroy();
    decoder?.free();
  }
  if (!meter || samples === 0) throw new Error('no audio could be decoded');
  return meter.result();
}
