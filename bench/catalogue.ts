// `npm run bench -- catalogue`: makes the whole generated library from a cold cache (a temporary folder) the way a
// fresh start does, and prints seconds to the first track of each category and to the whole library, each track's
// real-time factors of synthesis and of encoding (CPU time / audio time, in the renderer process), and its mastered
// integrated loudness and true peak. The machine's load average is printed too: the numbers depend on it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cataloguePlan, generateCatalogue, type TrackTimings } from '../server/src/catalogue/catalogue.ts';
import { SHIPPED_CATEGORIES } from '../shared/catalogue.ts';

const s = (ms: number) => (ms / 1000).toFixed(1);

export async function benchCatalogue(): Promise<void> {
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-bench-catalogue-'));
  const plans = cataloguePlan();
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
    const { manifest } = await generateCatalogue(cacheDir, {
      onTrack: (entry) => {
        if (!firstOf.has(entry.category)) firstOf.set(entry.category, Date.now() - started);
      },
      onRendered: (i, t) => timings.set(i, t),
    });
    const totalMs = Date.now() - started;
    console.log('\nseconds to the first track of each category:');
    for (const c of SHIPPED_CATEGORIES) console.log(`  ${c.name.padEnd(16)} ${s(firstOf.get(c.slug) ?? NaN)} s`);
    console.log(`seconds to the whole library: ${s(totalMs)} s (load average now ${load()})\n`);
    console.log('track                       length  synth RTF  encode RTF  LUFS     dBTP   sections');
    let audio = 0;
    let synth = 0;
    let encode = 0;
    manifest.tracks.forEach((t, i) => {
      const tm = timings.get(i)!;
      audio += t.durationSeconds;
      synth += tm.synthMs / 1000;
      encode += tm.encodeMs / 1000;
      const len = `${Math.floor(t.durationSeconds / 60)}:${String(Math.round(t.durationSeconds % 60)).padStart(2, '0')}`;
      console.log(
        `${t.title.padEnd(27)} ${len.padStart(6)}  ${(tm.synthMs / 1000 / t.durationSeconds).toFixed(3).padStart(9)}` +
          `  ${(tm.encodeMs / 1000 / t.durationSeconds).toFixed(3).padStart(10)}  ${t.integratedLufs.toFixed(2).padStart(6)}` +
          `  ${t.truePeakDbtp.toFixed(2).padStart(6)}   ${t.sections.map((x) => x.kind).join(' ')}`,
      );
    });
    console.log(
      `\nall: ${(audio / 60).toFixed(1)} min of music; synthesis RTF ${(synth / audio).toFixed(3)}, ` +
        `encoding RTF ${(encode / audio).toFixed(3)} (per process; ${os.availableParallelism()} run at once)`,
    );
  } finally {
    await fs.rm(cacheDir, { recursive: true, force: true });
  }
}
