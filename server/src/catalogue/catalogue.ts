import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SHIPPED_CATEGORIES, GENERATED_LICENCE, DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { composeTrack, renderTrackDetailed, type RenderedTrack } from './arrangement.ts';
import { BANK_CREDIT, collectGarbage, soundfontVersions } from './soundfont.ts';
import { renderBell } from './bell.ts';
import type { Mood, SectionSpan, TrackRecipe } from './types.ts';
import { TARGET_LUFS } from './mastering.ts';
import { encodeMp3 } from '../media/mp3.ts';
import { renderCoverSvg, writeCoverVariants } from './cover-art.ts';
import { writeFileAtomic } from '../media/files.ts';
import { PROJECT_ROOT } from '../config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface TrackPlan {
  category: string;
  /** 1-based position within its category. */
  number: number;
  title: string;
  artist: string;
  recipe: TrackRecipe;
  palette: [string, string, string];
}

interface PlannedTrack {
  title: string;
  bpm: number;
  root: number;
  seconds: number;
  /** The A and B sections' progressions (indices into the mood's list): no two tracks of a mood share the A one. */
  progressions: [number, number];
  palette: [string, string, string];
}

// Over two hours of music: eight tracks per category, each between 3:24 and 5:00 (issue 29 asks for 2:30–5:00, at
// least 8 per category and 120 minutes). Each category keeps its tempo range; Sleep & Calm is the slowest and
// longest. Within a category no two tracks share their pair of progressions, and every track has its own seed (its
// melody, drums and sounds).
const PLAN: Record<string, { mood: Mood; tracks: PlannedTrack[] }> = {
  'study-focus': {
    mood: 'focus',
    tracks: [
      {
        title: 'Library Lamps',
        bpm: 82,
        root: 57,
        seconds: 228,
        progressions: [0, 3],
        palette: ['#1e3a8a', '#3b82f6', '#fde68a'],
      },
      {
        title: 'Margin Notes',
        bpm: 78,
        root: 60,
        seconds: 246,
        progressions: [1, 4],
        palette: ['#0f172a', '#6366f1', '#f9a8d4'],
      },
      {
        title: 'Deep Work Drift',
        bpm: 85,
        root: 55,
        seconds: 216,
        progressions: [2, 5],
        palette: ['#134e4a', '#0ea5e9', '#fef3c7'],
      },
      {
        title: 'Quiet Index',
        bpm: 80,
        root: 62,
        seconds: 258,
        progressions: [5, 1],
        palette: ['#1e293b', '#14b8a6', '#fecaca'],
      },
      {
        title: 'Chalk & Graphite',
        bpm: 84,
        root: 59,
        seconds: 264,
        progressions: [3, 0],
        palette: ['#172554', '#2563eb', '#fef08a'],
      },
      {
        title: 'Footnote Loop',
        bpm: 79,
        root: 57,
        seconds: 282,
        progressions: [4, 2],
        palette: ['#0c4a6e', '#22d3ee', '#fde2e4'],
      },
      {
        title: 'Reading Room',
        bpm: 81,
        root: 60,
        seconds: 240,
        progressions: [1, 5],
        palette: ['#1f2937', '#818cf8', '#fcd34d'],
      },
      {
        title: 'Late Draft',
        bpm: 83,
        root: 62,
        seconds: 270,
        progressions: [0, 4],
        palette: ['#042f2e', '#2dd4bf', '#fff7ed'],
      },
    ],
  },
  'chill-relax': {
    mood: 'chill',
    tracks: [
      {
        title: 'Sunday Window',
        bpm: 72,
        root: 62,
        seconds: 234,
        progressions: [0, 3],
        palette: ['#4c1d95', '#db2777', '#fed7aa'],
      },
      {
        title: 'Moss & Rain',
        bpm: 68,
        root: 58,
        seconds: 210,
        progressions: [1, 5],
        palette: ['#064e3b', '#10b981', '#fef9c3'],
      },
      {
        title: 'Amber Hour',
        bpm: 75,
        root: 64,
        seconds: 252,
        progressions: [2, 4],
        palette: ['#7c2d12', '#f97316', '#fde047'],
      },
      {
        title: 'Hammock Theory',
        bpm: 70,
        root: 60,
        seconds: 240,
        progressions: [4, 0],
        palette: ['#365314', '#84cc16', '#e0f2fe'],
      },
      {
        title: 'Porch Light',
        bpm: 74,
        root: 57,
        seconds: 258,
        progressions: [3, 1],
        palette: ['#3b0764', '#c026d3', '#fef3c7'],
      },
      {
        title: 'Paper Boats',
        bpm: 69,
        root: 62,
        seconds: 276,
        progressions: [5, 2],
        palette: ['#14532d', '#4ade80', '#fce7f3'],
      },
      {
        title: 'Slow Sunday',
        bpm: 71,
        root: 59,
        seconds: 246,
        progressions: [1, 4],
        palette: ['#78350f', '#fb923c', '#e0f2fe'],
      },
      {
        title: 'Linen Breeze',
        bpm: 73,
        root: 55,
        seconds: 264,
        progressions: [2, 0],
        palette: ['#164e63', '#67e8f9', '#fef9c3'],
      },
    ],
  },
  'coffee-jazz': {
    mood: 'jazz',
    tracks: [
      {
        title: 'Espresso Steps',
        bpm: 90,
        root: 53,
        seconds: 222,
        progressions: [0, 2],
        palette: ['#451a03', '#b45309', '#fef3c7'],
      },
      {
        title: 'Corner Café',
        bpm: 86,
        root: 58,
        seconds: 240,
        progressions: [1, 3],
        palette: ['#292524', '#a16207', '#fde68a'],
      },
      {
        title: 'Brushes at Noon',
        bpm: 94,
        root: 56,
        seconds: 204,
        progressions: [3, 5],
        palette: ['#3f1d0b', '#c2410c', '#ffedd5'],
      },
      {
        title: 'Saucer Blues',
        bpm: 88,
        root: 55,
        seconds: 246,
        progressions: [5, 4],
        palette: ['#1c1917', '#78716c', '#fcd34d'],
      },
      {
        title: 'Blue Saucer',
        bpm: 92,
        root: 57,
        seconds: 252,
        progressions: [2, 1],
        palette: ['#422006', '#ca8a04', '#e0e7ff'],
      },
      {
        title: 'Crema Waltz',
        bpm: 87,
        root: 53,
        seconds: 270,
        progressions: [4, 0],
        palette: ['#27272a', '#d97706', '#fee2e2'],
      },
      {
        title: 'Late Table',
        bpm: 95,
        root: 60,
        seconds: 234,
        progressions: [3, 2],
        palette: ['#3b0a0a', '#b91c1c', '#fef3c7'],
      },
      {
        title: 'Bookshop Swing',
        bpm: 89,
        root: 55,
        seconds: 258,
        progressions: [1, 5],
        palette: ['#1c1917', '#a8a29e', '#fde68a'],
      },
    ],
  },
  'sleep-calm': {
    mood: 'sleep',
    tracks: [
      {
        title: 'Night Harbour',
        bpm: 58,
        root: 60,
        seconds: 270,
        progressions: [0, 2],
        palette: ['#020617', '#1e40af', '#c7d2fe'],
      },
      {
        title: 'Slow Tide',
        bpm: 56,
        root: 55,
        seconds: 288,
        progressions: [1, 3],
        palette: ['#1e1b4b', '#4338ca', '#e0e7ff'],
      },
      {
        title: 'Starlit Quiet',
        bpm: 60,
        root: 57,
        seconds: 252,
        progressions: [2, 4],
        palette: ['#0c0a09', '#334155', '#bae6fd'],
      },
      {
        title: 'Lantern Drift',
        bpm: 54,
        root: 62,
        seconds: 294,
        progressions: [4, 1],
        palette: ['#172554', '#6d28d9', '#fbcfe8'],
      },
      {
        title: 'Moonwater',
        bpm: 57,
        root: 58,
        seconds: 294,
        progressions: [3, 0],
        palette: ['#0f172a', '#3730a3', '#ddd6fe'],
      },
      {
        title: 'Quiet Orchard',
        bpm: 55,
        root: 60,
        seconds: 282,
        progressions: [1, 4],
        palette: ['#052e16', '#166534', '#d9f99d'],
      },
      {
        title: 'Feather Hours',
        bpm: 59,
        root: 56,
        seconds: 288,
        progressions: [2, 1],
        palette: ['#1e1b4b', '#7c3aed', '#f5d0fe'],
      },
      {
        title: 'Harbour Lights',
        bpm: 53,
        root: 57,
        seconds: 300,
        progressions: [0, 3],
        palette: ['#082f49', '#0369a1', '#fef3c7'],
      },
    ],
  },
};

const ARTIST = 'Pomolo Generator';

export function cataloguePlan(): TrackPlan[] {
  const plans: TrackPlan[] = [];
  SHIPPED_CATEGORIES.forEach((cat, ci) => {
    const { mood, tracks } = PLAN[cat.slug];
    tracks.forEach((t, ti) => {
      plans.push({
        category: cat.slug,
        number: ti + 1,
        title: t.title,
        artist: ARTIST,
        recipe: {
          seed: 1000 + ci * 100 + ti,
          mood,
          bpm: t.bpm,
          rootMidi: t.root,
          durationSec: t.seconds,
          progressions: t.progressions,
        },
        palette: t.palette,
      });
    });
  });
  return plans;
}

/** Plan indices in the order they are made: the first track of every category, then the second of each, and so on. */
export function generationOrder(plans: readonly TrackPlan[]): number[] {
  return plans
    .map((p, i) => ({ i, number: p.number, cat: SHIPPED_CATEGORIES.findIndex((c) => c.slug === p.category) }))
    .sort((a, b) => a.number - b.number || a.cat - b.cat)
    .map((x) => x.i);
}

/** The sampled instruments a recipe's score plays, in channel order, each named once. */
export function instrumentsOf(recipe: TrackRecipe): string[] {
  const score = composeTrack(recipe);
  const playing = new Set(score.notes.map((x) => x.ch));
  const names = [
    ...score.setup.filter((s) => playing.has(s.ch)).map((s) => s.patch.name),
    ...score.changes.map((c) => c.patch.name),
  ];
  return [...new Set(names)];
}

export function howMade(recipe: TrackRecipe): string {
  const [a, b] = recipe.progressions ?? [0, 0];
  return (
    `Composed by Pomolo's generator from seed ${recipe.seed}: ${recipe.mood} style, ${recipe.bpm} bpm, ` +
    `progressions ${a + 1} and ${b + 1}. Played with sampled instruments (${instrumentsOf(recipe).join(', ')}) ` +
    `of the ${BANK_CREDIT.name} (${BANK_CREDIT.licence}), through Pomolo's lo-fi chain, mastered to ${TARGET_LUFS} LUFS.`
  );
}

/** The ID3v2 tag every generated MP3 carries: title, artist, album, licence, and the instruments' notice. */
export async function id3Tag(plan: TrackPlan, made: string): Promise<Buffer> {
  // Loaded when first needed (~10 MB resident): a catalogue renderer needs it only once the instruments are freed.
  const { default: NodeID3 } = await import('node-id3');
  return NodeID3.create({
    title: plan.title,
    artist: plan.artist,
    album: 'Pomolo',
    copyright: `${GENERATED_LICENCE}: ${plan.artist}. Instruments: ${BANK_CREDIT.name}, ${BANK_CREDIT.licence}.`,
    comment: { language: 'eng', text: `${made} ${BANK_CREDIT.notice}` },
  });
}

export interface CatalogueEntry {
  category: string;
  title: string;
  artist: string;
  audioFile: string;
  audioBytes: number;
  durationSeconds: number;
  coverBase: string;
  licence: string;
  source: string;
  /** How the track was made, for the credits. */
  howMade: string;
  /** Integrated loudness (LUFS) and true peak (dBTP) of the mastered audio, as measured before encoding. */
  integratedLufs: number;
  truePeakDbtp: number;
  sections: SectionSpan[];
}

export interface CatalogueManifest {
  key: string;
  tracks: CatalogueEntry[];
  bell: string;
  defaultCover: string;
}

/** The cache key: everything that decides the generated bytes. Change any of it and the catalogue is made anew. */
export function catalogueKey(plans: readonly TrackPlan[] = cataloguePlan()): string {
  const hash = crypto.createHash('sha256');
  // Every source of the generator (this folder, in name order), the encoder and the loudness meter it uses.
  const sources = readdirSync(here)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => path.join(here, f));
  for (const file of [...sources, ...['mp3.ts', 'loudness.ts'].map((f) => path.join(here, '..', 'media', f))])
    hash.update(readFileSync(file));
  for (const pkg of ['wasm-media-encoders', 'sharp']) {
    const pkgJson = path.join(PROJECT_ROOT, 'node_modules', pkg, 'package.json');
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
    hash.update(`${pkg}@${version}`);
  }
  // The instruments: the bank's package version (the bank file in it) and the synthesiser's.
  for (const v of soundfontVersions()) hash.update(v);
  hash.update(JSON.stringify(plans));
  return hash.digest('hex').slice(0, 16);
}

function shortHash(buf: Buffer): string {
  return crypto.createHash('sha256').update(buf).digest('hex').slice(0, 10);
}

const entryFile = (dir: string, i: number): string => path.join(dir, 'tracks', `${String(i).padStart(2, '0')}.json`);

export interface TrackTimings {
  /** CPU time (user + system) of synthesis and of encoding in the renderer process: what the machine's load
   * does not change, unlike the wall-clock time. */
  synthCpuMs: number;
  encodeCpuMs: number;
  /** The renderer process's peak resident memory (MB) when synthesis was done (the bank, the decoded instruments,
   * the mix) and when the track was stored (the encoder and the covers too): its high-water mark, ru_maxrss. */
  synthRssMb: number;
  maxRssMb: number;
}

/** This process's peak resident memory so far (MB): the kernel's high-water mark (ru_maxrss, VmHWM). */
const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

/**
 * Renders, encodes and stores track `i` of the plan into `dir`: audio and cover variants, then its manifest entry in
 * `dir/tracks/NN.json`. Every file is written to a temporary name and renamed, the entry last, so an entry on disk
 * always means a complete track.
 */
export async function renderPlannedTrack(
  plan: TrackPlan,
  i: number,
  dir: string,
): Promise<{ entry: CatalogueEntry } & TrackTimings> {
  let t = process.cpuUsage();
  let rendered: RenderedTrack | null = await renderTrackDetailed(plan.recipe);
  const synthCpuMs = cpuMs(t);
  const synthRssMb = peakRssMb();
  // The bank and its decoded samples are garbage now: gone before the encoder's memory comes.
  await collectGarbage();
  t = process.cpuUsage();
  const made = howMade(plan.recipe);
  const mp3 = Buffer.concat([await id3Tag(plan, made), await encodeMp3(rendered.pcm, 128)]);
  const encodeCpuMs = cpuMs(t);
  const durationSeconds = rendered.pcm.left.length / rendered.pcm.sampleRate;
  const { integratedLufs, truePeakDbtp, sections } = rendered;
  // The mix (106 MB for 5 minutes) is not needed for the covers.
  rendered = null;
  await collectGarbage();
  const base = `${plan.category}-${String(plan.number).padStart(2, '0')}-${shortHash(mp3)}`;
  const audioFile = `${base}.mp3`;
  await fs.mkdir(path.join(dir, 'audio'), { recursive: true });
  await writeFileAtomic(path.join(dir, 'audio', audioFile), mp3);
  const svg = renderCoverSvg({ seed: plan.recipe.seed, title: plan.title, palette: plan.palette });
  await writeCoverVariants(svg, path.join(dir, 'covers'), base);
  const entry: CatalogueEntry = {
    category: plan.category,
    title: plan.title,
    artist: plan.artist,
    audioFile,
    audioBytes: mp3.length,
    durationSeconds,
    coverBase: base,
    licence: GENERATED_LICENCE,
    source: `Pomolo procedural generator (${plan.recipe.mood}, ${plan.recipe.bpm} bpm, seed ${plan.recipe.seed}), ${BANK_CREDIT.name} (${BANK_CREDIT.licence})`,
    howMade: made,
    integratedLufs: Math.round(integratedLufs * 100) / 100,
    truePeakDbtp: Math.round(truePeakDbtp * 100) / 100,
    sections,
  };
  await fs.mkdir(path.join(dir, 'tracks'), { recursive: true });
  await writeFileAtomic(entryFile(dir, i), JSON.stringify(entry));
  return { entry, synthCpuMs, encodeCpuMs, synthRssMb, maxRssMb: peakRssMb() };
}

/** The finished entry of track `i` in `dir`, or null when it is missing or its audio is not there. */
async function finishedEntry(dir: string, i: number): Promise<CatalogueEntry | null> {
  try {
    const entry = JSON.parse(await fs.readFile(entryFile(dir, i), 'utf8')) as CatalogueEntry;
    const audio = await fs.stat(path.join(dir, 'audio', entry.audioFile));
    return audio.size === entry.audioBytes ? entry : null;
  } catch {
    return null;
  }
}

const TRACK_SCRIPT = path.join(PROJECT_ROOT, 'server', 'scripts', 'render-catalogue-track.ts');

/** Messages between generateCatalogue and its child processes (server/scripts/render-catalogue-track.ts). */
export type RenderRequest = { plan: TrackPlan; index: number; dir: string };
export type RenderReply =
  ({ index: number; ok: true; entry: CatalogueEntry } & TrackTimings) | { index: number; ok: false; error: string };

/**
 * A child process that renders tracks it is sent (synthesis and encoding are CPU-bound, so one per core).
 * The server runs it at a lower priority (`niceness`), so that it stays responsive while the library is made in the
 * background.
 */
function startRenderer(niceness: number): {
  render: (plan: TrackPlan, index: number, dir: string) => Promise<RenderReply>;
  stop: () => void;
} {
  const child = fork(TRACK_SCRIPT, [], {
    cwd: PROJECT_ROOT,
    // --expose-gc: the renderer frees the unused bank and the mix between its stages rather than when V8 decides.
    // A 1 MB young generation (V8's default grows to 16 MB a semi-space): the render allocates little that lives
    // long on the JavaScript heap, and this took ~40 MB off a renderer's peak at no measurable CPU cost.
    execArgv: ['--expose-gc', '--max-semi-space-size=1', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    if (child.pid && niceness) os.setPriority(child.pid, niceness);
  } catch {
    // Not allowed here: it simply runs at normal priority.
  }
  let pending: { resolve: (r: RenderReply) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (reply: RenderReply) => {
    const p = pending;
    pending = null;
    p?.resolve(reply);
  });
  child.on('exit', (code, signal) => {
    const p = pending;
    pending = null;
    p?.reject(new Error(`the track renderer exited (${signal ?? code})`));
  });
  return {
    render: (plan, index, dir) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send({ plan, index, dir } satisfies RenderRequest);
      }),
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}

export interface GenerateOptions {
  log?: (msg: string) => void;
  /** Called once per track as soon as it is available (cached ones first, then in the order they finish). */
  onTrack?: (entry: CatalogueEntry, progress: { done: number; total: number; index: number }) => Promise<void> | void;
  /** Called once per track this run renders, with its timings (the catalogue bench). */
  onRendered?: (index: number, timings: TrackTimings & { wallMs: number }) => void;
  /** How many renderers run at once (default: one per core). */
  lanes?: number;
  /** The renderers' niceness (0: the same priority as this process). */
  niceness?: number;
  /** Another plan than the shipped one (tests make small libraries). */
  plan?: TrackPlan[];
}

export const BELL_FILE = 'bell.mp3';

/** Renders the bell into `dir/bell.mp3` unless it is already there. */
export async function ensureBell(dir: string): Promise<string> {
  const file = path.join(dir, BELL_FILE);
  if (!existsSync(file)) {
    await fs.mkdir(dir, { recursive: true });
    await writeFileAtomic(file, await encodeMp3(renderBell()));
  }
  return file;
}

/** Renders the default cover variants into `dir` unless they are already there. */
export async function ensureDefaultCover(dir: string): Promise<void> {
  if (
    existsSync(path.join(dir, `${DEFAULT_COVER_BASE}-1200.webp`)) &&
    existsSync(path.join(dir, `${DEFAULT_COVER_BASE}.webp`))
  )
    return;
  await fs.mkdir(dir, { recursive: true });
  const svg = renderCoverSvg({ seed: 7, title: 'Pomolo', palette: ['#1e293b', '#2563eb', '#f59e0b'] });
  await writeCoverVariants(svg, dir, DEFAULT_COVER_BASE);
}

/**
 * Generates the shipped catalogue into `cacheDir/<key>/` (audio, covers, bell, manifest.json) unless a complete
 * copy is already there. Tracks finished by an earlier run (one killed half-way) are kept and only the missing ones
 * are made, the first of each category first. The manifest is written last.
 */
export async function generateCatalogue(
  cacheDir: string,
  opts: GenerateOptions | ((msg: string) => void) = {},
): Promise<{ dir: string; manifest: CatalogueManifest }> {
  const o: GenerateOptions = typeof opts === 'function' ? { log: opts } : opts;
  const { log = () => {}, onTrack, onRendered, lanes, niceness = 0 } = o;
  const plans = o.plan ?? cataloguePlan();
  const key = catalogueKey(plans);
  const dir = path.join(cacheDir, key);
  const manifestFile = path.join(dir, 'manifest.json');
  const total = plans.length;
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as CatalogueManifest;
    let done = 0;
    for (const i of generationOrder(plans)) await onTrack?.(manifest.tracks[i], { done: ++done, total, index: i });
    return { dir, manifest };
  }
  await fs.mkdir(path.join(dir, 'audio'), { recursive: true });
  await fs.mkdir(path.join(dir, 'covers'), { recursive: true });
  const tracks = new Array<CatalogueEntry | null>(total).fill(null);
  let done = 0;
  const todo: number[] = [];
  for (const i of generationOrder(plans)) {
    tracks[i] = await finishedEntry(dir, i);
    if (tracks[i]) await onTrack?.(tracks[i], { done: ++done, total, index: i });
    else todo.push(i);
  }
  if (done > 0 && todo.length > 0)
    log(`  ${done} of ${total} tracks were already made; making the other ${todo.length}`);
  const lanesNow = Math.max(1, Math.min(lanes ?? os.availableParallelism(), todo.length));
  // A new renderer process for every track: a renderer that made several tracks kept decoded samples and decoder
  // memory from them, so a fresh one keeps each render to one track's (~250 MB at most, decision 0088); starting
  // one costs ~0.3 s of CPU.
  const running = new Set<ReturnType<typeof startRenderer>>();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: todo.length > 0 ? lanesNow : 0 }, async () => {
        while (next < todo.length) {
          const i = todo[next++];
          const started = Date.now();
          const renderer = startRenderer(niceness);
          running.add(renderer);
          let reply: RenderReply;
          try {
            reply = await renderer.render(plans[i], i, dir);
          } finally {
            renderer.stop();
            running.delete(renderer);
          }
          if (!reply.ok) throw new Error(`rendering track ${i} (${plans[i].title}) failed: ${reply.error}`);
          tracks[i] = reply.entry;
          onRendered?.(i, {
            synthCpuMs: reply.synthCpuMs,
            encodeCpuMs: reply.encodeCpuMs,
            synthRssMb: reply.synthRssMb,
            maxRssMb: reply.maxRssMb,
            wallMs: Date.now() - started,
          });
          log(`  [${++done}/${total}] ${plans[i].title} (${Date.now() - started} ms)`);
          await onTrack?.(reply.entry, { done, total, index: i });
        }
      }),
    );
  } finally {
    for (const r of running) r.stop();
  }
  await ensureDefaultCover(path.join(dir, 'covers'));
  await ensureBell(dir);
  const manifest: CatalogueManifest = {
    key,
    tracks: tracks as CatalogueEntry[],
    bell: BELL_FILE,
    defaultCover: DEFAULT_COVER_BASE,
  };
  await writeFileAtomic(manifestFile, JSON.stringify(manifest, null, 2));
  // Catalogues made by earlier versions of the generator are never used again.
  for (const old of await fs.readdir(cacheDir)) {
    if (old !== key && /^[0-9a-f]{16}$/.test(old))
      await fs.rm(path.join(cacheDir, old), { recursive: true, force: true });
  }
  return { dir, manifest };
}
