import fs from 'node:fs/promises';

/**
 * Files written under temporary names, moved to their final names only as their database row commits
 * (`publish` runs inside the transaction, just before COMMIT). A failure discards them all. A kill between
 * publish and commit leaves final-named files that no row names, which the start-up sweep moves to quarantine
 * (deleted 7 days later; decision 0025).
 */
export class StagedFiles {
  private readonly entries: { temp: string; final: string; published: boolean }[] = [];

  add(temp: string, final: string): void {
    this.entries.push({ temp, final, published: false });
  }

  get finals(): string[] {
    return this.entries.map((e) => e.final);
  }

  async publish(): Promise<void> {
    for (const e of this.entries) {
      await fs.rename(e.temp, e.final);
      e.published = true;
    }
  }

  /** Removes everything staged, published or not (for a transaction that did not commit). */
  async discard(): Promise<void> {
    await Promise.all(this.entries.map((e) => fs.rm(e.published ? e.final : e.temp, { force: true })));
  }
}
