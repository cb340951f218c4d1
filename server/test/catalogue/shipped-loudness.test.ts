import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import NodeID3 from 'node-id3';
import { generateCatalogue } from '../../src/catalogue/catalogue.ts';
import { BANK_CREDIT } from '../../src/catalogue/soundfont.ts';
import { MAX_TRUE_PEAK_DBTP, TARGET_LUFS } from '../../src/catalogue/mastering.ts';
import { measureAudioFile } from '../../src/media/audio-loudness.ts';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';

// The mastering tests measure the mix before it is encoded; a visitor hears the MP3. The encoder may move
// loudness and overshoot peaks, so the shipped files themselves are measured here, decoded with the meter that
// measures uploads: the first track of each category (all of them: `npm run bench -- catalogue`).
describe('the shipped MP3s, as a visitor hears them (issue 17)', () => {
  it('are at −16 LUFS ± 1 LU with a true peak of at most −1 dBTP, and their rows say what was measured', async () => {
    // The global setup has made the catalogue already: this only reads its manifest.
    const { dir, manifest } = await generateCatalogue(inject('catalogueCacheDir'));
    for (const category of SHIPPED_CATEGORIES) {
      const track = manifest.tracks.find((t) => t.category === category.slug)!;
      const heard = await measureAudioFile(path.join(dir, 'audio', track.audioFile), 'mp3');
      expect(Math.abs(heard.integratedLufs - TARGET_LUFS), track.audioFile).toBeLessThanOrEqual(1);
      expect(heard.truePeakDbtp, track.audioFile).toBeLessThanOrEqual(MAX_TRUE_PEAK_DBTP);
      // What the row stores (measured before encoding) is within half a unit of the file.
      expect(Math.abs(heard.integratedLufs - track.integratedLufs), track.audioFile).toBeLessThanOrEqual(0.5);
      // The file credits the sampled instruments in its own metadata (issue 29).
      const tag = NodeID3.read(path.join(dir, 'audio', track.audioFile));
      expect(tag.title).toBe(track.title);
      expect(tag.comment?.text).toContain(BANK_CREDIT.notice);
    }
  });
});
