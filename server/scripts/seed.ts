// Installs the generated catalogue when the catalogue is empty (the server does this on start too).
import { loadConfig } from '../src/config.ts';
import { openDatabaseForScript } from '../src/database.ts';
import { migrate } from '../src/migrations.ts';
import { prepareCatalogue } from '../src/seed.ts';
import { withStartupLock } from '../src/startup-lock.ts';
import { openMediaStore } from '../src/media/store/open-media-store.ts';

const config = loadConfig();
const db = await openDatabaseForScript(config, console.log);
const store = openMediaStore(config.media, config.dataDir);
try {
  const { seeded } = await withStartupLock(db.sql, console.log, async () => {
    await migrate(db.sql, console.log);
    return prepareCatalogue(db.sql, {
      dataDir: config.dataDir,
      catalogueCacheDir: config.catalogueCacheDir,
      log: console.log,
      store,
    });
  });
  console.log(seeded ? `Seeded ${seeded} tracks.` : 'The catalogue already has tracks; nothing to seed.');
} catch (err) {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
  await db.close();
}
