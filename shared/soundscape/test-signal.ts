/**
 * Measuring helpers for the soundscape's unit tests and benchmark (Node): an FFT, spectral density by Welch's
 * method, and the normalised cross-correlation used to prove that no stretch of a layer repeats.
 */

/** In-place iterative radix-2 FFT; `re.length` must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const ar = re[i + k + len / 2] * cr - im[i + k + len / 2] * ci;
        const ai = re[i + k + len / 2] * ci + im[i + k + len / 2] * cr;
        re[i + k + len / 2] = re[i + k] - ar;
        im[i + k + len / 2] = im[i + k] - ai;
        re[i + k] += ar;
        im[i + k] += ai;
        const t = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = t;
      }
    }
  }
}

/** Power spectral density (arbitrary units) by Welch's method, Hann windows of `size` with 50 % overlap. */
export function welch(signal: Float32Array, size: number): Float64Array {
  const psd = new Float64Array(size / 2);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  let count = 0;
  for (let start = 0; start + size <= signal.length; start += size / 2) {
    for (let i = 0; i < size; i++) {
      re[i] = signal[start + i] * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k < size / 2; k++) psd[k] += re[k] * re[k] + im[k] * im[k];
    count++;
  }
  for (let k = 0; k < size / 2; k++) psd[k] /= count;
  return psd;
}

/**
 * The slope of the spectral density between `lo` and `hi` Hz, in dB per octave: a least-squares line through
 * the density averaged in third-octave bands.
 */
export function spectralSlope(signal: Float32Array, sampleRate: number, lo: number, hi: number): number {
  const size = 8192;
  const psd = welch(signal, size);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let f = lo; f * 2 ** (1 / 3) <= hi * 1.0001; f *= 2 ** (1 / 3)) {
    const a = Math.ceil((f * size) / sampleRate);
    const b = Math.floor((f * 2 ** (1 / 3) * size) / sampleRate);
    let sum = 0;
    for (let k = a; k <= b; k++) sum += psd[k];
    const centre = f * 2 ** (1 / 6);
    xs.push(Math.log2(centre));
    ys.push(10 * Math.log10(sum / (b - a + 1)));
  }
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

/**
 * The highest normalised cross-correlation, over every lag, between `a` and `b` (same length, a power of two):
 * 1 when one is a shifted copy of the other, near 0 for unrelated noise. Circular, with zero padding to 2×.
 */
export function maxCrossCorrelation(a: Float32Array, b: Float32Array): number {
  const n = a.length * 2;
  const ar = new Float64Array(n);
  const ai = new Float64Array(n);
  const br = new Float64Array(n);
  const bi = new Float64Array(n);
  let ea = 0;
  let eb = 0;
  for (let i = 0; i < a.length; i++) {
    ar[i] = a[i];
    br[i] = b[i];
    ea += a[i] * a[i];
    eb += b[i] * b[i];
  }
  fft(ar, ai);
  fft(br, bi);
  // a · conj(b), then the inverse transform through the forward one on the conjugate.
  for (let k = 0; k < n; k++) {
    const r = ar[k] * br[k] + ai[k] * bi[k];
    const i = ai[k] * br[k] - ar[k] * bi[k];
    ar[k] = r;
    ai[k] = -i;
  }
  fft(ar, ai);
  let best = 0;
  for (let k = 0; k < n; k++) best = Math.max(best, Math.abs(ar[k] / n));
  return best / Math.sqrt(ea * eb);
}
