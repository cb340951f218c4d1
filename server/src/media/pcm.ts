/** Decoded or rendered audio: one Float32Array per channel at `sampleRate`. */
export interface Pcm {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}
