// Run by `npm start` before the build: the build rewrites dist/, which a server already running on this DATA_DIR
// is serving. Refuse here, in the same words as the server itself (decision 0023).
import { loadConfig, ConfigError } from '../src/config.ts';
import { describeHolder, readLiveLock } from '../src/data-dir-lock.ts';

try {
  const { dataDir } = loadConfig();
  const holder = readLiveLock(dataDir);
  if (holder) {
    console.error(
      `pomolo: Another ${describeHolder(holder)} is using the data directory ${dataDir}. Stop it first, or give this server its own DATA_DIR.`,
    );
    process.exit(1);
  }
} catch (err) {
  // A configuration mistake is reported by the server, with the rest of its start-up messages.
  if (!(err instanceof ConfigError)) throw err;
}
