// A local S3-compatible endpoint for tests and benchmarks: s3rver (npm), a stand-in for AWS S3, Cloudflare R2 or
// MinIO (decision 0053). It listens on a free port and keeps its objects in a temporary directory. `env` is what a
// Pomolo process needs to use it (MEDIA_STORE=s3 and the standard AWS credentials). Run this file directly
// (`npx tsx server/test/helpers/s3-emulator.ts [port]`) for a development endpoint that stays up until Ctrl-C.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';

export interface S3Emulator {
  endpoint: string;
  bucket: string;
  region: string;
  /** Where the emulator keeps its objects (`<dir>/<bucket>/<key>._S3rver_object`). */
  dir: string;
  /** The environment a Pomolo process needs to store its media there (`prefix` sets S3_PREFIX). */
  env: (prefix?: string) => Record<string, string>;
  /** Makes every object look `ms` older (the sweep leaves objects younger than an hour alone). */
  age: (ms: number) => void;
  stop: () => Promise<void>;
}

function objectFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => path.join(dir, f));
}

/** s3rver's fixed credentials (it checks request signatures against them). */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Emulator(
  opts: { port?: number; bucket?: string; dir?: string } = {},
): Promise<S3Emulator> {
  const bucket = opts.bucket ?? 'pomolo-media';
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pomolo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
    // Path-style requests only (http://127.0.0.1:port/bucket/key), as S3_FORCE_PATH_STYLE makes the driver send.
    vhostBuckets: false,
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    dir,
    env: (prefix = '') => ({
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_PREFIX: prefix,
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    }),
    age: (ms) => {
      for (const file of objectFiles(dir)) {
        const { mtimeMs } = fs.statSync(file);
        fs.utimesSync(file, new Date(mtimeMs - ms), new Date(mtimeMs - ms));
      }
    },
    stop: async () => {
      // Clients' keep-alive connections would hold the close open.
      server.httpServer?.closeAllConnections();
      await server.close();
      if (!opts.dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const s3 = await startS3Emulator({ port: Number(process.argv[2] ?? 4568) });
  console.log(`S3 emulator on ${s3.endpoint}, bucket ${s3.bucket}, objects in ${s3.dir}`);
  console.log(
    Object.entries(s3.env())
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  );
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
