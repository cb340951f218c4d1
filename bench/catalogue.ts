// `npm run bench -- catalogue`: makes the whole generated library from a cold cache (a new temporary folder, never
// the real .cache/catalogue) the way a fresh start does, and prints seconds to the first track of each category and
// to the whole library, each track's real-time factors of synthesis (the SoundFont render and the lo-fi chain) and of
// encoding (CPU time / audio time, in the renderer process), the peak resident memory of its renderer process (the
// kernel's high-water mark, ru_maxrss, read by the renderer itself when synthesis is done and when the track is
// stored), and its mastered integrated loudness and true peak, before encoding and as the MP3 decodes. Wall-clock
// times depend on what else the machine runs (its load average is printed); the CPU times do not, so the bench also
// works out what an idle machine with this many cores would take (each lane's CPU time in generation order).
// BENCH_CATALOGUE_DIR=<dir> generates into <dir> and keeps it. BENCH_CATALOGUE_TRACKS=31,16 makes only those
// tracks of the plan (0-based indices), each in its own renderer process as always: a quick look at one track's
// memory and speed (31 is the longest, 5:00).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  cataloguePlan,
  generateCatalogue,
  generationOrder,
  type TrackTimings,
} from '../server/src/catalogue/catalogue.ts';
import { measureAudioFile } from '../server/src/media/audio-loudness.ts';
import { SHIPPED_CATEGORIES } from '../shared/catalogue.ts';

const s = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));

export async function benchCatalogue(): Promise<void> {
  const keep = process.env.BENCH_CATALOGUE_DIR;
  const cacheDir = keep ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-bench-catalogue-')));
  const only = process.env.BENCH_CATALOGUE_TRACKS?.split(',').map(Number);
  const plans = only ? cataloguePlan().filter((_, i) => only.includes(i)) : cataloguePlan();
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  console.log(`catalogue: ${plans.length} tracks, ${os.availableParallelism()} cores, load average ${load()}`);
  const started = Date.now();
  const firstOf = new Map<string, number>();
  const timings = new Map<number, TrackTimings & { wallMs: number }>();
  try {
    const { dir, manifest } = await generateCatalogue(cacheDir, {
      plan: plans,
      log: (m) => console.log(m),
      onTrack: (entry) => {
        if (!firstOf.has(entry.category)) firstOf.set(entry.category, Date.now() - started);
      },
      onRendered: (i, t) => timings.set(i, t),
    });
    const totalMs = Date.now() - started;
    console.log('\nseconds to the first track of each category:');
    for (const c of SHIPPED_CATEGORIES) console.log(`  ${c.name.padEnd(16)} ${s(firstOf.get(c.slug))} s`);
    console.log(`seconds to the whole library: ${s(totalMs)} s (load average now ${load()})\n`);
    // An idle machine: the lanes take tracks in generation order, each as soon as it is free.
    const lanes = new Array<number>(Math.min(os.availableParallelism(), plans.length)).fill(0);
    const idleFirst = new Map<string, number>();
    for (const i of generationOrder(plans)) {
      const tm = timings.get(i);
      if (!tm) continue;
      const lane = lanes.indexOf(Math.min(...lanes));
      lanes[lane] += tm.synthCpuMs + tm.encodeCpuMs;
      if (!idleFirst.has(plans[i].category)) idleFirst.set(plans[i].category, lanes[lane]);
    }
    console.log(`on an idle ${lanes.length}-core machine (from CPU times, without start-up and cover making):`);
    for (const c of SHIPPED_CATEGORIES) console.log(`  ${c.name.padEnd(16)} ${s(idleFirst.get(c.slug))} s`);
    console.log(`  whole library    ${s(Math.max(...lanes))} s\n`);
    // What a visitor hears: each MP3 decoded and measured with the uploads' meter (after the timings above).
    const heard = await Promise.all(
      manifest.tracks.map((t) => measureAudioFile(path.join(dir, 'audio', t.audioFile), 'mp3')),
    );
    console.log(
      'track                       length  synth RTF  encode RTF  LUFS     dBTP   MP3 LUFS  MP3 dBTP  peak RSS MB (synth/all)  sections',
    );
    let audio = 0;
    let synth = 0;
    let encode = 0;
    manifest.tracks.forEach((t, i) => {
      const tm = timings.get(i) ?? { synthCpuMs: NaN, encodeCpuMs: NaN, synthRssMb: NaN, maxRssMb: NaN };
      audio += t.durationSeconds;
      synth += tm.synthCpuMs / 1000;
      encode += tm.encodeCpuMs / 1000;
      const len = `${Math.floor(t.durationSeconds / 60)}:${String(Math.round(t.durationSeconds % 60)).padStart(2, '0')}`;
      console.log(
        `${t.title.padEnd(27)} ${len.padStart(6)}  ${(tm.synthCpuMs / 1000 / t.durationSeconds).toFixed(3).padStart(9)}` +
          `  ${(tm.encodeCpuMs / 1000 / t.durationSeconds).toFixed(3).padStart(10)}  ${t.integratedLufs.toFixed(2).padStart(6)}` +
          `  ${t.truePeakDbtp.toFixed(2).padStart(6)}  ${heard[i].integratedLufs.toFixed(2).padStart(8)}` +
          `  ${heard[i].truePeakDbtp.toFixed(2).padStart(8)}  ${`${tm.synthRssMb} / ${tm.maxRssMb}`.padStart(23)}  ` +
          t.sections.map((x) => x.kind).join(' '),
      );
    });
    const rss = [...timings.values()].map((x) => x.maxRssMb);
    console.log(
      `\nall: ${(audio / 60).toFixed(1)} min of music; synthesis RTF ${(synth / audio).toFixed(3)}, ` +
        `encoding RTF ${(encode / audio).toFixed(3)} (CPU time; ${lanes.length} renderers run at once); ` +
        `peak RSS of a renderer process ${Math.min(...rss)}–${Math.max(...rss)} MB`,
    );
  } finally {
    if (!keep) await fs.rm(cacheDir, { recursive: true, force: true });
  }
}
