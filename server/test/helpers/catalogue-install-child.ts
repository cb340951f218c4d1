// A start that installs a small generated library (server/test/catalogue/background-install.test.ts kills it
// half-way). Env: DATABASE_URL, DATA_DIR, CATALOGUE_CACHE_DIR, PLAN_FILE (a JSON TrackPlan[]).
import fs from 'node:fs';
import postgres from 'postgres';
import { startCatalogue } from '../../src/seed.ts';
import type { TrackPlan } from '../../src/catalogue/catalogue.ts';

const sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
const plan = JSON.parse(fs.readFileSync(process.env.PLAN_FILE!, 'utf8')) as TrackPlan[];
const { install } = await startCatalogue(sql as never, {
  dataDir: process.env.DATA_DIR!,
  catalogueCacheDir: process.env.CATALOGUE_CACHE_DIR!,
  plan,
  lanes: 1,
  log: (m) => console.log(m),
});
await install?.finished;
await sql.end();
