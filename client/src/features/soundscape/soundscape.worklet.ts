/**
 * The soundscape's AudioWorklet (issue 28): one processor renders every layer, one `process()` per 128-sample
 * block, with the same mixer the unit tests and the benchmark run in Node. Loaded by engine.ts through Vite's
 * `?worker&url` (a bundled file in the build, precached by the service worker like every script).
 */
import { SoundscapeMixer } from '#shared/soundscape/mixer.ts';
import { applyMessage, PROCESSOR_NAME, type SoundscapeMessage } from './messages.ts';

// The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

class SoundscapeProcessor extends AudioWorkletProcessor {
  private readonly mixer = new SoundscapeMixer(sampleRate, (Math.random() * 2 ** 32) >>> 0);
  constructor() {
    super();
    this.port.onmessage = (e: MessageEvent<SoundscapeMessage>) => applyMessage(this.mixer, e.data);
  }
  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const [left, right] = outputs[0];
    this.mixer.render(left, right ?? new Float32Array(left.length), left.length);
    return true;
  }
}

registerProcessor(PROCESSOR_NAME, SoundscapeProcessor);
