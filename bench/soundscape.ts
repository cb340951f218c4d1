// Soundscapes (issue 28): what the AudioWorklet's DSP costs. Renders each layer alone, then every layer
// together, through the same mixer the worklet runs (shared/soundscape), in 128-sample blocks as the audio
// thread calls it, and prints the real-time factor (CPU seconds per second of audio: 0.01 = 1 % of one core).
// Target (issue 28): all layers together under 10 % of one core. Then, in Chromium (bench/session-cpu.ts), the whole
// browser's CPU with three layers and the music on, the tab hidden, next to a plain <audio> playing one track on an
// empty page (target ≤ 2× that floor; the median of rounds, each against its own floor). SOUNDSCAPE_CHROMIUM=0 leaves
// the Chromium part out.
import os from 'node:os';
import { LAYER_IDS, type LayerId } from '../shared/soundscape/layers.ts';
import { BLOCK, DEFAULT_VOLUME, SoundscapeMixer } from '../shared/soundscape/mixer.ts';
import { measureSessionCpu } from './session-cpu.ts';

const SAMPLE_RATE = 48000;
const SECONDS = Number(process.env.SOUNDSCAPE_SECONDS ?? 30);

function realTimeFactor(layers: readonly LayerId[]): number {
  const mixer = new SoundscapeMixer(SAMPLE_RATE, 1);
  for (const id of layers) mixer.setLayer(id, DEFAULT_VOLUME);
  const left = new Float32Array(BLOCK);
  const right = new Float32Array(BLOCK);
  // Warm up (JIT) for a second of audio, then time the rest block by block.
  for (let i = 0; i < SAMPLE_RATE / BLOCK; i++) mixer.render(left, right, BLOCK);
  const blocks = Math.round((SECONDS * SAMPLE_RATE) / BLOCK);
  const start = process.cpuUsage();
  for (let i = 0; i < blocks; i++) mixer.render(left, right, BLOCK);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6 / SECONDS;
}

export async function benchSoundscape(): Promise<void> {
  console.log(`\n# Soundscape DSP (Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}; ${SECONDS} s per row)`);
  console.log('layer          real-time factor   % of one core');
  const row = (name: string, rtf: number) =>
    console.log(`${name.padEnd(14)} ${rtf.toFixed(4).padStart(16)}   ${(rtf * 100).toFixed(2).padStart(13)}`);
  row('(silence)', realTimeFactor([]));
  for (const id of LAYER_IDS) row(id, realTimeFactor([id]));
  const three: LayerId[] = ['light-rain', 'brown', 'fire'];
  row('three layers', realTimeFactor(three));
  const all = realTimeFactor(LAYER_IDS);
  row(`all ${LAYER_IDS.length}`, all);
  console.log(`target: all layers < 10 % of one core → ${all < 0.1 ? 'met' : 'NOT met'} (${(all * 100).toFixed(1)} %)`);
  if (process.env.SOUNDSCAPE_CHROMIUM !== '0') {
    console.log('\n# Soundscape in Chromium');
    await measureSessionCpu(['floor', 'soundscape']);
  }
}
