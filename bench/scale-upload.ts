// The upload-memory part of `npm run bench -- scale` (bench/scale.ts runs it when this file is there): the 10 MB and
// 50 MB uploads of bench/upload.ts, with MEDIA_STORE=s3 against the S3 emulator (s3rver, decision 0053). The file
// streams to a temporary file, then to the bucket in 5 MB multipart parts: the server's RSS must grow by < 30 MB.
import { pathToFileURL } from 'node:url';
import { startS3Emulator } from '../server/test/helpers/s3-emulator.ts';
import { benchUpload } from './upload.ts';

const MAX_GROWTH = 30 * 1024 * 1024;

export async function benchScaleUpload(): Promise<{ ok: boolean }> {
  const s3 = await startS3Emulator();
  try {
    return await benchUpload({
      env: s3.env('bench'),
      storedIn: `the S3 bucket (emulator at ${s3.endpoint}, multipart upload)`,
      maxGrowth: MAX_GROWTH,
      warmUpSeconds: 40,
    });
  } finally {
    await s3.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await benchScaleUpload();
  if (!ok) process.exitCode = 1;
}
