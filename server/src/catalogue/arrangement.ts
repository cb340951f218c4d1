/** A whole track from its recipe: sections, chords, melody, drums, effects and mastering. */
import type { Pcm } from '../media/pcm.ts';
import { DRUMS, velOf } from './drums.ts';
import { SINE, between, clamp, pick, streamRng, tab } from './dsp.ts';
import { Echo, Reverb, tape, vinyl } from './effects.ts';
import { type Chord, PROGRESSIONS, buildChords } from './harmony.ts';
import { type Cutoff, TARGET_LUFS, master, masterLoudness, peakOf } from './mastering.ts';
import { MIDIBuilder } from 'spessasynth_core';
import { measureLoudness } from '../media/loudness.ts';
import { makeMotif, makePhrase } from './melody.ts';
import {
  CH,
  DRUM,
  type ChannelSetup,
  type Patch,
  type ProgramChange,
  type ScoreNote,
  renderNotes,
} from './soundfont.ts';
import { STYLES } from './styles.ts';
import type { Mood, SectionKind, SectionSpan, TrackRecipe } from './types.ts';

// The track

/** A sensible recipe for a seed and mood: tempo and key drawn from the mood's usual range. */
export function recipeFor(seed: number, mood: Mood, durationSec: number): TrackRecipe {
  const rng = streamRng(seed, 99);
  const bpmRange: Record<Mood, [number, number]> = {
    focus: [78, 92],
    chill: [70, 86],
    jazz: [84, 98],
    sleep: [56, 66],
  };
  const [lo, hi] = bpmRange[mood];
  return { seed, mood, bpm: Math.round(between(rng, lo, hi)), rootMidi: 57 + Math.floor(rng() * 12), durationSec };
}

/** A rendered track with what the catalogue records about it: its form and its mastered loudness. */
export interface RenderedTrack {
  pcm: Pcm;
  sections: SectionSpan[];
  integratedLufs: number;
  truePeakDbtp: number;
  /** Each part's level out of the synthesiser (before the effects). */
  stems: StemLevels;
}

export async function renderTrack(recipe: TrackRecipe, sampleRate = 44100): Promise<Pcm> {
  return (await renderTrackDetailed(recipe, sampleRate)).pcm;
}

interface Section {
  kind: SectionKind;
  /** How many sections of this kind came before (the second A varies the first). */
  rep: number;
  /** 0 none, 1 cymbals only, 2 the whole kit. */
  drums: 0 | 1 | 2;
  bass: boolean;
  melody: boolean;
  /** Index into the section's progression where this phrase starts. */
  chordOffset: number;
  /** Last phrase of its section: the drums fill into the next one. */
  last: boolean;
}

/**
 * The form in 4-bar phrases: an intro, A and B sections (different progressions, comping, bass line, melody and
 * drum pattern) alternating two phrases at a time, one breakdown near the middle, and a two-phrase outro that
 * thins out and fades. Short renders (tests) get an intro, alternating A/B phrases and an outro.
 */
function planForm(phrases: number, mood: Mood, rng: () => number): Section[] {
  const kinds: SectionKind[] = [];
  if (phrases <= 3) {
    for (let p = 0; p < phrases; p++) kinds.push(p === 0 && phrases > 1 ? 'intro' : 'A');
  } else if (phrases < 8) {
    kinds.push('intro');
    for (let p = 1; p < phrases - 1; p++) kinds.push(p % 2 === 1 ? 'A' : 'B');
    kinds.push('outro');
  } else {
    const body = phrases - 3;
    const middle: SectionKind[] = [];
    let next: SectionKind = 'A';
    const breakAt = Math.max(4, Math.round(body / 2 / 2) * 2 + (rng() < 0.5 ? 0 : 2));
    while (middle.length < body) {
      if (middle.length === breakAt && body - middle.length >= 3) {
        middle.push('break');
        continue;
      }
      middle.push(next);
      if (middle.length < body && middle.length !== breakAt) middle.push(next);
      next = next === 'A' ? 'B' : 'A';
    }
    kinds.push('intro', ...middle.slice(0, body), 'outro', 'outro');
  }
  const reps: Record<SectionKind, number> = { intro: 0, A: 0, B: 0, break: 0, outro: 0 };
  const out: Section[] = [];
  for (let p = 0; p < kinds.length; p++) {
    const kind = kinds[p];
    const first = p === 0 || kinds[p - 1] !== kind;
    if (first && p > 0) reps[kind]++;
    const inSection = first ? 0 : out[p - 1].chordOffset + 4;
    const last = p + 1 >= kinds.length || kinds[p + 1] !== kind;
    const rep = reps[kind];
    let drums: 0 | 1 | 2 = 2;
    let bass = true;
    let melody = true;
    if (kind === 'intro') {
      drums = mood === 'sleep' ? 0 : 1;
      bass = false;
      melody = false;
    } else if (kind === 'break') {
      drums = mood === 'jazz' ? 1 : 0;
      bass = false;
    } else if (kind === 'outro') {
      // First outro phrase: the groove without the melody; the last: chords alone, fading.
      drums = first ? 1 : 0;
      bass = first;
      melody = false;
    } else if (kind === 'A' && rep === 0 && first) {
      // The first A phrase lets the groove settle before the hook comes in.
      melody = false;
    }
    if (mood === 'sleep') drums = 0;
    out.push({ kind, rep, drums, bass, melody, chordOffset: inSection, last });
  }
  return out;
}

/**
 * A track as the composer writes it: the notes the sampled instruments play (times in seconds, swung and humanised
 * already), their sounds, and what the effects after the synthesiser need (the kicks the pads breathe on, the
 * low-pass moves of the form).
 */
export interface Score {
  recipe: TrackRecipe;
  sampleRate: number;
  /** Length in samples. */
  n: number;
  bpm: number;
  /** Where the swung off-beat falls between two grid steps (0.5: straight). */
  swing: number;
  setup: ChannelSetup[];
  changes: ProgramChange[];
  notes: ScoreNote[];
  /** Kick times (seconds): the side-chain ducks the keys and pads on them. */
  kicks: number[];
  cut: Cutoff;
  sections: SectionSpan[];
}

/** The composition: form, harmony, comping, bass line, melody and drums, as notes. Deterministic per recipe. */
export function composeTrack(recipe: TrackRecipe, sampleRate = 44100): Score {
  const sr = sampleRate;
  const { seed, mood } = recipe;
  const style = STYLES[mood];
  const n = Math.max(1, Math.round(recipe.durationSec * sr));
  const dur = n / sr;
  const bpm = clamp(recipe.bpm, 40, 200);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const step = bar / 16;
  const phraseSec = 4 * bar;
  const keyPc = ((Math.round(recipe.rootMidi) % 12) + 12) % 12;

  const rngForm = streamRng(seed, 1);
  const rngHarm = streamRng(seed, 2);
  const rngDrums = streamRng(seed, 3);
  const rngMel = streamRng(seed, 4);
  const rngBass = streamRng(seed, 5);
  const rngHuman = streamRng(seed, 7);
  const rngSound = streamRng(seed, 8);
  const rngCut = streamRng(seed, 9);

  const swing = between(rngForm, style.swing[0], style.swing[1]);
  const swingShift = style.swingGrid === 16 ? (swing - 0.5) * 2 * step : (swing - 0.5) * 4 * step;
  const stepTime = (barIdx: number, s: number): number => {
    let t = barIdx * bar + s * step;
    if (style.swingGrid === 16 ? s % 2 === 1 : s % 4 === 2) t += swingShift;
    return t;
  };
  const jitter = (ms: number): number => (rngHuman() * 2 - 1) * ms * 0.001;
  // Timing drift: each part leans ahead of or behind the beat by a few milliseconds, slowly, as players do.
  const driftOf = (ms: number): ((t: number) => number) => {
    const f1 = between(rngHuman, 0.02, 0.05);
    const f2 = between(rngHuman, 0.07, 0.13);
    const p1 = rngHuman();
    const p2 = rngHuman();
    return (t) => (tab(SINE, (f1 * t + p1) % 1) * 0.6 + tab(SINE, (f2 * t + p2) % 1) * 0.4) * ms * 0.001;
  };
  const drift = { keys: driftOf(7), bass: driftOf(5), melody: driftOf(9), drums: driftOf(3) };
  // Velocity curve: a 0–1 loudness to a MIDI velocity between lo and hi, with a slow swell over two phrases.
  const swellPhase = rngHuman();
  const velo = (x: number, lo: number, hi: number, t: number): number => {
    const swell = 0.94 + 0.06 * tab(SINE, (t / (2 * phraseSec) + swellPhase) % 1);
    return clamp(Math.round(lo + (hi - lo) * Math.pow(clamp(x, 0, 1), 0.8) * swell), 1, 127);
  };

  const notes: ScoreNote[] = [];
  const play = (t: number, len: number, ch: number, note: number, vel: number): void => {
    if (t < 0 || t >= dur) return;
    notes.push({ t, dur: Math.max(0.02, len), ch, note, vel });
  };

  const totalBars = Math.ceil(dur / bar) + 1;
  const phrases = Math.ceil(totalBars / 4);
  const sections = planForm(phrases, mood, rngForm);
  const section = (barIdx: number): Section => sections[Math.min(sections.length - 1, Math.floor(barIdx / 4))];
  const isB = (sec: Section): boolean => sec.kind === 'B';

  // Harmony: two progressions, A (intro, A, breakdown, outro) and B.
  const progs = PROGRESSIONS[mood];
  let ia: number;
  let ib: number;
  if (recipe.progressions) [ia, ib] = recipe.progressions;
  else {
    ia = Math.floor(rngHarm() * progs.length);
    ib = (ia + 1 + Math.floor(rngHarm() * (progs.length - 1))) % progs.length;
  }
  const progA = progs[ia % progs.length];
  const progB = progs[ib % progs.length];
  const chordsA = buildChords(progA, keyPc);
  const chordsB = buildChords(progB, keyPc);
  const chordsOf = (sec: Section): Chord[] => (isB(sec) ? chordsB : chordsA);
  const chordAt = (barIdx: number): Chord => {
    const sec = section(barIdx);
    const cs = chordsOf(sec);
    return cs[(sec.chordOffset + (barIdx % 4)) % cs.length];
  };
  const compA = pick(rngHarm, style.comp);
  const compB = style.comp.length > 1 ? style.comp[(style.comp.indexOf(compA) + 1) % style.comp.length] : compA;
  const padA = rngHarm() < style.padChance;
  // The B section changes the texture: the pad comes in where A had none (and the other way round, for a while).
  const padB = mood === 'sleep' ? true : !padA || rngHarm() < 0.5;
  const keysVel = mood === 'sleep' ? (rngHarm() < 0.5 ? 0.55 : 0) : 0.8;
  const keysVelB = mood === 'sleep' ? (keysVel > 0 ? 0 : 0.5) : 0.8;
  const strum = between(rngHarm, 0.004, 0.016);

  // The sounds: drawn per track from the mood's lo-fi palette.
  const keysPatch = pick(rngSound, style.keys);
  const padPatch = pick(rngSound, style.pads);
  const bassPatch = pick(rngSound, style.basses);
  const kitPatch = pick(rngSound, style.kits);
  const voiceA = pick(rngSound, style.melodyVoices);
  const voiceB = style.melodyVoices[(style.melodyVoices.indexOf(voiceA) + 1) % style.melodyVoices.length];

  // Voicings that move: later hits in a bar lift the lowest note an octave (the top voice climbs), and every other
  // time round a section the chord is spread (drop 2: its second-highest note an octave down).
  const moving = (v: number[], hit: number, rep: number): number[] => {
    let out = v;
    if (hit % 2 === 1) {
      const up = [...v.slice(1), v[0] + 12];
      if (up[up.length - 1] <= 80) out = up;
    }
    if (rep % 2 === 1 && out.length >= 4) {
      const sorted = [...out].sort((a, b) => a - b);
      const dropped = sorted[sorted.length - 2] - 12;
      if (dropped >= 48) out = [dropped, ...sorted.filter((_, i) => i !== sorted.length - 2)].sort((a, b) => a - b);
    }
    return out;
  };

  // Keys and pad.
  for (let b = 0; b * bar < dur; b++) {
    const sec = section(b);
    const c = chordAt(b);
    const rv = isB(sec) ? keysVelB : keysVel;
    if (rv > 0) {
      const comp = isB(sec) ? compB : compA;
      comp.forEach(([s, lenSteps], hit) => {
        const t0 = stepTime(b, s);
        const accent = s === 0 ? 1 : 0.85;
        const voicing = moving(c.voicing, hit, sec.rep);
        for (let v = 0; v < voicing.length; v++) {
          const t = t0 + v * strum + Math.abs(jitter(4)) + drift.keys(t0);
          // The top voice sings a little over the rest.
          const top = v === voicing.length - 1 ? 1.08 : 1;
          play(
            t,
            lenSteps * step * 0.95,
            CH.keys,
            voicing[v],
            velo(rv * accent * top * (0.85 + rngHuman() * 0.2), 30, 92, t),
          );
        }
      });
    }
    if (isB(sec) ? padB : padA) {
      const padVel = mood === 'sleep' ? 0.8 : 0.55;
      for (const m of [...c.voicing, c.bass + 12]) play(b * bar, bar * 0.99, CH.pad, m, velo(padVel, 30, 90, b * bar));
    }
  }

  // Drums: the General MIDI kit's notes. Kicks are also kept for the side-chain.
  const kicks: number[] = [];
  const kit = style.kit;
  const kickPool: readonly string[] = kit === 'jazz' ? DRUMS.jazzKick : kit === 'sleep' ? DRUMS.sleepKick : DRUMS.kick;
  const hatPool: readonly string[] = kit === 'jazz' ? DRUMS.ride : kit === 'sleep' ? DRUMS.shaker : DRUMS.hat;
  const kickA = pick(rngDrums, kickPool);
  const kickB = pick(rngDrums, kickPool);
  const snarePat = pick(rngDrums, DRUMS.snare);
  const hatA = pick(rngDrums, hatPool);
  const hatB = hatPool[(hatPool.indexOf(hatA) + 1) % hatPool.length];
  const brushPat = pick(rngDrums, DRUMS.brush);
  // The A and B sections use different backbeats: snare against cross-stick.
  const rimInB = rngDrums() < 0.6;
  const useRim = mood === 'focus' ? rngDrums() < 0.5 : false;
  const openHat = kit === 'lofi' && rngDrums() < 0.5;
  const fills = rngDrums() < 0.7;
  const ghostRate = kit === 'jazz' ? 0.16 : kit === 'lofi' ? 0.1 : 0;
  const kitGain = kit === 'sleep' ? 0.5 : kit === 'jazz' ? 0.85 : 1;
  const hitDrum = (t: number, note: number, x: number, lo = 8, hi = 118): void =>
    play(t, 0.25, CH.drums, note, velo(x * kitGain, lo, hi, t));
  for (let b = 0; b < totalBars; b++) {
    const sec = section(b);
    if (sec.drums === 0) continue;
    const phraseEnd = b % 4 === 3;
    const sectionEnd = phraseEnd && sec.last;
    const inB = isB(sec);
    const hatPat = inB ? hatB : hatA;
    const kickPat = inB ? kickB : kickA;
    const rim = inB ? rimInB !== useRim : useRim;
    for (let s = 0; s < 16; s++) {
      const t0 = stepTime(b, s);
      const t = t0 + jitter(5) + drift.drums(t0);
      if (t >= dur) break;
      const hv = velOf(hatPat[s]);
      if (hv > 0) {
        const v = hv * (0.8 + rngHuman() * 0.3);
        if (kit === 'jazz') hitDrum(t, s % 4 === 0 && rngHuman() < 0.08 ? DRUM.rideBell : DRUM.ride, v * 0.8);
        else if (kit === 'sleep') hitDrum(t, DRUM.pedalHat, v * 0.5);
        else if ((openHat || inB) && phraseEnd && s === 14) hitDrum(t, DRUM.openHat, v * 0.75);
        else hitDrum(t, DRUM.closedHat, v * 0.8);
      }
      if (sec.drums < 2) continue;
      let kv = velOf(kickPat[s]);
      let sv =
        kit === 'lofi'
          ? velOf(snarePat[s])
          : kit === 'jazz'
            ? velOf(brushPat[s])
            : s === 12 && rngHuman() < 0.5
              ? 0.3
              : 0;
      // Fills: always into a new section, now and then at the end of a phrase.
      if ((sectionEnd || (fills && phraseEnd && rngHuman() < 0.5)) && b + 1 < totalBars && kit !== 'sleep') {
        if (sectionEnd && s >= 12) kv = s === 12 ? kv : 0;
        if (s === 13 && sectionEnd) sv = 0.3;
        if (s === 14 && sv === 0) sv = 0.4;
        if (s === 15) sv = 0.55;
        if (s === 10 && kv === 0 && kit === 'lofi') kv = 0.6;
      }
      // Ghost notes: a soft snare between the beats now and then.
      if (sv === 0 && kv === 0 && s % 2 === 1 && rngHuman() < ghostRate) sv = -1;
      if (kv > 0) {
        hitDrum(t, DRUM.kick, kv * (0.9 + rngHuman() * 0.15));
        kicks.push(Math.max(0, t));
      }
      if (sv === -1) hitDrum(t, DRUM.snare, 0.12 + rngHuman() * 0.08, 1, 110);
      else if (sv > 0) {
        const v = sv * (0.85 + rngHuman() * 0.25);
        if (kit === 'jazz' && inB && rimInB && sv >= 0.78) hitDrum(t, DRUM.sideStick, v * 0.8);
        else if (kit === 'jazz') hitDrum(t, sv >= 0.78 ? DRUM.brushSlap : DRUM.snare, v * 0.85);
        else if (kit === 'sleep' || rim) hitDrum(t, DRUM.sideStick, v * 0.8);
        else hitDrum(t, DRUM.snare, v * 0.9);
      }
      if (kit === 'jazz' && DRUMS.chick[s] !== '.') hitDrum(t, DRUM.pedalHat, 0.45);
    }
  }

  // Bass: its own line in each section.
  const bassA = pick(rngBass, style.bass);
  const bassB = style.bass[(style.bass.indexOf(bassA) + 1) % style.bass.length];
  for (let b = 0; b < totalBars; b++) {
    const sec = section(b);
    if (!sec.bass) continue;
    const c = chordAt(b);
    const next = chordAt(b + 1);
    for (const [s, kind, lenSteps] of isB(sec) ? bassB : bassA) {
      let m = c.bass;
      if (kind === '5') m = c.bass + 7;
      else if (kind === '8') m = c.bass + 12;
      else if (kind === 'w1') m = c.bass + (c.intervals.includes(3) ? 3 : c.intervals.includes(4) ? 4 : 7);
      else if (kind === 'w2') m = c.bass + (rngBass() < 0.6 ? 7 : c.intervals.includes(9) ? 9 : 12);
      else if (kind === 'a') m = next.bass === c.bass ? c.bass + 7 : next.bass + (rngBass() < 0.5 ? -1 : 1);
      if (m > 52) m -= 12;
      const t0 = stepTime(b, s);
      const t = t0 + jitter(4) + drift.bass(t0);
      const x = (s === 0 ? 1 : 0.82) * (0.88 + rngHuman() * 0.15) * (mood === 'sleep' ? 0.75 : 1);
      play(t, lenSteps * step * 0.92, CH.bass, m, velo(x, 40, 115, t));
    }
  }

  // Melody: a hook for A, another (and another instrument) for B; repeats vary, the breakdown plays a sparse A.
  const changes: ProgramChange[] = [];
  let current: Patch = voiceA;
  const scale5A = progA.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const scale5B = progB.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const melRoot = 60 + keyPc > 65 ? 48 + keyPc : 60 + keyPc;
  const phraseA = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const phraseB = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity * 1.15));
  const phraseA2 = makePhrase(rngMel, phraseA.slice(0, Math.ceil(phraseA.length / 4)));
  for (let p = 0; p < sections.length; p++) {
    const sec = sections[p];
    if (!sec.melody) continue;
    const inB = isB(sec);
    let phrase = inB ? phraseB : sec.rep > 0 && sec.kind === 'A' && p % 2 === 1 ? phraseA2 : phraseA;
    if (sec.kind === 'break') phrase = phraseA.filter((_, i) => i % 2 === 0);
    const voice = inB ? voiceB : voiceA;
    if (voice !== current) {
      changes.push({ t: Math.max(0, p * phraseSec - 0.05), ch: CH.melody, patch: voice });
      current = voice;
    }
    const scale5 = inB ? scale5B : scale5A;
    // The second time round the hook sits a step higher in the scale: the same tune, a new colour.
    const lift = sec.kind === 'A' && sec.rep > 0 ? 1 : 0;
    for (const note of phrase) {
      const b = p * 4 + Math.floor(note.step / 16);
      const s = note.step % 16;
      const deg = note.deg + lift;
      let m = melRoot + scale5[deg % 5] + 12 * Math.floor(deg / 5);
      // On strong beats lean into the chord of the moment.
      const c = chordAt(b);
      if (s % 4 === 0 && !c.pcs.includes(m % 12)) {
        for (const d of [-1, 1, -2, 2]) {
          if (c.pcs.includes((m + d + 12) % 12)) {
            m += d;
            break;
          }
        }
      }
      const t0 = stepTime(b, s);
      const t = t0 + jitter(6) + drift.melody(t0);
      const x = note.vel * (sec.kind === 'break' ? 0.8 : 1);
      play(t, note.len * step * 0.9, CH.melody, m, velo(x, 38, 112, t));
    }
  }

  // Low-pass automation: the intro opens up, breakdowns close down, the outro dulls as it fades.
  const baseCut = between(rngCut, style.cutoff[0], style.cutoff[1]);
  const cut: Cutoff = { t: [0], hz: [baseCut * (mood === 'sleep' ? 0.5 : 0.35)] };
  cut.t.push(Math.min(phraseSec, dur * 0.5));
  cut.hz.push(baseCut);
  for (let p = 0; p < sections.length; p++) {
    const ps = p * phraseSec;
    if (ps >= dur) break;
    if (sections[p].kind === 'break') {
      cut.t.push(ps, ps + 0.4, ps + phraseSec - 0.6, ps + phraseSec);
      cut.hz.push(baseCut, baseCut * 0.4, baseCut * 0.55, baseCut);
    }
  }
  const outroAt = sections.findIndex((x) => x.kind === 'outro') * phraseSec;
  const lastT = cut.t[cut.t.length - 1];
  if (outroAt > lastT && outroAt < dur) {
    cut.t.push(outroAt);
    cut.hz.push(baseCut);
  }
  cut.t.push(Math.max(cut.t[cut.t.length - 1] + 0.01, dur - 4), dur + 1);
  cut.hz.push(baseCut * 0.8, baseCut * 0.5);

  const spans: SectionSpan[] = [];
  for (let p = 0; p < sections.length && p * phraseSec < dur; p++) {
    const endSec = Math.min(dur, (p + 1) * phraseSec);
    const prev = spans[spans.length - 1];
    if (prev && prev.kind === sections[p].kind) prev.endSec = endSec;
    else spans.push({ kind: sections[p].kind, startSec: p * phraseSec, endSec });
  }
  notes.sort((a, b) => a.t - b.t || a.ch - b.ch || a.note - b.note);
  kicks.sort((a, b) => a - b);
  const setup: ChannelSetup[] = [
    { ch: CH.keys, patch: keysPatch, volume: 100, pan: 54 },
    { ch: CH.pad, patch: padPatch, volume: 100, pan: 72 },
    { ch: CH.bass, patch: bassPatch, volume: 110, pan: 64 },
    { ch: CH.melody, patch: voiceA, volume: 100, pan: 70 },
    { ch: CH.drums, patch: kitPatch, volume: 100, pan: 64 },
  ];
  return { recipe, sampleRate: sr, n, bpm, swing, setup, changes, notes, kicks, cut, sections: spans };
}

/** The score as a Standard MIDI File (format 1, 480 ticks a beat): what the composer made, to test and to keep. */
export function scoreToMidi(score: Score): Uint8Array {
  const ppq = 480;
  const midi = new MIDIBuilder({ timeDivision: ppq, initialTempo: score.bpm, format: 1, name: 'Pomolo' });
  const ticks = (t: number): number => Math.max(0, Math.round((t / (60 / score.bpm)) * ppq));
  midi.addTrack('parts');
  for (const s of score.setup) {
    if (s.patch.bank !== 128) midi.controllerChange(0, 1, s.ch, 0, s.patch.bank);
    midi.programChange(0, 1, s.ch, s.patch.program);
    midi.controllerChange(0, 1, s.ch, 7, s.volume);
    midi.controllerChange(0, 1, s.ch, 10, s.pan);
  }
  for (const c of score.changes) {
    if (c.patch.bank !== 128) midi.controllerChange(ticks(c.t), 1, c.ch, 0, c.patch.bank);
    midi.programChange(ticks(c.t), 1, c.ch, c.patch.program);
  }
  for (const x of score.notes) {
    midi.noteOn(ticks(x.t), 1, x.ch, x.note, x.vel);
    midi.noteOff(ticks(x.t + x.dur), 1, x.ch, x.note);
  }
  midi.flush();
  return new Uint8Array(midi.writeMIDI());
}

/** How loud each part came out of the synthesiser (RMS over the whole track, before the effects). */
export interface StemLevels {
  keys: number;
  pad: number;
  bass: number;
  melody: number;
  drums: number;
}

/** Quieter than this (about −66 dBFS RMS) the synthesiser produced nothing: no samples, or a bank not decoded. */
export const SILENT_RMS = 5e-4;

/**
 * Throws unless a mastered render is sound: finite, not silent or near-silent, not clipped (no sample at full
 * scale), at the target loudness. Every catalogue track passes through it before it is encoded.
 */
export function checkRender(pcm: Pcm, integratedLufs: number, what = 'the render'): void {
  let e = 0;
  let clipped = 0;
  for (const ch of [pcm.left, pcm.right]) {
    for (let i = 0; i < ch.length; i++) {
      const x = ch[i];
      if (!Number.isFinite(x)) throw new Error(`${what} has a non-finite sample at ${i}`);
      e += x * x;
      if (x >= 0.999 || x <= -0.999) clipped++;
    }
  }
  const rms = Math.sqrt(e / Math.max(1, pcm.left.length * 2));
  if (rms < SILENT_RMS) throw new Error(`${what} is silent (RMS ${rms.toExponential(2)})`);
  if (clipped > 0) throw new Error(`${what} is clipped (${clipped} samples at full scale)`);
  if (!(Math.abs(integratedLufs - TARGET_LUFS) <= 1))
    throw new Error(`${what} is at ${integratedLufs.toFixed(2)} LUFS, not ${TARGET_LUFS}`);
}

/**
 * A whole track: the recipe's score played by the sampled instruments, then our lo-fi chain (side-chain breathing on the keys
 * and pads, tremolo, echo on the melody, room reverb, saturation and low-pass, tape wow and flutter, vinyl crackle
 * and hiss under the music, fades) and the loudness mastering.
 */
export async function renderTrackDetailed(recipe: TrackRecipe, sampleRate = 44100): Promise<RenderedTrack> {
  return renderScore(composeTrack(recipe, sampleRate));
}

/** Plays a score with the sampled instruments and puts it through the lo-fi chain and the mastering. */
export async function renderScore(score: Score): Promise<RenderedTrack> {
  const { recipe } = score;
  const sr = score.sampleRate;
  const { n } = score;
  const dur = n / sr;
  const { mood, seed } = recipe;
  const style = STYLES[mood];
  const beat = 60 / score.bpm;
  const rngFx = streamRng(seed, 6);

  const l = new Float32Array(n);
  const r = new Float32Array(n);
  // The melody's echo and the room reverb run block by block behind the synthesiser: no track-long buses.
  const send = new Float32Array(128);
  const mel = new Float32Array(128);
  const echo = new Echo(sr, beat * (rngFx() < 0.5 ? 0.75 : 0.5), 0.35, 0.28, between(rngFx, -0.25, 0.25), style.reverb);
  const room = new Reverb(sr, 0.8 + style.reverb * 0.2, 0.35, 0.9);

  // Side-chain: the keys and pads breathe with the kick.
  const duckLen = Math.round(0.45 * sr);
  const duckShape = new Float32Array(duckLen);
  for (let j = 0; j < duckLen; j++) {
    const rise = Math.min(1, j / (0.01 * sr));
    duckShape[j] = 1 - style.duck * rise * Math.exp(-j / (0.14 * sr));
  }
  const kicks = score.kicks.map((t) => Math.round(t * sr));
  let q = -1;
  // Tremolo (an auto-pan) on the keys, in time: one or two cycles a beat.
  const tremDepth = style.tremolo * 0.7;
  const tremInc = (score.bpm < 75 ? 2 : 1) / (beat * sr);
  // The mix of the stems (the synthesiser's parts) and their reverb sends.
  const gain = { keys: 1, pad: mood === 'sleep' ? 0.9 : 0.55, bass: 1.1, melody: 1.5, drums: 0.9 };
  const sendOf = { keys: style.reverb * 0.6, pad: style.reverb, bass: 0.02, drums: 0.12 };
  const energy = [0, 0, 0, 0, 0];
  await renderNotes(sr, n, score.setup, score.changes, score.notes, (start, len, stems) => {
    const [[kl, kr], [pl, pr], [bl, br], [ml, mr], [dl, dr]] = stems;
    for (let j = 0; j < len; j++) {
      const i = start + j;
      while (q + 1 < kicks.length && kicks[q + 1] <= i) q++;
      const duck = q >= 0 && i - kicks[q] < duckLen ? duckShape[i - kicks[q]] : 1;
      const tp = i * tremInc;
      const tr = tremDepth * tab(SINE, tp - Math.floor(tp));
      const k0 = kl[j] * gain.keys * duck;
      const k1 = kr[j] * gain.keys * duck;
      const p0 = pl[j] * gain.pad * duck;
      const p1 = pr[j] * gain.pad * duck;
      const b0 = bl[j] * gain.bass;
      const b1 = br[j] * gain.bass;
      const d0 = dl[j] * gain.drums;
      const d1 = dr[j] * gain.drums;
      l[i] = k0 * (1 + tr) + p0 + b0 + d0;
      r[i] = k1 * (1 - tr) + p1 + b1 + d1;
      send[j] = (k0 + k1) * sendOf.keys + (p0 + p1) * sendOf.pad + (b0 + b1) * sendOf.bass + (d0 + d1) * sendOf.drums;
      mel[j] = (ml[j] + mr[j]) * 0.5 * gain.melody;
      energy[0] += kl[j] * kl[j] + kr[j] * kr[j];
      energy[1] += pl[j] * pl[j] + pr[j] * pr[j];
      energy[2] += bl[j] * bl[j] + br[j] * br[j];
      energy[3] += ml[j] * ml[j] + mr[j] * mr[j];
      energy[4] += dl[j] * dl[j] + dr[j] * dr[j];
    }
    echo.process(mel, len, l, r, start, send);
    room.process(send, len, l, r, start);
  });
  const rmsOf = (e: number): number => Math.sqrt(e / (2 * n));
  const stems: StemLevels = {
    keys: rmsOf(energy[0]),
    pad: rmsOf(energy[1]),
    bass: rmsOf(energy[2]),
    melody: rmsOf(energy[3]),
    drums: rmsOf(energy[4]),
  };
  const dry = rmsOf(energy.reduce((a, b) => a + b, 0));
  // A bank whose samples did not decode plays silence, and the chain below would master the hiss up to −16 LUFS.
  if (dry < SILENT_RMS)
    throw new Error(`the SoundFont render of seed ${seed} is silent (RMS ${dry.toExponential(2)}): no samples played`);

  const pre = peakOf(l, r) || 1;
  const drive = mood === 'sleep' ? 1.1 : between(rngFx, 1.3, 1.8);
  master(l, sr, 1 / pre, drive, score.cut);
  master(r, sr, 1 / pre, drive, score.cut);
  tape(l, r, sr, style.wow * between(rngFx, 0.8, 1.2), rngFx);

  // Surface noise sits at a fixed level under the music's peak; the mastering below keeps that ratio.
  const level = (peakOf(l, r) || 1) / 0.85;
  vinyl(l, r, sr, rngFx, between(rngFx, style.crackle[0], style.crackle[1]), style.hiss * level, level);

  // A short fade-in, and a fade-out over the last outro phrase (or the last few seconds of a short render).
  const phraseSec = (4 * 4 * 60) / score.bpm;
  const fadeIn = Math.min(Math.round(2 * sr), Math.floor(n / 2));
  for (let i = 0; i < fadeIn; i++) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn);
    l[i] *= g;
    r[i] *= g;
  }
  const fadeOut = Math.min(Math.floor(n / 2), Math.round(Math.max(2, Math.min(phraseSec, dur * 0.08)) * sr));
  for (let i = 0; i < fadeOut; i++) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut);
    l[n - 1 - i] *= g;
    r[n - 1 - i] *= g;
  }
  const loud = masterLoudness(l, r, sr, measureLoudness);
  const pcm: Pcm = { sampleRate: sr, left: l, right: r };
  checkRender(pcm, loud.integratedLufs, `the render of seed ${seed}`);
  return {
    pcm,
    sections: score.sections,
    integratedLufs: loud.integratedLufs,
    truePeakDbtp: loud.truePeakDbtp,
    stems,
  };
}
