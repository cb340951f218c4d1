import type { MediaConfig } from '../../config.ts';
import { mediaPaths } from '../storage.ts';
import { LocalMediaStore } from './local-store.ts';
import type { MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-store.ts';

/** The configured media store: DATA_DIR/media by default, or the S3 bucket. */
export function openMediaStore(config: MediaConfig | undefined, dataDir: string): MediaStore {
  if (config?.driver === 's3') return new S3MediaStore(config);
  return new LocalMediaStore(mediaPaths(dataDir).root);
}
