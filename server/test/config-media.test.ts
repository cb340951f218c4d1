// MEDIA_STORE and the S3 variables: the defaults, and a clear one-line refusal for each mistake.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadMediaConfig } from '../src/config.ts';

const refused = (env: Record<string, string>) => {
  try {
    loadMediaConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('media configuration', () => {
  it('is local disk by default, exactly as before', () => {
    expect(loadMediaConfig({})).toEqual({ media: { driver: 'local' } });
    expect(loadMediaConfig({ MEDIA_STORE: 'local' })).toEqual({ media: { driver: 'local' } });
  });

  it('reads an AWS bucket: region required, virtual-hosted addressing, normalised prefix', () => {
    expect(
      loadMediaConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'pomolo', S3_REGION: 'eu-west-1', S3_PREFIX: '/a/b/' }),
    ).toEqual({
      media: { driver: 's3', bucket: 'pomolo', region: 'eu-west-1', prefix: 'a/b/', forcePathStyle: false },
    });
    expect(loadMediaConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'pomolo', AWS_REGION: 'us-west-2' }).media).toMatchObject({
      region: 'us-west-2',
    });
  });

  it('with S3_ENDPOINT: path style on by default (off when asked), region defaults, MEDIA_PUBLIC_URL kept', () => {
    const env = { MEDIA_STORE: 'S3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000/' };
    expect(loadMediaConfig(env).media).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      prefix: '',
      forcePathStyle: true,
    });
    expect(loadMediaConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).media).toMatchObject({ forcePathStyle: false });
    expect(loadMediaConfig({ ...env, MEDIA_PUBLIC_URL: 'https://cdn.example/media/' }).mediaPublicUrl).toBe(
      'https://cdn.example/media',
    );
  });

  it('refuses each mistake with a message that names the variable', () => {
    expect(refused({ MEDIA_STORE: 'disk' })).toMatch(/MEDIA_STORE must be "local" or "s3"/);
    expect(refused({ MEDIA_STORE: 's3' })).toMatch(/needs S3_BUCKET/);
    expect(refused({ MEDIA_STORE: 's3', S3_BUCKET: 'bucket' })).toMatch(/needs S3_REGION/);
    expect(refused({ MEDIA_STORE: 's3', S3_BUCKET: 'bucket', S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT must/);
    expect(refused({ MEDIA_STORE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(refused({ MEDIA_STORE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'x', S3_PREFIX: 'a/../b' })).toMatch(
      /S3_PREFIX/,
    );
    expect(refused({ MEDIA_STORE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'x', MEDIA_PUBLIC_URL: 'cdn' })).toMatch(
      /MEDIA_PUBLIC_URL must be/,
    );
    expect(refused({ S3_BUCKET: 'bucket' })).toMatch(/S3_BUCKET is set but MEDIA_STORE is not "s3"/);
    expect(refused({ MEDIA_PUBLIC_URL: 'https://cdn.example' })).toMatch(/MEDIA_PUBLIC_URL needs MEDIA_STORE=s3/);
  });
});
