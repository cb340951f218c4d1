/** A whole track from its recipe: sections, chords, melody, drums, effects and mastering. */
import type { Pcm } from '../media/pcm.ts';
import {
  DRUMS,
  SILENT,
  makeBrush,
  makeHat,
  makeKick,
  makeRide,
  makeRim,
  makeShaker,
  makeSnare,
  mixShot,
  velOf,
} from './drums.ts';
import { type Out, SINE, between, clamp, mtof, pick, streamRng, tab } from './dsp.ts';
import { echo, reverb, tape, vinyl } from './effects.ts';
import { type Chord, PROGRESSIONS, buildChords } from './harmony.ts';
import { PLUCK, bass, lead, pad, partials, rhodes } from './instruments.ts';
import { type Cutoff, master, masterLoudness, peakOf } from './mastering.ts';
import { measureLoudness } from '../media/loudness.ts';
import { makeMotif, makePhrase } from './melody.ts';
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
}

export function renderTrack(recipe: TrackRecipe, sampleRate = 44100): Pcm {
  return renderTrackDetailed(recipe, sampleRate).pcm;
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

export function renderTrackDetailed(recipe: TrackRecipe, sampleRate = 44100): RenderedTrack {
  const sr = sampleRate;
  const { seed, mood } = recipe;
  const style = STYLES[mood];
  const n = Math.max(1, Math.round(recipe.durationSec * sr));
  const dur = n / sr;
  const bpm = clamp(recipe.bpm, 40, 200);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const step = bar / 16;
  const keyPc = ((Math.round(recipe.rootMidi) % 12) + 12) % 12;

  const rngForm = streamRng(seed, 1);
  const rngHarm = streamRng(seed, 2);
  const rngDrums = streamRng(seed, 3);
  const rngMel = streamRng(seed, 4);
  const rngBass = streamRng(seed, 5);
  const rngFx = streamRng(seed, 6);
  const rngHuman = streamRng(seed, 7);

  const swing = between(rngForm, style.swing[0], style.swing[1]);
  const swingShift = style.swingGrid === 16 ? (swing - 0.5) * 2 * step : (swing - 0.5) * 4 * step;
  const stepTime = (barIdx: number, s: number): number => {
    let t = barIdx * bar + s * step;
    if (style.swingGrid === 16 ? s % 2 === 1 : s % 4 === 2) t += swingShift;
    return t;
  };
  const jitter = (ms: number): number => (rngHuman() * 2 - 1) * ms * 0.001;

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
  const bright = between(rngHarm, 0.7, 1.2);
  const padA = rngHarm() < style.padChance;
  // The B section changes the texture: the pad comes in where A had none (and the other way round, for a while).
  const padB = mood === 'sleep' ? true : !padA || rngHarm() < 0.5;
  const rhodesVel = mood === 'sleep' ? (rngHarm() < 0.5 ? 0.35 : 0) : 0.75;
  const rhodesVelB = mood === 'sleep' ? (rhodesVel > 0 ? 0 : 0.3) : 0.75;
  const strum = between(rngHarm, 0.004, 0.016);

  const l = new Float32Array(n);
  const r = new Float32Array(n);
  const send = new Float32Array(n);
  const mel = new Float32Array(n);
  const main: Out = { l, r, wrap: false };

  // Chord loops: each progression rendered once (tails wrapped) with its comping and tremolo, then copied bar by bar.
  const tremDepth = style.tremolo;
  const chordSend = style.reverb * 0.6;
  const renderLoop = (chords: Chord[], comp: (typeof style.comp)[number], withPad: boolean, rv: number) => {
    const loopSec = chords.length * bar;
    const loopLen = Math.max(1, Math.round(loopSec * sr));
    const loop: Out = { l: new Float32Array(loopLen), r: new Float32Array(loopLen), wrap: true };
    for (let b = 0; b < chords.length; b++) {
      const c = chords[b];
      if (rv > 0) {
        for (const [s, lenSteps] of comp) {
          const t0 = stepTime(b, s);
          const accent = s === 0 ? 1 : 0.85;
          for (let v = 0; v < c.voicing.length; v++) {
            const m = c.voicing[v];
            rhodes(
              loop,
              sr,
              t0 + v * strum + Math.abs(jitter(4)),
              lenSteps * step * 0.95,
              m,
              rv * accent * (0.85 + rngHuman() * 0.2),
              clamp((m - 62) / 14, -0.7, 0.7),
              bright,
              (rngHuman() * 2 - 1) * 4,
            );
          }
        }
      }
      if (withPad) {
        const padVel = mood === 'sleep' ? 1 : 0.45;
        const att = mood === 'sleep' ? between(rngHarm, 1.2, 2) : 0.4;
        const voices = [...c.voicing, c.bass + 12];
        for (const m of voices)
          pad(loop, sr, b * bar, bar * 0.98, m, padVel, Math.min(att, bar * 0.6), mood === 'sleep' ? 0.9 : 0.35);
      }
    }
    const tremInc = Math.max(1, Math.round((loopSec / beat) * (bpm < 75 ? 2 : 1))) / loopLen;
    const loopSend = new Float32Array(loopLen);
    for (let j = 0, tp = 0; j < loopLen; j++, tp += tremInc) {
      const tr = tremDepth * tab(SINE, tp - Math.floor(tp));
      loop.l[j] *= 1 + tr;
      loop.r[j] *= 1 - tr;
      loopSend[j] = (loop.l[j] + loop.r[j]) * chordSend;
    }
    return { loop, loopSend, loopLen, bars: chords.length };
  };
  const loopA = renderLoop(chordsA, compA, padA, rhodesVel);
  const loopB = renderLoop(chordsB, compB, padB, rhodesVelB);
  const barLen = bar * sr;
  for (let b = 0; b * bar < dur; b++) {
    const sec = section(b);
    const lp = isB(sec) ? loopB : loopA;
    const inLoop = (sec.chordOffset + (b % 4)) % lp.bars;
    const at = Math.round(b * barLen);
    const end = Math.min(n, Math.round((b + 1) * barLen));
    let from = Math.round(inLoop * barLen);
    for (let i = at; i < end; i++, from++) {
      if (from >= lp.loopLen) from -= lp.loopLen;
      l[i] = lp.loop.l[from];
      r[i] = lp.loop.r[from];
      send[i] = lp.loopSend[from];
    }
  }

  // Drum hits are collected first: the kicks also shape the side-chain duck of the chords.
  interface Hit {
    sample: Float32Array;
    t: number;
    gain: number;
    pan: number;
    send: number;
  }
  const hits: Hit[] = [];
  const kicks: number[] = [];
  const kit = style.kit;
  const sounds = {
    kick: makeKick(sr, rngDrums),
    snare: makeSnare(sr, rngDrums),
    rim: makeRim(sr, rngDrums),
    hats: [makeHat(sr, rngDrums, 0.028, 7000), makeHat(sr, rngDrums, 0.022, 7500), makeHat(sr, rngDrums, 0.032, 6800)],
    open: makeHat(sr, rngDrums, 0.14, 6500),
    ride: kit === 'jazz' ? makeRide(sr, rngDrums) : SILENT,
    brush: kit === 'jazz' ? makeBrush(sr, rngDrums) : SILENT,
    shaker: makeShaker(sr, rngDrums),
  };
  const kickPool: readonly string[] = kit === 'jazz' ? DRUMS.jazzKick : kit === 'sleep' ? DRUMS.sleepKick : DRUMS.kick;
  const hatPool: readonly string[] = kit === 'jazz' ? DRUMS.ride : kit === 'sleep' ? DRUMS.shaker : DRUMS.hat;
  const kickA = pick(rngDrums, kickPool);
  const kickB = pick(rngDrums, kickPool);
  const snarePat = pick(rngDrums, DRUMS.snare);
  const hatA = pick(rngDrums, hatPool);
  const hatB = hatPool[(hatPool.indexOf(hatA) + 1) % hatPool.length];
  const brushPat = pick(rngDrums, DRUMS.brush);
  // The A and B sections use different backbeats: snare against rim clicks (brushes against cross-stick in jazz).
  const rimInB = rngDrums() < 0.6;
  const useRim = mood === 'focus' ? rngDrums() < 0.5 : false;
  const openHat = kit === 'lofi' && rngDrums() < 0.5;
  const fills = rngDrums() < 0.7;
  const kitGain = kit === 'sleep' ? 0.45 : kit === 'jazz' ? 0.8 : 1;
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
      const t = stepTime(b, s) + jitter(5);
      if (t * sr >= n) break;
      const hv = velOf(hatPat[s]);
      if (hv > 0) {
        const v = hv * (0.85 + rngHuman() * 0.3) * kitGain;
        if (kit === 'jazz') hits.push({ sample: sounds.ride, t, gain: v * 0.13, pan: 0.3, send: 0.1 });
        else if (kit === 'sleep') hits.push({ sample: sounds.shaker, t, gain: v * 0.2, pan: 0.3, send: 0 });
        else if ((openHat || inB) && phraseEnd && s === 14)
          hits.push({ sample: sounds.open, t, gain: v * 0.12, pan: 0.25, send: 0.1 });
        else hits.push({ sample: sounds.hats[Math.floor(rngHuman() * 3)], t, gain: v * 0.15, pan: 0.25, send: 0 });
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
      if (kv > 0) {
        hits.push({ sample: sounds.kick, t, gain: kv * 0.8 * kitGain * (0.9 + rngHuman() * 0.15), pan: 0, send: 0 });
        kicks.push(Math.max(0, Math.round(t * sr)));
      }
      if (sv > 0) {
        const v = sv * kitGain * (0.85 + rngHuman() * 0.25);
        if (kit === 'jazz' && !(inB && rimInB && sv >= 0.78))
          hits.push({ sample: sounds.brush, t, gain: v * 0.3, pan: -0.1, send: 0.3 });
        else if (kit === 'jazz' || kit === 'sleep' || rim)
          hits.push({ sample: sounds.rim, t, gain: v * 0.3, pan: -0.1, send: 0.35 });
        else hits.push({ sample: sounds.snare, t, gain: v * 0.42, pan: -0.08, send: 0.25 });
      }
      if (kit === 'jazz' && DRUMS.chick[s] !== '.')
        hits.push({ sample: sounds.hats[0], t, gain: 0.06, pan: -0.35, send: 0 });
    }
  }

  if (style.duck > 0) {
    const duckLen = Math.round(0.45 * sr);
    const duckShape = new Float32Array(duckLen);
    for (let j = 0; j < duckLen; j++) {
      const rise = Math.min(1, j / (0.01 * sr));
      duckShape[j] = 1 - style.duck * rise * Math.exp(-j / (0.14 * sr));
    }
    for (let q = 0; q < kicks.length; q++) {
      const k0 = kicks[q];
      const stop = Math.min(n, k0 + duckLen, q + 1 < kicks.length ? kicks[q + 1] : n);
      for (let i = k0; i < stop; i++) {
        l[i] *= duckShape[i - k0];
        r[i] *= duckShape[i - k0];
      }
    }
  }
  for (const h of hits) mixShot(main, h.send > 0 ? send : null, h.sample, h.t, sr, h.gain, h.pan, h.send);

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
      const vel = (s === 0 ? 1 : 0.85) * (0.9 + rngHuman() * 0.15) * (mood === 'sleep' ? 0.7 : 1);
      bass(main, sr, stepTime(b, s) + jitter(4), lenSteps * step * 0.92, m, vel);
    }
  }

  // Melody: a hook for A, another (and another voice) for B; repeats vary, the breakdown plays a sparse A.
  const voiceA = pick(rngMel, style.melodyVoices);
  const voiceB = style.melodyVoices[(style.melodyVoices.indexOf(voiceA) + 1) % style.melodyVoices.length];
  const scale5A = progA.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const scale5B = progB.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const melRoot = 60 + keyPc > 65 ? 48 + keyPc : 60 + keyPc;
  const phraseA = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const phraseB = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity * 1.15));
  const phraseA2 = makePhrase(rngMel, phraseA.slice(0, Math.ceil(phraseA.length / 4)));
  const melOut: Out = { l: mel, r: mel, wrap: false };
  for (let p = 0; p < sections.length; p++) {
    const sec = sections[p];
    if (!sec.melody) continue;
    const inB = isB(sec);
    let phrase = inB ? phraseB : sec.rep > 0 && sec.kind === 'A' && p % 2 === 1 ? phraseA2 : phraseA;
    if (sec.kind === 'break') phrase = phraseA.filter((_, i) => i % 2 === 0);
    const voice = inB ? voiceB : voiceA;
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
      const t = stepTime(b, s) + jitter(6);
      const len = note.len * step * 0.9;
      const vel = note.vel * (sec.kind === 'break' ? 0.8 : 1);
      if (voice === 'lead') lead(mel, sr, t, len, m, vel);
      else if (voice === 'pluck') partials(melOut, sr, t, len + 0.3, mtof(m), PLUCK, vel * 0.11, 0, 1);
      else rhodes(melOut, sr, t, len, m, vel * 0.6, 0, bright * 1.1, 0);
    }
  }
  echo(mel, l, r, send, sr, beat * (rngFx() < 0.5 ? 0.75 : 0.5), 0.35, 0.32, between(rngFx, -0.25, 0.25), style.reverb);

  reverb(send, l, r, sr, 0.8 + style.reverb * 0.2, 0.35, 0.9);

  // Low-pass automation: the intro opens up, breakdowns close down, the outro dulls as it fades.
  const baseCut = between(rngFx, style.cutoff[0], style.cutoff[1]);
  const phraseSec = 4 * bar;
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

  const pre = peakOf(l, r) || 1;
  const drive = mood === 'sleep' ? 1.1 : between(rngFx, 1.3, 1.8);
  master(l, sr, 1 / pre, drive, cut);
  master(r, sr, 1 / pre, drive, cut);
  tape(l, r, sr, style.wow * between(rngFx, 0.8, 1.2), rngFx);

  // Surface noise sits at a fixed level under the music's peak; the mastering below keeps that ratio.
  const level = (peakOf(l, r) || 1) / 0.85;
  vinyl(l, r, sr, rngFx, between(rngFx, style.crackle[0], style.crackle[1]), style.hiss * level, level);

  // A short fade-in, and a fade-out over the last outro phrase (or the last few seconds of a short render).
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
  const spans: SectionSpan[] = [];
  for (let p = 0; p < sections.length && p * phraseSec < dur; p++) {
    const endSec = Math.min(dur, (p + 1) * phraseSec);
    const prev = spans[spans.length - 1];
    if (prev && prev.kind === sections[p].kind) prev.endSec = endSec;
    else spans.push({ kind: sections[p].kind, startSec: p * phraseSec, endSec });
  }
  return {
    pcm: { sampleRate: sr, left: l, right: r },
    sections: spans,
    integratedLufs: loud.integratedLufs,
    truePeakDbtp: loud.truePeakDbtp,
  };
}
