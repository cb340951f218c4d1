// `npm run media:copy -- --to s3` copies DATA_DIR/media to the bucket named by S3_BUCKET (and S3_ENDPOINT, S3_PREFIX,
// S3_REGION, the AWS credentials); `--to local` copies the bucket back. `--verify` also hashes files that are already
// there. Safe to run again, and while the server runs (files are only added, never removed).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadMediaConfig, type S3MediaConfig } from '../src/config.ts';
import { copyMedia } from '../src/media/copy-media.ts';
import { mediaPaths } from '../src/media/storage.ts';
import { LocalMediaStore } from '../src/media/store/local-store.ts';
import { S3MediaStore } from '../src/media/store/s3-store.ts';

const USAGE = 'Usage: npm run media:copy -- --to s3|local [--verify]';

function fail(message: string): never {
  console.error(`media:copy: ${message}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ options: { to: { type: 'string' }, verify: { type: 'boolean', default: false } } }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (args.to !== 's3' && args.to !== 'local') fail(USAGE);

let s3Config: S3MediaConfig;
let dataDir: string;
try {
  // The bucket is described by the S3_* variables whatever MEDIA_STORE says (before a move it is still `local`).
  const env = { ...process.env, MEDIA_STORE: 's3', MEDIA_PUBLIC_URL: '' };
  s3Config = loadMediaConfig(env).media as S3MediaConfig;
  dataDir = loadConfig(env).dataDir;
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

const local = new LocalMediaStore(mediaPaths(dataDir).root);
const bucket = new S3MediaStore(s3Config);
try {
  await bucket.ping().catch((err: Error) => fail(`the bucket ${bucket.description} cannot be reached: ${err.message}`));
  const [from, to] = args.to === 's3' ? [local, bucket] : [bucket, local];
  const result = await copyMedia(from, to, { log: console.log, verify: args.verify });
  if (result.failed.length) process.exitCode = 1;
} finally {
  await bucket.close();
}
