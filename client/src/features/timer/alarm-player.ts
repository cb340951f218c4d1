/**
 * Plays the alarms of alarms.ts: the bell file (bell.ts) or a synthesised sound on a Web Audio context, repeated,
 * at the alarm volume; and the focus ticking, handed to the audio clock TICK_HORIZON_MS at a time so the page
 * wakes every 10 s rather than every second (issue 27). The context is created on the visitor's first Start or
 * preview (a user gesture), so browsers let it run.
 */
import { alarmTones, ticksBetween, TICK_HORIZON_MS, type AlarmPrefs, type Tone } from './alarms.ts';
import { ringBellFile } from './bell.ts';

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context({ latencyHint: 'playback' });
  } catch {
    context = null;
  }
  return context;
}

/** Inside a user gesture (Start, Preview): creates or wakes the context the alarms play on. */
export function unlockAlarms(): void {
  const ctx = audioContext();
  if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined);
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
  const ctx = audioContext();
  if (!ctx) return;
  const play = () => {
    const start = ctx.currentTime + 0.02;
    for (const tone of alarmTones(prefs.sound as Exclude<AlarmPrefs['sound'], 'bell'>, prefs.repeat)) {
      playTone(ctx, ctx.destination, tone, start, prefs.volume);
    }
  };
  if (ctx.state === 'running') play();
  else void ctx.resume().then(play, () => undefined);
}

const TICK: Tone = { at: 0, frequency: 1800, wave: 'triangle', gain: 0.25, attack: 0.001, decay: 0.03 };

/**
 * Ticks each second until `deadline` (epoch ms) at `volume`; returns the stop. Ticks are scheduled on the audio
 * clock a horizon ahead, so a hidden tab's throttled timers do not make them stutter.
 */
export function startTicking(deadline: number, volume: number): () => void {
  const ctx = audioContext();
  if (!ctx || ctx.state !== 'running') return () => undefined;
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
  fill();
  const interval = setInterval(fill, TICK_HORIZON_MS);
  return () => {
    clearInterval(interval);
    for (const source of sources.splice(0)) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
  };
}
