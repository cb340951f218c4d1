import fs from 'node:fs/promises';
import {
  AUDIO_MAX_SECONDS,
  AUDIO_MIN_SAMPLE_RATE,
  AUDIO_MIN_SECONDS,
  AUDIO_RATE_TOO_LOW,
  AUDIO_TOO_LONG,
  AUDIO_TOO_SHORT,
  AUDIO_TRUNCATED,
  NOT_AUDIO,
} from '#shared/admin.ts';

export type AudioKind = 'mp3' | 'wav' | 'ogg';

export const AUDIO_MIME: Record<AudioKind, 'audio/mpeg' | 'audio/wav' | 'audio/ogg'> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

export interface AudioInfo {
  kind: AudioKind;
  mime: (typeof AUDIO_MIME)[AudioKind];
  durationSeconds: number;
  /** Samples a second, as the header says. */
  sampleRate: number;
}

/** How long a stream plays and at what sample rate, as its headers say. */
interface Timing {
  seconds: number;
  sampleRate: number;
}

/** Why a file is refused: `message` for the log, `userMessage` (one of shared/admin.ts's texts) for the admin. */
export class AudioProbeError extends Error {
  constructor(
    message: string,
    public readonly userMessage: string = NOT_AUDIO,
  ) {
    super(message);
  }
}

const truncated = (what: string) => new AudioProbeError(`${what} ends inside its header`, AUDIO_TRUNCATED);

// MPEG-1/2/2.5 Layer III bitrates (kbps) and sample rates.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

interface MpegFrame {
  size: number;
  samples: number;
  sampleRate: number;
  versionBits: number;
  channelMode: number;
}

function parseMpegHeader(b: Buffer, i: number): MpegFrame | null {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (b[i + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layerBits = (b[i + 1] >> 1) & 3; // 1 = Layer III
  if (versionBits === 1 || layerBits !== 1) return null;
  const bitrateIdx = b[i + 2] >> 4;
  const rateIdx = (b[i + 2] >> 2) & 3;
  if (bitrateIdx === 0 || bitrateIdx === 15 || rateIdx === 3) return null;
  const padding = (b[i + 2] >> 1) & 1;
  const kbps = (versionBits === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIdx];
  const sampleRate = SAMPLE_RATES[versionBits][rateIdx];
  const samples = versionBits === 3 ? 1152 : 576;
  const size = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { size, samples, sampleRate, versionBits, channelMode: b[i + 3] >> 6 };
}

async function readAt(fh: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Walks the MP3 frame headers (a few bytes each), so VBR files get their true duration too. */
async function mp3Duration(fh: fs.FileHandle, size: number, head: Buffer): Promise<Timing> {
  let pos = 0;
  if (head.subarray(0, 3).toString('latin1') === 'ID3') {
    pos = 10 + ((head[6] & 0x7f) << 21) + ((head[7] & 0x7f) << 14) + ((head[8] & 0x7f) << 7) + (head[9] & 0x7f);
  }
  const CHUNK = 1 << 20;
  let buf: Buffer = Buffer.alloc(0);
  let bufStart = pos;
  let frames = 0;
  let seconds = 0;
  let sampleRate = Infinity;
  let misses = 0;
  while (pos < size) {
    if (pos + 4 > bufStart + buf.length) {
      buf = await readAt(fh, pos, CHUNK);
      bufStart = pos;
      if (buf.length < 4) break;
    }
    const frame = parseMpegHeader(buf, pos - bufStart);
    if (frame && frame.size > 4) {
      frames++;
      seconds += frame.samples / frame.sampleRate;
      sampleRate = Math.min(sampleRate, frame.sampleRate);
      pos += frame.size;
      misses = 0;
    } else {
      // Resynchronise after junk (tags, padding); give up after a long stretch of nothing.
      pos++;
      if (++misses > 64 * 1024) break;
    }
  }
  if (frames < 2) throw new AudioProbeError('No MP3 audio frames found');
  return { seconds, sampleRate };
}

function wavDuration(head: Buffer, size: number): Timing {
  let i = 12;
  let byteRate = 0;
  let sampleRate = 0;
  while (i + 8 <= head.length) {
    const id = head.subarray(i, i + 4).toString('latin1');
    const len = head.readUInt32LE(i + 4);
    if (id === 'fmt ') {
      if (len < 16) throw new AudioProbeError('WAV format chunk too short');
      if (i + 8 + 16 > head.length) throw truncated('WAV file');
      sampleRate = head.readUInt32LE(i + 12);
      byteRate = head.readUInt32LE(i + 16);
    }
    if (id === 'data') {
      if (!byteRate) throw new AudioProbeError('WAV file without a format chunk');
      const dataLen = Math.min(len, size - (i + 8));
      return { seconds: dataLen / byteRate, sampleRate };
    }
    i += 8 + len + (len & 1);
  }
  // The chunk list ran off the end of the file (not just of the part read): the file stops inside its header.
  if (i + 8 > size || head.length === size) throw truncated('WAV file');
  throw new AudioProbeError('WAV file without a data chunk');
}

async function oggDuration(fh: fs.FileHandle, size: number, head: Buffer): Promise<Timing> {
  // The identification header in the first page says the codec and its sample rate.
  if (head.length < 27 || head.length < 27 + head[26] + 16) throw truncated('Ogg file');
  const body = head.subarray(27 + head[26]);
  let rate: number;
  let preSkip = 0;
  if (body.subarray(1, 7).toString('latin1') === 'vorbis') rate = body.readUInt32LE(12);
  else if (body.subarray(0, 8).toString('latin1') === 'OpusHead') {
    rate = 48000;
    preSkip = body.readUInt16LE(10);
  } else if (body.subarray(0, 4).toString('latin1') === 'fLaC' || body.subarray(1, 5).toString('latin1') === 'FLAC') {
    throw new AudioProbeError('Ogg FLAC is not supported');
  } else throw new AudioProbeError('Unknown Ogg codec');
  // The last page's granule position is the total number of samples.
  const tailLen = Math.min(size, 65536);
  const tail = await readAt(fh, size - tailLen, tailLen);
  const at = tail.lastIndexOf('OggS');
  if (at < 0 || at + 14 > tail.length) throw new AudioProbeError('Ogg file without a final page');
  const granule = Number(tail.readBigUInt64LE(at + 6));
  if (!rate || granule <= 0) throw new AudioProbeError('Ogg file without audio');
  return { seconds: (granule - preSkip) / rate, sampleRate: rate };
}

/**
 * What an uploaded file really is, from its bytes (never its name), and how long it plays (at most
 * AUDIO_MAX_SECONDS). Anything else, a cut-off header included, is an AudioProbeError.
 */
export async function probeAudio(file: string): Promise<AudioInfo> {
  const fh = await fs.open(file, 'r');
  try {
    return await probe(fh);
  } catch (err) {
    // A header field read past the bytes there are: the file stops inside its header.
    if (err instanceof RangeError) throw truncated('The file');
    throw err;
  } finally {
    await fh.close();
  }
}

async function probe(fh: fs.FileHandle): Promise<AudioInfo> {
  const { size } = await fh.stat();
  const head = await readAt(fh, 0, Math.min(size, 65536));
  if (head.length < 12) throw new AudioProbeError('The file is too small to be audio');
  let kind: AudioKind;
  let timing: Timing;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WAVE') {
    kind = 'wav';
    timing = wavDuration(head, size);
  } else if (head.subarray(0, 4).toString('latin1') === 'OggS') {
    kind = 'ogg';
    timing = await oggDuration(fh, size, head);
  } else if (head.subarray(0, 3).toString('latin1') === 'ID3' || parseMpegHeader(head, 0)) {
    kind = 'mp3';
    timing = await mp3Duration(fh, size, head);
  } else {
    throw new AudioProbeError('The file is not MP3, WAV or OGG audio');
  }
  const { seconds: durationSeconds, sampleRate } = timing;
  // Stored in milliseconds (numeric(10, 3), > 0): under half a millisecond is no duration at all.
  const rounded = Math.round(durationSeconds * 1000) / 1000;
  if (!(rounded > 0) || !Number.isFinite(rounded)) throw new AudioProbeError('The audio has no duration');
  if (durationSeconds > AUDIO_MAX_SECONDS)
    throw new AudioProbeError(`The header implies ${durationSeconds} seconds`, AUDIO_TOO_LONG);
  if (!(sampleRate >= AUDIO_MIN_SAMPLE_RATE))
    throw new AudioProbeError(`The header says ${sampleRate} samples a second`, AUDIO_RATE_TOO_LOW);
  if (durationSeconds < AUDIO_MIN_SECONDS)
    throw new AudioProbeError(`The audio plays for ${durationSeconds} seconds`, AUDIO_TOO_SHORT);
  return { kind, mime: AUDIO_MIME[kind], durationSeconds: rounded, sampleRate };
}
