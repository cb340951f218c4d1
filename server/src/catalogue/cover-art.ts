/**
 * Deterministic abstract lo-fi cover art (SVG) and its WebP variants.
 *
 * The SVG uses a fixed 1000×1000 viewBox whatever the output size, so a seed always draws the same picture.
 * No visible text: fonts are not reliable where the covers are rasterised; the title goes into <title>.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mulberry32, type Rng } from './prng.ts';

export interface CoverSpec {
  seed: number;
  title: string;
  /** Three hex colours: sky/top, ground/bottom, accent. */
  palette: [string, string, string];
}

// ---------------------------------------------------------------------------------------------------------
// Colour and formatting helpers

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(h) ? h.replace(/./g, (c) => c + c) : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) return [128, 128, 128];
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number): string =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

/** Compact, locale-independent numbers. */
function f(x: number): string {
  return String(Math.round(x * 10) / 10);
}

function op(x: number): string {
  return String(Math.round(Math.min(1, Math.max(0, x)) * 100) / 100);
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scene pieces

interface Ctx {
  rng: Rng;
  id: (name: string) => string;
  sky: string;
  ground: string;
  accent: string;
  defs: string[];
}

function stars(c: Ctx, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = c.rng() * 1000;
    const y = c.rng() * maxY;
    const r = 0.8 + c.rng() * c.rng() * 3.2;
    const o = 0.35 + c.rng() * 0.6;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${mix(c.accent, WHITE, 0.75)}" opacity="${op(o)}"/>`;
    if (r > 3.2) {
      const s = r * 3.5;
      out += `<path d="M${f(x - s)} ${f(y)}H${f(x + s)}M${f(x)} ${f(y - s)}V${f(y + s)}" stroke="${mix(c.accent, WHITE, 0.8)}" stroke-width="1" opacity="${op(o * 0.5)}"/>`;
    }
  }
  return out;
}

function glowDef(c: Ctx, name: string, color: string): string {
  c.defs.push(
    `<radialGradient id="${c.id(name)}"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${color}" stop-opacity="0.18"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${c.id(name)})`;
}

/** A moon (full, or a crescent cut by a mask) or a sun, with a halo. */
function orb(c: Ctx, cx: number, cy: number, r: number, kind: 'sun' | 'moon' | 'crescent'): string {
  const color = kind === 'sun' ? mix(c.accent, WHITE, 0.15) : mix(c.accent, WHITE, 0.6);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.6)}" fill="${glowDef(c, 'halo', color)}"/>`;
  if (kind === 'crescent') {
    const dx = r * (0.35 + c.rng() * 0.3) * (c.rng() < 0.5 ? -1 : 1);
    c.defs.push(
      `<mask id="${c.id('cres')}"><rect width="1000" height="1000" fill="#fff"/><circle cx="${f(cx + dx)}" cy="${f(cy - r * 0.2)}" r="${f(r * 0.92)}" fill="#000"/></mask>`,
    );
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}" mask="url(#${c.id('cres')})"/>`;
  } else if (kind === 'sun') {
    // Retro sun: horizontal gaps widening towards the bottom.
    let gaps = '';
    for (let i = 0; i < 6; i++) {
      const y = cy + r * (0.1 + i * 0.16);
      gaps += `<rect x="0" y="${f(y)}" width="1000" height="${f(3 + i * 3.2)}" fill="#000"/>`;
    }
    c.defs.push(`<mask id="${c.id('sun')}"><rect width="1000" height="1000" fill="#fff"/>${gaps}</mask>`);
    c.defs.push(
      `<linearGradient id="${c.id('sunfill')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c.accent, WHITE, 0.35)}"/><stop offset="1" stop-color="${mix(c.accent, c.sky, 0.35)}"/></linearGradient>`,
    );
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${c.id('sunfill')})" mask="url(#${c.id('sun')})"/>`;
  } else {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
    for (let i = 0; i < 4; i++) {
      const a = c.rng() * Math.PI * 2;
      const d = c.rng() * r * 0.6;
      out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(r * (0.08 + c.rng() * 0.14))}" fill="${mix(color, BLACK, 0.12)}" opacity="0.5"/>`;
    }
  }
  return out;
}

/** A smooth horizon line through evenly spaced random heights, closed to the bottom edge. */
function ridge(c: Ctx, baseY: number, amp: number, points: number, color: string): string {
  const ys: number[] = [];
  for (let i = 0; i <= points; i++) ys.push(baseY + (c.rng() * 2 - 1) * amp);
  const step = 1000 / points;
  let d = `M-10 ${f(ys[0])}`;
  for (let i = 1; i <= points; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    d += `C${f(x0 + step / 2)} ${f(ys[i - 1])} ${f(x1 - step / 2)} ${f(ys[i])} ${f(i === points ? 1010 : x1)} ${f(ys[i])}`;
  }
  d += 'V1010H-10Z';
  return `<path d="${d}" fill="${color}"/>`;
}

function hillsScene(c: Ctx): string {
  const sunY = 330 + c.rng() * 160;
  const sunX = 250 + c.rng() * 500;
  let out =
    c.rng() < 0.55 ? orb(c, sunX, sunY, 150 + c.rng() * 90, 'sun') : orb(c, sunX, sunY - 60, 70 + c.rng() * 40, 'moon');
  out += stars(c, 18 + Math.floor(c.rng() * 25), 420);
  const layers = 3 + Math.floor(c.rng() * 2);
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    const color = mix(mix(c.ground, c.sky, 0.45 * (1 - t)), BLACK, 0.12 + t * 0.45);
    out += ridge(c, 560 + i * (330 / layers), 70 - i * 10, 3 + Math.floor(c.rng() * 3), color);
  }
  return out;
}

function oceanScene(c: Ctx): string {
  const horizon = 560 + c.rng() * 90;
  const mx = 250 + c.rng() * 500;
  const mr = 60 + c.rng() * 55;
  let out = stars(c, 35 + Math.floor(c.rng() * 30), horizon - 60);
  out += orb(c, mx, horizon - 170 - c.rng() * 120, mr, c.rng() < 0.5 ? 'moon' : 'crescent');
  c.defs.push(
    `<linearGradient id="${c.id('sea')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c.ground, c.sky, 0.3)}"/><stop offset="1" stop-color="${mix(c.ground, BLACK, 0.55)}"/></linearGradient>`,
  );
  out += `<rect x="0" y="${f(horizon)}" width="1000" height="${f(1000 - horizon)}" fill="url(#${c.id('sea')})"/>`;
  const shine = mix(c.accent, WHITE, 0.55);
  for (let i = 0; i < 16; i++) {
    const y = horizon + 10 + i * i * 1.6 + c.rng() * 6;
    if (y > 990) break;
    const w = (30 + i * 14) * (0.5 + c.rng());
    const x = mx - w / 2 + (c.rng() * 2 - 1) * 12;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(2 + i * 0.35)}" rx="2" fill="${shine}" opacity="${op(0.7 - i * 0.035)}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const y = horizon + 60 + i * 70 + c.rng() * 20;
    const a = 6 + i * 3;
    const period = 120 + c.rng() * 80;
    let d = `M-20 ${f(y)}`;
    for (let x = -20; x < 1020; x += period / 2)
      d += `Q${f(x + period / 4)} ${f(y + (((x / (period / 2)) & 1) === 0 ? -a : a))} ${f(x + period / 2)} ${f(y)}`;
    out += `<path d="${d}" fill="none" stroke="${mix(c.ground, WHITE, 0.25)}" stroke-width="${f(1.5 + i * 0.5)}" opacity="0.25"/>`;
  }
  return out;
}

function windowScene(c: Ctx): string {
  const frame = mix(c.ground, BLACK, 0.6);
  const x0 = 130 + c.rng() * 60;
  const y0 = 110 + c.rng() * 60;
  const w = 1000 - 2 * x0;
  const h = 620 + c.rng() * 80;
  c.defs.push(
    `<clipPath id="${c.id('win')}"><rect x="${f(x0)}" y="${f(y0)}" width="${f(w)}" height="${f(h)}" rx="18"/></clipPath>`,
  );
  let inner = stars(c, 40, y0 + h * 0.6);
  inner += orb(
    c,
    x0 + w * (0.2 + c.rng() * 0.6),
    y0 + h * (0.2 + c.rng() * 0.15),
    45 + c.rng() * 35,
    c.rng() < 0.6 ? 'crescent' : 'moon',
  );
  // Skyline: two rows of buildings with a few lit windows.
  for (let row = 0; row < 2; row++) {
    const color = mix(c.ground, BLACK, row === 0 ? 0.35 : 0.6);
    let x = x0 - 10;
    while (x < x0 + w) {
      const bw = 45 + c.rng() * 85;
      const bh = (row === 0 ? 160 : 90) + c.rng() * (row === 0 ? 220 : 170);
      const top = y0 + h - bh;
      inner += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh + 10)}" fill="${color}"/>`;
      for (let wy = top + 14; wy < y0 + h - 16; wy += 22) {
        for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
          if (c.rng() < 0.18)
            inner += `<rect x="${f(wx)}" y="${f(wy)}" width="7" height="10" fill="${mix(c.accent, WHITE, 0.3)}" opacity="${op(0.5 + c.rng() * 0.5)}"/>`;
        }
      }
      x += bw + c.rng() * 6;
    }
  }
  let out = `<g clip-path="url(#${c.id('win')})">${inner}</g>`;
  // Frame, muntins and sill.
  out += `<rect x="${f(x0)}" y="${f(y0)}" width="${f(w)}" height="${f(h)}" rx="18" fill="none" stroke="${frame}" stroke-width="26"/>`;
  const cols = 1 + Math.floor(c.rng() * 2);
  for (let i = 1; i <= cols; i++) {
    const x = x0 + (w * i) / (cols + 1);
    out += `<rect x="${f(x - 7)}" y="${f(y0)}" width="14" height="${f(h)}" fill="${frame}"/>`;
  }
  out += `<rect x="${f(x0)}" y="${f(y0 + h * 0.42)}" width="${f(w)}" height="14" fill="${frame}"/>`;
  const wall = mix(c.sky, BLACK, 0.55);
  out += `<path d="M0 0H1000V1000H0Z M${f(x0)} ${f(y0 + 18)}V${f(y0 + h - 18)}Q${f(x0)} ${f(y0 + h)} ${f(x0 + 18)} ${f(y0 + h)}H${f(x0 + w - 18)}Q${f(x0 + w)} ${f(y0 + h)} ${f(x0 + w)} ${f(y0 + h - 18)}V${f(y0 + 18)}Q${f(x0 + w)} ${f(y0)} ${f(x0 + w - 18)} ${f(y0)}H${f(x0 + 18)}Q${f(x0)} ${f(y0)} ${f(x0)} ${f(y0 + 18)}Z" fill="${wall}" fill-rule="evenodd" opacity="0.92"/>`;
  const sillY = y0 + h + 13;
  out += `<rect x="${f(x0 - 40)}" y="${f(sillY)}" width="${f(w + 80)}" height="26" rx="6" fill="${mix(frame, c.accent, 0.15)}"/>`;
  // A potted plant or a steaming mug on the sill.
  const px = x0 + 40 + c.rng() * (w - 160);
  if (c.rng() < 0.5) {
    const leaf = mix(c.accent, '#3f7f5a', 0.65);
    out += `<path d="M${f(px)} ${f(sillY)}l10 -60h60l10 60z" fill="${mix(c.accent, BLACK, 0.35)}"/>`;
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i - 2) * 0.42;
      const lx = px + 40 + Math.cos(a) * 80;
      const ly = sillY - 60 + Math.sin(a) * 90;
      out += `<path d="M${f(px + 40)} ${f(sillY - 58)}Q${f(px + 40 + Math.cos(a - 0.5) * 60)} ${f(sillY - 60 + Math.sin(a - 0.5) * 70)} ${f(lx)} ${f(ly)}Q${f(px + 40 + Math.cos(a + 0.5) * 60)} ${f(sillY - 60 + Math.sin(a + 0.5) * 70)} ${f(px + 40)} ${f(sillY - 58)}Z" fill="${leaf}"/>`;
    }
  } else {
    const mug = mix(c.accent, WHITE, 0.2);
    out += `<rect x="${f(px)}" y="${f(sillY - 70)}" width="60" height="70" rx="8" fill="${mug}"/><path d="M${f(px + 60)} ${f(sillY - 55)}a18 18 0 0 1 0 36" fill="none" stroke="${mug}" stroke-width="9"/>`;
    for (let i = 0; i < 2; i++) {
      const sx = px + 18 + i * 22;
      out += `<path d="M${f(sx)} ${f(sillY - 85)}q-12 -20 0 -40t0 -40" fill="none" stroke="${mix(c.sky, WHITE, 0.6)}" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`;
    }
  }
  return out;
}

function vinylScene(c: Ctx): string {
  const cx = 470 + (c.rng() * 2 - 1) * 60;
  const cy = 520 + (c.rng() * 2 - 1) * 60;
  const R = 310 + c.rng() * 50;
  let out = stars(c, 30, 1000);
  for (let i = 0; i < 5; i++) {
    const r = 20 + c.rng() * 90;
    out += `<circle cx="${f(c.rng() * 1000)}" cy="${f(c.rng() * 1000)}" r="${f(r)}" fill="${mix(c.accent, c.sky, 0.5)}" opacity="${op(0.1 + c.rng() * 0.2)}"/>`;
  }
  out += `<circle cx="${f(cx + 14)}" cy="${f(cy + 22)}" r="${f(R)}" fill="#000" opacity="0.35"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#141218"/>`;
  for (let r = R - 14; r > R * 0.4; r -= 7 + c.rng() * 9) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#ffffff" stroke-width="${f(0.8 + c.rng() * 1.2)}" opacity="${op(0.03 + c.rng() * 0.07)}"/>`;
  }
  // Sheen: two opposite soft wedges.
  const a0 = c.rng() * Math.PI;
  for (const a of [a0, a0 + Math.PI]) {
    const p = (ang: number): string => `${f(cx + Math.cos(ang) * R * 0.98)} ${f(cy + Math.sin(ang) * R * 0.98)}`;
    out += `<path d="M${f(cx)} ${f(cy)}L${p(a - 0.22)}A${f(R * 0.98)} ${f(R * 0.98)} 0 0 1 ${p(a + 0.22)}Z" fill="#ffffff" opacity="0.07"/>`;
  }
  const lr = R * 0.34;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(lr)}" fill="${c.accent}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(lr * 0.72)}" fill="none" stroke="${mix(c.accent, WHITE, 0.45)}" stroke-width="3" opacity="0.6"/>`;
  out += `<path d="M${f(cx - lr * 0.55)} ${f(cy + lr * 0.3)}A${f(lr * 0.63)} ${f(lr * 0.63)} 0 0 0 ${f(cx + lr * 0.55)} ${f(cy + lr * 0.3)}" fill="none" stroke="${mix(c.accent, BLACK, 0.35)}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="9" fill="#0c0b0e"/>`;
  // Tonearm from the top-right corner.
  const ax = Math.min(cx + R + 50, 945);
  const ay = Math.max(cy - R + 10, 70);
  const tx = cx + R * 0.45;
  const ty = cy - R * 0.15;
  out += `<circle cx="${f(ax)}" cy="${f(ay)}" r="34" fill="${mix(c.ground, WHITE, 0.35)}"/><path d="M${f(ax)} ${f(ay)}L${f(ax - 20)} ${f(ty - 40)}L${f(tx)} ${f(ty)}" fill="none" stroke="${mix(c.ground, WHITE, 0.55)}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><rect x="${f(tx - 16)}" y="${f(ty - 10)}" width="40" height="24" rx="4" fill="${mix(c.ground, WHITE, 0.4)}" transform="rotate(-35 ${f(tx)} ${f(ty)})"/>`;
  return out;
}

const SCENES = [hillsScene, oceanScene, windowScene, vinylScene] as const;

// ---------------------------------------------------------------------------------------------------------

export function renderCoverSvg(spec: CoverSpec, size = 1200): string {
  const rng = mulberry32(spec.seed ^ 0x5bd1e995);
  const [sky, ground, accent] = spec.palette;
  const prefix = `c${(spec.seed >>> 0).toString(36)}`;
  const c: Ctx = { rng, id: (name) => `${prefix}-${name}`, sky, ground, accent, defs: [] };
  const scene = SCENES[Math.floor(rng() * SCENES.length)];

  const tilt = (rng() * 2 - 1) * 0.25;
  c.defs.push(
    `<linearGradient id="${c.id('bg')}" x1="${f(0.5 - tilt)}" y1="0" x2="${f(0.5 + tilt)}" y2="1"><stop offset="0" stop-color="${mix(sky, BLACK, 0.15)}"/><stop offset="0.55" stop-color="${mix(sky, ground, 0.55)}"/><stop offset="1" stop-color="${mix(ground, accent, 0.2)}"/></linearGradient>`,
    `<radialGradient id="${c.id('vig')}" cx="0.5" cy="0.5" r="0.72"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    `<filter id="${c.id('grain')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${(spec.seed >>> 0) % 10000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.16"/></feComponentTransfer></filter>`,
  );
  const body = scene(c);
  const s = Math.max(1, Math.round(size));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 1000 1000">` +
    `<title>${escapeXml(spec.title)}</title>` +
    `<defs>${c.defs.join('')}</defs>` +
    `<rect width="1000" height="1000" fill="url(#${c.id('bg')})"/>` +
    body +
    `<rect width="1000" height="1000" fill="url(#${c.id('vig')})"/>` +
    `<rect width="1000" height="1000" filter="url(#${c.id('grain')})"/>` +
    `</svg>`
  );
}

const VARIANTS: readonly (readonly [suffix: string, size: number])[] = [
  ['', 1200],
  ['-400', 400],
  ['-800', 800],
  ['-1200', 1200],
];

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/**
 * Rasterises the SVG once at 1200 px and writes `${baseName}.webp` (the default cover, 1200 px) and
 * `${baseName}-{400,800,1200}.webp` into outDir, each through a temporary file renamed into place.
 * Returns the file names written, in that order.
 */
export async function writeCoverVariants(svg: string, outDir: string, baseName: string): Promise<string[]> {
  if (!baseName || /[/\\]/.test(baseName) || baseName.startsWith('.'))
    throw new Error(`invalid cover base name: ${baseName}`);
  await mkdir(outDir, { recursive: true });
  // Loaded when first needed (libvips is ~35 MB resident): a catalogue renderer needs it only after its track's mix
  // is encoded and freed, not beside it.
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(svg);
  const meta = await sharp(input).metadata();
  // Vector input renders at its intrinsic size at 72 dpi; scale the density so the raster is 1200 px sharp.
  const intrinsic = Math.max(meta.width ?? 1200, meta.height ?? 1200);
  const density = Math.min(10000, Math.max(1, (72 * 1200) / intrinsic));
  const { data, info } = await sharp(input, { density })
    .resize(1200, 1200, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = new Map<number, Buffer>();
  for (const [, size] of VARIANTS) {
    if (encoded.has(size)) continue;
    encoded.set(size, await sharp(data, { raw }).resize(size, size).webp({ quality: 80 }).toBuffer());
  }
  const names: string[] = [];
  for (const [suffix, size] of VARIANTS) {
    const name = `${baseName}${suffix}.webp`;
    await writeAtomic(path.join(outDir, name), encoded.get(size)!);
    names.push(name);
  }
  return names;
}
