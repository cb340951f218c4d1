// One track of the generated catalogue, made in its own process so generation uses every core.
// Usage: tsx server/scripts/render-catalogue-track.ts <index> <dir>; prints the track's manifest entry as JSON.
import { renderPlannedTrack } from '../src/catalogue/catalogue.ts';

const [index, dir] = process.argv.slice(2);
const entry = await renderPlannedTrack(Number(index), dir);
process.stdout.write(`${JSON.stringify(entry)}\n`);
