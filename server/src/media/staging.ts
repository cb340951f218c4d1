import fs from 'node:fs/promises';
import type { MediaStore, PutOptions, StagedObject } from './store/media-store.ts';

/**
 * Local files (temporary uploads, made cover variants) on their way to the media store under their final keys.
 * `upload` hands them to the store before the transaction (S3: under the staging prefix, local disk: nothing to
 * do); `publish` runs inside the transaction, just before COMMIT, and gives them their final names (local: a
 * rename, S3: a server-side copy). A failure discards them all. A kill between publish and commit leaves
 * final-named files that no row names, and a kill before the staging copies are deleted leaves staging objects:
 * the start-up sweep tidies both once they are an hour old (media/sweep.ts: local files go to quarantine, decision
 * 0025).
 */
export class StagedFiles {
  private readonly pending: { file: string; key: string; opts?: PutOptions }[] = [];
  private readonly staged: StagedObject[] = [];

  constructor(private readonly store: MediaStore) {}

  add(file: string, key: string, opts?: PutOptions): void {
    this.pending.push({ file, key, opts });
  }

  get keys(): string[] {
    return this.pending.map((e) => e.key);
  }

  async upload(): Promise<void> {
    for (const e of this.pending.slice(this.staged.length))
      this.staged.push(await this.store.stage(e.file, e.key, e.opts));
  }

  async publish(): Promise<void> {
    for (const s of this.staged) await s.publish();
  }

  /** Removes everything staged, published or not (for a transaction that did not commit), and the local files. */
  async discard(): Promise<void> {
    await Promise.all(this.staged.map((s) => s.discard()));
    await this.finish();
  }

  /** Removes the local files that are left (S3 keeps its copies in the bucket; local disk renamed them). */
  async finish(): Promise<void> {
    await Promise.all(this.pending.map((e) => fs.rm(e.file, { force: true })));
  }
}
