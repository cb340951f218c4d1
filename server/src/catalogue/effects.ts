/** Space and texture: reverb, echo, tape wow and flutter, vinyl noise. */
import { SINE, TWO_PI, between, panL, panR, tab } from './dsp.ts';
import type { Rng } from './prng.ts';

// Effects

/**
 * Room reverb (four damped combs and two all-passes per channel, Freeverb-style), fed by the mono send bus. It keeps
 * its state between calls, so a track is processed block by block as the synthesiser renders it.
 */
export class Reverb {
  private readonly combs: Float32Array[][];
  private readonly aps: Float32Array[][];
  private readonly ci = [new Int32Array(4), new Int32Array(4)];
  private readonly cs = [new Float32Array(4), new Float32Array(4)];
  private readonly ai = [new Int32Array(2), new Int32Array(2)];

  constructor(
    sr: number,
    private readonly size: number,
    private readonly damp: number,
    private readonly wet: number,
  ) {
    const scale = sr / 44100;
    this.combs = [0, 23].map((sp) =>
      [1116, 1188, 1277, 1356].map((d) => new Float32Array(Math.round((d + sp) * scale))),
    );
    this.aps = [0, 23].map((sp) => [556, 441].map((d) => new Float32Array(Math.round((d + sp) * scale))));
  }

  /** Adds the reverb of send[0, len) into l and r from index `at`. */
  process(send: Float32Array, len: number, l: Float32Array, r: Float32Array, at: number): void {
    const { size, wet } = this;
    const d1 = this.damp;
    const d2 = 1 - this.damp;
    for (let ch = 0; ch < 2; ch++) {
      const out = ch === 0 ? l : r;
      const [c0, c1, c2, c3] = this.combs[ch];
      const [a0, a1] = this.aps[ch];
      const ci = this.ci[ch];
      const cs = this.cs[ch];
      const ai = this.ai[ch];
      let i0 = ci[0],
        i1 = ci[1],
        i2 = ci[2],
        i3 = ci[3],
        j0 = ai[0],
        j1 = ai[1];
      let s0 = cs[0],
        s1 = cs[1],
        s2 = cs[2],
        s3 = cs[3];
      for (let i = 0; i < len; i++) {
        const x = send[i] * 0.03;
        let o = c0[i0];
        s0 = o * d2 + s0 * d1;
        c0[i0] = x + s0 * size;
        if (++i0 === c0.length) i0 = 0;
        let y = o;
        o = c1[i1];
        s1 = o * d2 + s1 * d1;
        c1[i1] = x + s1 * size;
        if (++i1 === c1.length) i1 = 0;
        y += o;
        o = c2[i2];
        s2 = o * d2 + s2 * d1;
        c2[i2] = x + s2 * size;
        if (++i2 === c2.length) i2 = 0;
        y += o;
        o = c3[i3];
        s3 = o * d2 + s3 * d1;
        c3[i3] = x + s3 * size;
        if (++i3 === c3.length) i3 = 0;
        y += o;
        let b = a0[j0];
        a0[j0] = y + b * 0.5;
        y = b - y;
        if (++j0 === a0.length) j0 = 0;
        b = a1[j1];
        a1[j1] = y + b * 0.5;
        y = b - y;
        if (++j1 === a1.length) j1 = 0;
        out[at + i] += y * wet;
      }
      ci[0] = i0;
      ci[1] = i1;
      ci[2] = i2;
      ci[3] = i3;
      ai[0] = j0;
      ai[1] = j1;
      cs[0] = s0;
      cs[1] = s1;
      cs[2] = s2;
      cs[3] = s3;
    }
  }
}

/** Ping-pong echo for the mono melody bus, mixed into the stereo bus and the reverb send; block by block. */
export class Echo {
  private readonly bl: Float32Array;
  private readonly br: Float32Array;
  private readonly gl: number;
  private readonly gr: number;
  private readonly a: number;
  private lpL = 0;
  private lpR = 0;
  private k = 0;

  constructor(
    sr: number,
    delaySec: number,
    private readonly fb: number,
    private readonly wet: number,
    pan: number,
    private readonly sendGain: number,
  ) {
    const d = Math.max(1, Math.round(delaySec * sr));
    this.bl = new Float32Array(d);
    this.br = new Float32Array(d);
    this.gl = panL(pan);
    this.gr = panR(pan);
    this.a = 1 - Math.exp((-TWO_PI * 2500) / sr);
  }

  /** Adds mel[0, len) and its echoes into l and r from index `at`, and mel into send[0, len). */
  process(mel: Float32Array, len: number, l: Float32Array, r: Float32Array, at: number, send: Float32Array): void {
    const { bl, br, gl, gr, a, fb, wet, sendGain } = this;
    const d = bl.length;
    let { lpL, lpR, k } = this;
    for (let i = 0; i < len; i++) {
      const x = mel[i];
      const yl = bl[k];
      const yr = br[k];
      lpL += a * (yl - lpL);
      lpR += a * (yr - lpR);
      bl[k] = x + fb * lpR;
      br[k] = fb * lpL;
      if (++k === d) k = 0;
      l[at + i] += x * gl + yl * wet;
      r[at + i] += x * gr + yr * wet;
      send[i] += x * sendGain;
    }
    this.lpL = lpL;
    this.lpR = lpR;
    this.k = k;
  }
}

/** Tape wow and flutter as a modulated delay line, applied in place with a small history ring. */
export function tape(l: Float32Array, r: Float32Array, sr: number, depth: number, rng: Rng): void {
  const fw = between(rng, 0.35, 0.7);
  const ff = between(rng, 5, 8);
  const aw = (depth / (TWO_PI * fw)) * sr;
  const af = ((depth * 0.3) / (TWO_PI * ff)) * sr;
  const base = Math.ceil(aw + af) + 2;
  let size = 16;
  while (size < base * 2 + 4) size <<= 1;
  const mask = size - 1;
  const rl = new Float32Array(size);
  const rr = new Float32Array(size);
  let pw = rng();
  let pf = rng();
  // The delay moves slowly, so it is evaluated every 16 samples and interpolated in between.
  const block = 16;
  const iw = (fw / sr) * block;
  const iff = (ff / sr) * block;
  let d0 = base + aw * tab(SINE, pw) + af * tab(SINE, pf);
  for (let start = 0; start < l.length; start += block) {
    pw += iw;
    if (pw >= 1) pw -= 1;
    pf += iff;
    if (pf >= 1) pf -= 1;
    const d1 = base + aw * tab(SINE, pw) + af * tab(SINE, pf);
    const dd = (d1 - d0) / block;
    const end = Math.min(l.length, start + block);
    let d = d0;
    for (let i = start; i < end; i++, d += dd) {
      rl[i & mask] = l[i];
      rr[i & mask] = r[i];
      const pos = i - d;
      if (pos < 0) {
        l[i] = 0;
        r[i] = 0;
      } else {
        const p0 = Math.floor(pos);
        const fr = pos - p0;
        const a = rl[p0 & mask];
        const b = rr[p0 & mask];
        l[i] = a + (rl[(p0 + 1) & mask] - a) * fr;
        r[i] = b + (rr[(p0 + 1) & mask] - b) * fr;
      }
    }
    d0 = d1;
  }
}

/** Surface noise: soft hiss, random crackle pops, and a faint tick once per turn of a 33⅓ rpm record. */
export function vinyl(
  l: Float32Array,
  r: Float32Array,
  sr: number,
  rng: Rng,
  rate: number,
  hiss: number,
  level: number,
): void {
  const n = l.length;
  let s = (Math.floor(rng() * 0xffffffff) | 1) >>> 0;
  const a = 1 - Math.exp((-TWO_PI * 5000) / sr);
  let hl = 0;
  let hr = 0;
  const g = hiss * 1.7;
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const nl = (s | 0) * 4.656612873077393e-10;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const nr = (s | 0) * 4.656612873077393e-10;
    hl += a * (nl - hl);
    hr += a * (nr - hr);
    l[i] += hl * g;
    r[i] += hr * g;
  }
  const pop = (at: number, amp: number, bal: number, tauSec: number): void => {
    const start = Math.round(at * sr);
    const tau = tauSec * sr;
    const len = Math.min(n - start, Math.ceil(tau * 6));
    const gl = amp * level * (1 - bal);
    const gr = amp * level * bal;
    for (let j = 0; j < len; j++) {
      const v = Math.exp(-j / tau) * (j === 0 ? 1 : rng() * 2 - 1);
      l[start + j] += v * gl;
      r[start + j] += v * gr;
    }
  };
  const dur = n / sr;
  for (let t = -Math.log(1 - rng()) / rate; t < dur; t += -Math.log(1 - rng()) / rate) {
    const u = rng();
    const amp = (rng() < 0.06 ? 0.12 : 0.045) * u * u * u + 0.004;
    pop(t, rng() < 0.5 ? amp : -amp, 0.2 + rng() * 0.6, between(rng, 0.00008, 0.0004));
  }
  if (rng() < 0.7) {
    const period = 60 / 33.333;
    const amp = between(rng, 0.006, 0.016);
    const bal = between(rng, 0.3, 0.7);
    for (let t = rng() * period; t < dur; t += period) pop(t, amp, bal, 0.00025);
  }
}
