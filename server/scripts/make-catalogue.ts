// `npm run catalogue`: makes the shipped music library in its cache (`.cache/catalogue`, or CATALOGUE_CACHE_DIR),
// or finds it there, and exits. `npm test` runs it first, beside the lint and the unit tests, so the server tests
// and the journeys that follow find the library made (decision 0082).
import { generateCatalogue } from '../src/catalogue/catalogue.ts';
import { loadConfig } from '../src/config.ts';

const started = Date.now();
await generateCatalogue(loadConfig().catalogueCacheDir, (message) => console.log(`[catalogue] ${message}`));
console.log(`[catalogue] ready in ${Date.now() - started} ms`);
