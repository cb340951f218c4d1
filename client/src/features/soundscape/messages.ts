import type { Mix } from '#shared/soundscape/mix.ts';

/** What the page tells the soundscape's AudioWorklet (or its ScriptProcessor fallback). */
export type SoundscapeMessage =
  | { type: 'mix'; mix: Mix }
  /** Fades the whole soundscape to `gain` over `seconds` (the timer's fades, the sleep timer). */
  | { type: 'fade'; gain: number; seconds: number };

export const PROCESSOR_NAME = 'pomolo-soundscape';

export function applyMessage(
  mixer: {
    setState(s: Mix): void;
    fadeBus(gain: number, seconds: number): void;
  },
  message: SoundscapeMessage,
): void {
  if (message.type === 'mix') mixer.setState(message.mix);
  else mixer.fadeBus(message.gain, message.seconds);
}
