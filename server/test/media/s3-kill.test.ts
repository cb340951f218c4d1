// A server process storing media in an S3-compatible bucket (the s3rver emulator) is SIGKILLed at the worst moments
// of an upload: in the middle of its multipart upload to the staging prefix, and right after its object was copied
// to the final key inside the still-open transaction. After the next start (objects aged past the sweep's hour),
// there is no object without a row and no row without an object. A small proxy in front of the emulator sees the
// server's S3 requests and pulls the trigger.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadMediaConfig, type S3MediaConfig } from '../../src/config.ts';
import { S3MediaStore } from '../../src/media/store/s3-store.ts';
import { referencedMedia } from '../../src/repositories/catalogue-repository.ts';
import { testMp3, testWav } from '../helpers/admin.ts';
import { makeTempDir } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/process.ts';
import { startS3Emulator, type S3Emulator } from '../helpers/s3-emulator.ts';
import { COVER_WIDTHS } from '#shared/catalogue.ts';

const HOUR = 60 * 60 * 1000;
const ADMIN = { username: 'kill-tester', password: 'kill-tester-passphrase' };

type Trigger = (req: http.IncomingMessage) => 'before' | 'after' | undefined;

describe('a kill during an S3 upload', () => {
  let s3: S3Emulator;
  let db: TestDatabase;
  let store: S3MediaStore;
  let proxy: http.Server;
  let server: ServerProcess;
  let dataDir: string;
  let trigger: Trigger | undefined;
  let fired = false;
  let dead = false;

  const env = () => ({
    ...s3.env(),
    S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    CATALOGUE_CACHE_DIR: inject('catalogueCacheDir'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const keys = async (prefix: string) => {
    const out: string[] = [];
    for await (const o of store.list(prefix)) out.push(o.key);
    return out.sort();
  };
  const rows = async () => (await db.sql<{ n: number }[]>`select count(*)::int as n from tracks`)[0].n;
  const upload = async (file: Buffer, name: string) => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const tracks = (await (await fetch(`${server.url}/api/tracks`)).json()) as {
      data: { categories: { id: string }[] };
    };
    const form = new FormData();
    form.append('title', `Killed ${name}`);
    form.append('artist', 'Kill Test');
    form.append('categoryId', tracks.data.categories[0].id);
    form.append('audioFile', new Blob([new Uint8Array(file)]), name);
    return fetch(`${server.url}/api/admin/music/upload`, { method: 'POST', headers: { cookie }, body: form }).then(
      (r) => r.status,
      () => 'cut off' as const,
    );
  };
  /** What must hold after any start: the bucket's media are exactly what the rows name (plus the default cover). */
  const expectConsistent = async () => {
    const refs = await referencedMedia(db.sql);
    expect(await keys('audio/')).toEqual([...refs.audio].map((f) => `audio/${f}`).sort());
    const covers = await keys('covers/');
    // A cover's variants end in one of the widths (-400, -800, -1200); the base itself may end in digits (the
    // shipped library's covers are named `<category>-<n>-<hash>`).
    const variant = new RegExp(`^covers/(.+?)(-(?:${COVER_WIDTHS.join('|')}))?\\.webp$`);
    for (const key of covers) {
      const base = variant.exec(key)![1];
      expect(base === 'default' || refs.coverBases.has(base), key).toBe(true);
    }
    for (const base of refs.coverBases) expect(covers).toContain(`covers/${base}.webp`);
    expect(await keys('staging/')).toEqual([]);
  };
  const restart = async () => {
    dead = false;
    server = await startServerProcess(env());
    expect(server.url, server.output()).not.toBe('');
  };
  const killWhen = (t: Trigger) => {
    fired = false;
    trigger = t;
  };

  beforeAll(async () => {
    s3 = await startS3Emulator();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    store = new S3MediaStore(loadMediaConfig(s3.env()).media as S3MediaConfig);
    db = await createTestDatabase();
    dataDir = await makeTempDir();
    const upstream = new URL(s3.endpoint);
    proxy = http.createServer((req, res) => {
      // Once the kill is decided the process is as good as dead: nothing it asks for afterwards reaches the bucket
      // (on a busy machine the SIGKILL lands a moment late, and a DELETE could slip through).
      if (dead) {
        req.resume();
        res.destroy();
        return;
      }
      const when = fired ? undefined : trigger?.(req);
      if (when) {
        fired = true;
        dead = true;
      }
      if (when === 'before') server.child.kill('SIGKILL');
      const up = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (r) => {
          res.writeHead(r.statusCode!, r.headers);
          r.pipe(res);
          if (when === 'after') r.on('end', () => server.child.kill('SIGKILL'));
        },
      );
      up.on('error', () => res.destroy());
      req.pipe(up);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    await restart();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    proxy?.closeAllConnections();
    await new Promise((r) => proxy?.close(r));
    await store?.close();
    await db?.drop();
    await s3?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('mid-way through the multipart upload to staging: no object, no row, after the next start', async () => {
    await expectConsistent();
    const before = await rows();
    // The second part of the staging upload: the first part is stored, the upload is never completed.
    let parts = 0;
    killWhen((req) =>
      req.method === 'PUT' && /\/staging\//.test(req.url!) && /partNumber=/.test(req.url!) && ++parts === 2
        ? 'before'
        : undefined,
    );
    expect(await upload(testWav(70), 'big.wav')).toBe('cut off');
    expect(fired).toBe(true);
    await server.exited;
    expect(await rows()).toBe(before);
    s3.age(2 * HOUR);
    await restart();
    await expectConsistent();
    expect(await rows()).toBe(before);
  });

  it('right after the copy to the final key, before COMMIT: the orphan is quarantined at the next start', async () => {
    const before = await rows();
    let orphan = '';
    killWhen((req) => {
      if (req.method !== 'PUT' || !req.headers['x-amz-copy-source'] || !/\/audio\//.test(req.url!)) return undefined;
      orphan = `audio/${new URL(req.url!, 'http://s3').pathname.split('/').pop()!}`;
      return 'after';
    });
    expect(await upload(testMp3(), 'small.mp3')).toBe('cut off');
    expect(fired).toBe(true);
    await server.exited;
    // The kill left an object no row names (and its staging copy).
    expect(await rows()).toBe(before);
    expect(await keys('audio/')).toContain(orphan);
    expect((await keys('staging/')).length).toBe(1);
    s3.age(2 * HOUR);
    await restart();
    await expectConsistent();
    expect(await keys('audio/')).not.toContain(orphan);
    expect((await keys('quarantine/')).some((k) => k.endsWith(`/${orphan}`))).toBe(true);
    expect(server.output()).toMatch(/Media sweep: moved 1 file\(s\) no track names/);
    // And the server still takes uploads.
    expect(await upload(testMp3(), 'after.mp3')).toBe(201);
    await expectConsistent();
    expect(await rows()).toBe(before + 1);
  });
});
