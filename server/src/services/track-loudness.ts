// The loudness queue: measures every track whose audio has not been measured yet (rows from before migration 043,
// generated tracks whose descriptor had no measurement, each new upload or replaced audio file), one file at a time
// so that a start-up backfill of a large library never takes more than one core's share from the requests.
import type { Queryable } from '../database.ts';
import type { AudioKind } from '../media/audio-probe.ts';
import type { MediaStore } from '../media/store/media-store.ts';
import { measureAudioFile } from '../media/audio-loudness.ts';
import { setTrackLoudness, tracksToMeasure } from '../repositories/catalogue-repository.ts';

const KIND_OF_MIME: Record<string, AudioKind> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg' };

export interface TrackLoudnessOptions {
  sql: Queryable;
  /** Where the audio is (local folder or bucket); tracks' files are under `audio/`. */
  store: MediaStore;
  /** Runs after each stored measurement (the app passes the catalogue cache's `invalidate`: gainDb changed). */
  changed: () => void;
  log?: { info(msg: string): void; warn(obj: object, msg: string): void };
  /** Rows read per query. */
  batch?: number;
}

export class TrackLoudness {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly stop = new AbortController();
  /** Measured (or found unmeasurable) since the start. */
  measured = 0;

  constructor(private readonly opts: TrackLoudnessOptions) {}

  /**
   * Measures whatever is waiting, in the background; a call while it runs makes it look again when it is done.
   * Never rejects: a file that cannot be decoded is stored as unmeasurable (gain 0) and logged.
   */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.closed) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves once nothing is waiting (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops, leaving the file being measured for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.stop.abort();
    await this.idle();
  }

  private async drain(): Promise<void> {
    const { sql, store, log } = this.opts;
    const failed = new Set<string>();
    try {
      while (!this.closed) {
        const pending = (await tracksToMeasure(sql, this.opts.batch ?? 20)).filter((t) => !failed.has(t.id));
        if (pending.length === 0) return;
        for (const t of pending) {
          if (this.closed) return;
          let result: { integratedLufs: number | null; truePeakDbtp: number | null };
          const kind = KIND_OF_MIME[t.audioMime];
          try {
            if (!kind) throw new Error(`unknown audio type ${t.audioMime}`);
            const stored = await store.get(`audio/${t.audioFile}`);
            if (!stored)
              throw Object.assign(new Error(`audio/${t.audioFile} is not in the media store`), { code: 'ENOENT' });
            result = await measureAudioFile(stored.body, kind, this.stop.signal);
          } catch (err) {
            if (this.closed) return;
            // A file missing right now (a replace or delete racing this read) is left for its row's next state.
            if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
              failed.add(t.id);
              continue;
            }
            log?.warn({ err, track: t.id }, 'loudness: the audio could not be measured; it plays without a gain');
            result = { integratedLufs: null, truePeakDbtp: null };
          }
          if (await setTrackLoudness(sql, t.id, t.audioFile, result)) {
            this.measured++;
            this.opts.changed();
          }
        }
      }
    } catch (err) {
      // The database went away (shutdown, outage): the next start or upload picks the rest up.
      if (!this.closed) log?.warn({ err }, 'loudness: measuring stopped');
    }
  }
}
