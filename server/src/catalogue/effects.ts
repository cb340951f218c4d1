/** Space and texture: reverb, echo, tape wow and flutter, vinyl noise. */
import { SINE, TWO_PI, between, panL, panR, tab } from './dsp.ts';
import type { Rng } from './prng.ts';

// Effects

export function reverb(
  send: Float32Array,
  l: Float32Array,
  r: Float32Array,
  sr: number,
  size: number,
  damp: number,
  wet: number,
): void {
  const scale = sr / 44100;
  const combs = [1116, 1188, 1277, 1356];
  const aps = [556, 441];
  const n = send.length;
  for (let ch = 0; ch < 2; ch++) {
    const out = ch === 0 ? l : r;
    const sp = ch === 0 ? 0 : 23;
    const c0 = new Float32Array(Math.round((combs[0] + sp) * scale));
    const c1 = new Float32Array(Math.round((combs[1] + sp) * scale));
    const c2 = new Float32Array(Math.round((combs[2] + sp) * scale));
    const c3 = new Float32Array(Math.round((combs[3] + sp) * scale));
    const a0 = new Float32Array(Math.round((aps[0] + sp) * scale));
    const a1 = new Float32Array(Math.round((aps[1] + sp) * scale));
    let i0 = 0,
      i1 = 0,
      i2 = 0,
      i3 = 0,
      j0 = 0,
      j1 = 0;
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0;
    const d1 = damp;
    const d2 = 1 - damp;
    for (let i = 0; i < n; i++) {
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
      out[i] += y * wet;
    }
  }
}

/** Ping-pong echo for the mono melody bus, mixed into the stereo bus and the reverb send. */
export function echo(
  mel: Float32Array,
  l: Float32Array,
  r: Float32Array,
  send: Float32Array,
  sr: number,
  delaySec: number,
  fb: number,
  wet: number,
  pan: number,
  sendGain: number,
): void {
  const d = Math.max(1, Math.round(delaySec * sr));
  const bl = new Float32Array(d);
  const br = new Float32Array(d);
  const gl = panL(pan);
  const gr = panR(pan);
  const a = 1 - Math.exp((-TWO_PI * 2500) / sr);
  let lpL = 0;
  let lpR = 0;
  let k = 0;
  for (let i = 0; i < mel.length; i++) {
    const x = mel[i];
    const yl = bl[k];
    const yr = br[k];
    lpL += a * (yl - lpL);
    lpR += a * (yr - lpR);
    bl[k] = x + fb * lpR;
    br[k] = fb * lpL;
    if (++k === d) k = 0;
    l[i] += x * gl + yl * wet;
    r[i] += x * gr + yr * wet;
    send[i] += x * sendGain;
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
