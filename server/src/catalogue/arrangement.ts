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
import { type Cutoff, TARGET_PEAK, master, peakOf, scale } from './mastering.ts';
import { makeMotif, makePhrase } from './melody.ts';
import { STYLES } from './styles.ts';
import type { Mood, TrackRecipe } from './types.ts';

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

export function renderTrack(recipe: TrackRecipe, sampleRate = 44100): Pcm {
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

  // Form: 4-bar phrases. Intro without drums, a breakdown in longer tracks, melody in most grooves.
  const totalBars = Math.ceil(dur / bar) + 1;
  const phrases = Math.ceil(totalBars / 4);
  const breakAt = phrases >= 6 ? Math.floor(phrases / 2) + (rngForm() < 0.5 ? 0 : 1) : -1;
  const sleepDrums = mood === 'sleep' ? rngForm() < 0.5 : true;
  interface Section {
    drums: 0 | 1 | 2;
    bass: boolean;
    melody: boolean;
  }
  const sections: Section[] = [];
  for (let p = 0; p < phrases; p++) {
    if (p === 0) sections.push({ drums: mood !== 'sleep' && rngForm() < 0.5 ? 1 : 0, bass: false, melody: false });
    else if (p === breakAt) sections.push({ drums: rngForm() < 0.5 ? 1 : 0, bass: false, melody: true });
    else sections.push({ drums: 2, bass: true, melody: p >= 2 ? rngForm() < 0.75 : rngForm() < 0.3 });
    if (!sleepDrums) sections[p].drums = 0;
  }
  const section = (barIdx: number): Section => sections[Math.min(sections.length - 1, Math.floor(barIdx / 4))];

  // Harmony
  const prog = pick(rngHarm, PROGRESSIONS[mood]);
  const chords = buildChords(prog, keyPc);
  const chordAt = (barIdx: number): Chord => chords[barIdx % chords.length];
  const comp = pick(rngHarm, style.comp);
  const bright = between(rngHarm, 0.7, 1.2);
  const withPad = rngHarm() < style.padChance;
  const rhodesVel = mood === 'sleep' ? (rngHarm() < 0.5 ? 0.35 : 0) : 0.75;
  const strum = between(rngHarm, 0.004, 0.016);

  const l = new Float32Array(n);
  const r = new Float32Array(n);
  const send = new Float32Array(n);
  const mel = new Float32Array(n);
  const main: Out = { l, r, wrap: false };

  // Chord loop: one pass of the progression rendered once, tails wrapped, then tiled over the track.
  const loopSec = chords.length * bar;
  const loopLen = Math.max(1, Math.round(loopSec * sr));
  const loop: Out = { l: new Float32Array(loopLen), r: new Float32Array(loopLen), wrap: true };
  for (let b = 0; b < chords.length; b++) {
    const c = chords[b];
    if (rhodesVel > 0) {
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
            rhodesVel * accent * (0.85 + rngHuman() * 0.2),
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
  const kickPat =
    kit === 'jazz'
      ? pick(rngDrums, DRUMS.jazzKick)
      : kit === 'sleep'
        ? pick(rngDrums, DRUMS.sleepKick)
        : pick(rngDrums, DRUMS.kick);
  const snarePat = pick(rngDrums, DRUMS.snare);
  const hatPat =
    kit === 'jazz'
      ? pick(rngDrums, DRUMS.ride)
      : kit === 'sleep'
        ? pick(rngDrums, DRUMS.shaker)
        : pick(rngDrums, DRUMS.hat);
  const brushPat = pick(rngDrums, DRUMS.brush);
  const useRim = mood === 'focus' ? rngDrums() < 0.5 : false;
  const openHat = kit === 'lofi' && rngDrums() < 0.5;
  const fills = rngDrums() < 0.7;
  const kitGain = kit === 'sleep' ? 0.45 : kit === 'jazz' ? 0.8 : 1;
  for (let b = 0; b < totalBars; b++) {
    const sec = section(b);
    if (sec.drums === 0) continue;
    const phraseEnd = b % 4 === 3;
    for (let s = 0; s < 16; s++) {
      const t = stepTime(b, s) + jitter(5);
      if (t * sr >= n) break;
      const hv = velOf(hatPat[s]);
      if (hv > 0) {
        const v = hv * (0.85 + rngHuman() * 0.3) * kitGain;
        if (kit === 'jazz') hits.push({ sample: sounds.ride, t, gain: v * 0.13, pan: 0.3, send: 0.1 });
        else if (kit === 'sleep') hits.push({ sample: sounds.shaker, t, gain: v * 0.2, pan: 0.3, send: 0 });
        else if (openHat && phraseEnd && s === 14)
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
      if (fills && phraseEnd && b + 1 < totalBars && kit !== 'sleep') {
        if (s === 14 && sv === 0) sv = 0.35;
        if (s === 15) sv = 0.5;
        if (s === 10 && kv === 0 && kit === 'lofi') kv = 0.6;
      }
      if (kv > 0) {
        hits.push({ sample: sounds.kick, t, gain: kv * 0.8 * kitGain * (0.9 + rngHuman() * 0.15), pan: 0, send: 0 });
        kicks.push(Math.max(0, Math.round(t * sr)));
      }
      if (sv > 0) {
        const v = sv * kitGain * (0.85 + rngHuman() * 0.25);
        if (kit === 'jazz') hits.push({ sample: sounds.brush, t, gain: v * 0.3, pan: -0.1, send: 0.3 });
        else if (kit === 'sleep' || useRim) hits.push({ sample: sounds.rim, t, gain: v * 0.3, pan: -0.1, send: 0.35 });
        else hits.push({ sample: sounds.snare, t, gain: v * 0.42, pan: -0.08, send: 0.25 });
      }
      if (kit === 'jazz' && DRUMS.chick[s] !== '.')
        hits.push({ sample: sounds.hats[0], t, gain: 0.06, pan: -0.35, send: 0 });
    }
  }

  // Tremolo has a whole number of cycles per loop, so it is baked into the loop once; the reverb send too.
  const tremInc = Math.max(1, Math.round((loopSec / beat) * (bpm < 75 ? 2 : 1))) / loopLen;
  const trem = style.tremolo;
  const chordSend = style.reverb * 0.6;
  const loopSend = new Float32Array(loopLen);
  for (let j = 0, tp = 0; j < loopLen; j++, tp += tremInc) {
    const tr = trem * tab(SINE, tp - Math.floor(tp));
    loop.l[j] *= 1 + tr;
    loop.r[j] *= 1 - tr;
    loopSend[j] = (loop.l[j] + loop.r[j]) * chordSend;
  }
  // Chords go in first (plain copies), so the duck below touches nothing else.
  for (let tile = 0; tile * loopSec < dur; tile++) {
    const off = Math.round(tile * loopSec * sr);
    const end = Math.min(n, Math.round((tile + 1) * loopSec * sr));
    for (let at = off; at < end; at += loopLen) {
      const m = Math.min(loopLen, end - at);
      l.set(loop.l.subarray(0, m), at);
      r.set(loop.r.subarray(0, m), at);
      send.set(loopSend.subarray(0, m), at);
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

  // Bass
  const bassPat = pick(rngBass, style.bass);
  for (let b = 0; b < totalBars; b++) {
    if (!section(b).bass) continue;
    const c = chordAt(b);
    const next = chordAt(b + 1);
    for (const [s, kind, lenSteps] of bassPat) {
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

  // Melody: one hook for the first half and a second one after the breakdown.
  const voiceKind = pick(rngMel, style.melodyVoices);
  const scale5 = prog.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const melRoot = 60 + keyPc > 65 ? 48 + keyPc : 60 + keyPc;
  const phraseA = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const phraseB = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const melOut: Out = { l: mel, r: mel, wrap: false };
  for (let p = 0; p < phrases; p++) {
    if (!sections[p].melody) continue;
    const phrase = breakAt >= 0 && p >= breakAt ? phraseB : phraseA;
    for (const note of phrase) {
      const b = p * 4 + Math.floor(note.step / 16);
      const s = note.step % 16;
      let m = melRoot + scale5[note.deg % 5] + 12 * Math.floor(note.deg / 5);
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
      const vel = note.vel;
      if (voiceKind === 'lead') lead(mel, sr, t, len, m, vel);
      else if (voiceKind === 'pluck') partials(melOut, sr, t, len + 0.3, mtof(m), PLUCK, vel * 0.11, 0, 1);
      else rhodes(melOut, sr, t, len, m, vel * 0.6, 0, bright * 1.1, 0);
    }
  }
  echo(mel, l, r, send, sr, beat * (rngFx() < 0.5 ? 0.75 : 0.5), 0.35, 0.32, between(rngFx, -0.25, 0.25), style.reverb);

  reverb(send, l, r, sr, 0.8 + style.reverb * 0.2, 0.35, 0.9);

  // Low-pass automation: intros open up, the breakdown closes down, the last seconds dull slightly.
  const baseCut = between(rngFx, style.cutoff[0], style.cutoff[1]);
  const phraseSec = 4 * bar;
  const cut: Cutoff = { t: [0], hz: [sections[0].drums === 0 ? baseCut * 0.35 : baseCut * 0.6] };
  cut.t.push(Math.min(phraseSec, dur * 0.5));
  cut.hz.push(baseCut);
  if (breakAt > 0) {
    const bs = breakAt * phraseSec;
    cut.t.push(bs, bs + 0.4, bs + phraseSec - 0.6, bs + phraseSec);
    cut.hz.push(baseCut, baseCut * 0.4, baseCut * 0.55, baseCut);
  }
  cut.t.push(Math.max(cut.t[cut.t.length - 1] + 0.01, dur - 4), dur + 1);
  cut.hz.push(baseCut, baseCut * 0.6);

  const pre = peakOf(l, r) || 1;
  const drive = mood === 'sleep' ? 1.1 : between(rngFx, 1.3, 1.8);
  master(l, sr, 1 / pre, drive, cut);
  master(r, sr, 1 / pre, drive, cut);
  tape(l, r, sr, style.wow * between(rngFx, 0.8, 1.2), rngFx);

  // Surface noise sits at a fixed level under the music's peak; the final normalisation keeps that ratio.
  const level = (peakOf(l, r) || 1) / 0.85;
  vinyl(l, r, sr, rngFx, between(rngFx, style.crackle[0], style.crackle[1]), style.hiss * level, level);

  const fade = Math.min(Math.round(2 * sr), Math.floor(n / 2));
  for (let i = 0; i < fade; i++) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fade);
    l[i] *= g;
    r[i] *= g;
    l[n - 1 - i] *= g;
    r[n - 1 - i] *= g;
  }
  const peak = peakOf(l, r);
  if (peak > 0) scale(l, r, TARGET_PEAK / peak);
  return { sampleRate: sr, left: l, right: r };
}
