import workletUrl from './soundscape.worklet.ts?worker&url';
import { pageAudio } from '../../lib/audio-context.ts';
import { applyMessage, PROCESSOR_NAME, type SoundscapeMessage } from './messages.ts';

/**
 * The soundscape's audio: one AudioWorkletNode running every layer, on the page's AudioContext (lib/audio-context.ts:
 * created inside the visitor's first press, as browsers require, and shared with the music and the alarms). Where AudioWorklet is missing (old Safari, some embedded browsers), the
 * same mixer runs on the page in a ScriptProcessorNode: the same sound, at the cost of the main thread.
 * When nothing plays the soundscape lets go of the context, which is suspended once nothing else plays either, so an
 * idle soundscape costs no CPU.
 */
export interface SoundscapeEngine {
  /** Inside a press: creates or wakes the audio. */
  start(): void;
  post(message: SoundscapeMessage): void;
  /** Suspends the audio (after a fade the caller waited for). */
  suspend(): void;
}

export function createEngine(): SoundscapeEngine {
  let ctx: AudioContext | null = null;
  let send: ((m: SoundscapeMessage) => void) | null = null;
  const pending: SoundscapeMessage[] = [];

  const deliver = (m: SoundscapeMessage) => {
    if (send) send(m);
    else pending.push(m);
  };

  async function build(context: AudioContext): Promise<void> {
    let node: AudioNode;
    if (context.audioWorklet && typeof AudioWorkletNode === 'function') {
      await context.audioWorklet.addModule(workletUrl);
      const worklet = new AudioWorkletNode(context, PROCESSOR_NAME, {
        numberOfInputs: 0,
        numberOfOutputs: 1,
        outputChannelCount: [2],
      });
      send = (m) => worklet.port.postMessage(m);
      node = worklet;
    } else {
      const { SoundscapeMixer } = await import('#shared/soundscape/mixer.ts');
      const mixer = new SoundscapeMixer(context.sampleRate, (Math.random() * 2 ** 32) >>> 0);
      const processor = context.createScriptProcessor(2048, 0, 2);
      processor.onaudioprocess = (e) => {
        const out = e.outputBuffer;
        mixer.render(out.getChannelData(0), out.getChannelData(1), out.length);
      };
      send = (m) => applyMessage(mixer, m);
      node = processor;
    }
    node.connect(context.destination);
    for (const m of pending.splice(0)) send(m);
  }

  return {
    start() {
      if (!ctx) {
        ctx = pageAudio.get();
        if (!ctx) return;
        build(ctx).catch((error: unknown) => console.error('soundscape audio failed to start', error));
      }
      pageAudio.hold('soundscape', true);
    },
    post: deliver,
    suspend() {
      pageAudio.hold('soundscape', false);
    },
  };
}
