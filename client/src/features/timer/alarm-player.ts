/**
 * Plays the alarms of alarms.ts: the bell file (bell.ts) or a synthesised sound on a Web Audio context, repeated,
 * at the alarm volume; and the focus ticking, handed to the audio clock TICK_HORIZON_MS at a time so the page
 * wakes every 10 s rather than every second (issue 27). They play on the page's AudioContext (lib/audio-context.ts),
 * created on the visitor's first press (a user gesture) so browsers let it run, and held only while a sound is due.
 */
import { alarmTones, ticksBetween, TICK_HORIZON_MS, type AlarmPrefs, type Tone } from './alarms.ts';
import { pageAudio } from '../../lib/audio-context.ts';
import { ringBellFile } from './bell.ts';

let rings = 0;
/** Counts the alarms ringing (a preview pressed twice overlaps): the context is held while any does. */
function ringing(change: 1 | -1): void {
  rings = Math.max(0, rings + change);
  pageAudio.hold('alarm', rings > 0);
}

/** Inside a user gesture (Start, Preview): creates the context the alarms play on, so it may be woken later. */
export function unlockAlarms(): void {
  if (!pageAudio.get() || rings > 0) return;
  // Woken inside the gesture, then let go: it is suspended after a grace unless something else plays.
  pageAudio.hold('alarm', true);
  pageAudio.hold('alarm', false);
}

function playTone(ctx: AudioContext, destination: AudioNode, tone: Tone, start: number, volume: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = tone.wave;
  oscillator.frequency.value = tone.frequency;
  const at = start + tone.at;
  const peak = Math.max(0.0001, tone.gain * volume);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + tone.attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.attack + tone.decay);
  oscillator.connect(gain);
  gain.connect(destination);
  oscillator.start(at);
  oscillator.stop(at + tone.attack + tone.decay + 0.05);
}

/** Data attributes on <html> for tests: the last alarm rung and when (a journey checks a preview played). */
function mark(prefs: AlarmPrefs): void {
  const root = document.documentElement;
  root.dataset.alarmSound = prefs.sound;
  root.dataset.alarmCount = String(Number(root.dataset.alarmCount ?? '0') + 1);
}

/** Rings the chosen alarm: `prefs.repeat` times at `prefs.volume`. */
export function ringAlarm(prefs: AlarmPrefs): void {
  mark(prefs);
  if (prefs.sound === 'bell') {
    ringBellFile(prefs.volume, prefs.repeat);
    return;
  }
  const ctx = pageAudio.get();
  if (!ctx) return;
  const tones = alarmTones(prefs.sound, prefs.repeat);
  // Held while it rings (and a second after), so the context is not suspended under it.
  const lengthMs = Math.max(0, ...tones.map((t) => (t.at + t.attack + t.decay) * 1000)) + 1000;
  ringing(+1);
  const play = () => {
    const start = ctx.currentTime + 0.02;
    for (const tone of tones) playTone(ctx, ctx.destination, tone, start, prefs.volume);
    globalThis.setTimeout(() => ringing(-1), lengthMs);
  };
  if (ctx.state === 'running') play();
  else void ctx.resume().then(play, () => ringing(-1));
}

const TICK: Tone = { at: 0, frequency: 1800, wave: 'triangle', gain: 0.25, attack: 0.001, decay: 0.03 };

/**
 * Ticks each second until `deadline` (epoch ms) at `volume`; returns the stop. Ticks are scheduled on the audio
 * clock a horizon ahead, so a hidden tab's throttled timers do not make them stutter.
 */
export function startTicking(deadline: number, volume: number): () => void {
  const ctx = pageAudio.get();
  if (!ctx) return () => undefined;
  pageAudio.hold('ticking', true);
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | null = null;
  let scheduledUntil = Date.now();
  const sources: OscillatorNode[] = [];
  const fill = () => {
    const now = Date.now();
    const until = Math.min(deadline, now + TICK_HORIZON_MS + 1000);
    // Epoch ms to the audio clock.
    const offset = ctx.currentTime - now / 1000;
    for (const at of ticksBetween(deadline, Math.max(scheduledUntil, now), until)) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = TICK.wave;
      oscillator.frequency.value = TICK.frequency;
      const t = at / 1000 + offset;
      gain.gain.setValueAtTime(Math.max(0.0001, TICK.gain * volume), t);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + TICK.decay);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(t);
      oscillator.stop(t + TICK.decay + 0.01);
      sources.push(oscillator);
      oscillator.addEventListener('ended', () => sources.splice(sources.indexOf(oscillator), 1));
    }
    scheduledUntil = until;
  };
  // The audio clock stands still while the context is suspended: the ticks are placed once it runs.
  const begin = () => {
    if (stopped) return;
    fill();
    interval = setInterval(fill, TICK_HORIZON_MS);
  };
  if (ctx.state === 'running') begin();
  else void ctx.resume().then(begin, () => undefined);
  return () => {
    stopped = true;
    if (interval !== null) clearInterval(interval);
    pageAudio.hold('ticking', false);
    for (const source of sources.splice(0)) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
  };
}
