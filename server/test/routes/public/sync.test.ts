import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { deriveSecrets } from '#shared/sync/keys.ts';
import { decryptOp, encryptOp, newOpId } from '#shared/sync/ops.ts';
import { generateSyncKey, keyToCode } from '#shared/sync/code.ts';
import { fromBase64Url, toBase64Url } from '#shared/sync/encoding.ts';
import { buildApp } from '../../../src/app.ts';
import { hashOf } from '../../../src/repositories/sync-repository.ts';
import { connect, type Sql } from '../../../src/database.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { auth, newSpace, openEvents, sealedOp } from '../../helpers/sync-client.ts';

const SPACES = '/api/sync/spaces';

describe('sync routes (issue 31)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, app: { syncLimits: { spaceQuotaBytes: 20_000 } } });
  });
  afterAll(() => t.close());

  const create = async (s: { spaceId: string; writeToken: string }) =>
    t.app.inject({ method: 'POST', url: SPACES, headers: auth(s), payload: { spaceId: s.spaceId } });
  const push = (s: { spaceId: string; writeToken: string }, ops: unknown[], headers = auth(s)) =>
    t.app.inject({ method: 'POST', url: `${SPACES}/${s.spaceId}/ops`, headers, payload: { ops } });
  const pull = (s: { spaceId: string; writeToken: string }, after = 0, headers = auth(s)) =>
    t.app.inject({ url: `${SPACES}/${s.spaceId}/ops?after=${after}`, headers });
  const stored = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from sync_ops`)[0].n;

  it('creates a space once and stores only hashes of its id and token', async () => {
    const s = await newSpace();
    expect((await create(s)).statusCode).toBe(201);
    const again = await create(s);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, created: false });
    expect((await create({ ...s, writeToken: (await newSpace()).writeToken })).statusCode).toBe(403);
    const noToken = await t.app.inject({ method: 'POST', url: SPACES, payload: { spaceId: s.spaceId } });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ success: false, code: 'SYNC_FORBIDDEN' });
    const dump = (await t.db.sql<{ row: string }[]>`select t::text as row from sync_spaces t`).map((r) => r.row).join();
    expect(dump).not.toContain(s.spaceId);
    expect(dump).not.toContain(s.writeToken);
    expect(dump).not.toContain(Buffer.from(fromBase64Url(s.writeToken)!).toString('hex'));
  });

  it('numbers pushed ops per space, once each however often they are sent, and pulls them after a number', async () => {
    const s = await newSpace();
    await create(s);
    const ops = await Promise.all([1, 2, 3].map(() => sealedOp(s)));
    const first = await push(s, ops);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, lastSeq: 3, seqs: [1, 2, 3] });
    // A retry of the whole batch, and a batch mixing a replayed op with a new one.
    expect((await push(s, ops)).json()).toEqual({ success: true, lastSeq: 3, seqs: [1, 2, 3] });
    const fourth = await sealedOp(s);
    expect((await push(s, [ops[1], fourth, fourth])).json()).toEqual({ success: true, lastSeq: 4, seqs: [2, 4, 4] });
    const all = (await pull(s)).json();
    expect(all).toMatchObject({ success: true, lastSeq: 4, more: false, snapshot: null });
    expect(all.ops.map((o: { seq: number; id: string }) => [o.seq, o.id])).toEqual([
      [1, ops[0].id],
      [2, ops[1].id],
      [3, ops[2].id],
      [4, fourth.id],
    ]);
    expect((await pull(s, 2)).json().ops.map((o: { seq: number }) => o.seq)).toEqual([3, 4]);
    expect((await pull(s, 4)).json().ops).toEqual([]);
    // Another space starts at 1 again and sees none of these.
    const other = await newSpace();
    await create(other);
    expect((await push(other, [await sealedOp(other)])).json().seqs).toEqual([1]);
    expect((await pull(other)).json().ops).toHaveLength(1);
  });

  it('refuses a forged token, a missing space and another space’s token without storing anything', async () => {
    const s = await newSpace();
    const other = await newSpace();
    await create(s);
    await create(other);
    const before = await stored();
    const op = await sealedOp(s);
    expect((await push(s, [op], auth(other))).statusCode).toBe(403);
    expect((await push(s, [op], { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await push(s, [op], {} as never)).statusCode).toBe(401);
    expect((await pull(s, 0, auth(other))).statusCode).toBe(403);
    const missing = await newSpace();
    const res = await push(missing, [op]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SYNC_SPACE_NOT_FOUND' });
    expect((await pull(missing)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('answers 413 for a batch too large or over the space quota, storing none of it', async () => {
    const s = await newSpace();
    await create(s);
    const op = await sealedOp(s);
    const many = Array.from({ length: 101 }, (_, i) => ({
      ...op,
      id: `${'A'.repeat(19)}${String(i).padStart(3, '0')}`,
    }));
    const tooMany = await push(s, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'SYNC_BATCH_TOO_LARGE' });
    // Over the 20,000-character quota of this test app: 3 ops of 8,000 characters each.
    const big = (n: number) => ({ id: newOpId(), body: 'Q'.repeat(7990) + String(n).padStart(10, '0') });
    const over = await push(s, [big(1), big(2), big(3)]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'SYNC_QUOTA' });
    expect((await pull(s)).json()).toMatchObject({ lastSeq: 0, ops: [] });
    expect((await push(s, [big(4), big(5)])).statusCode).toBe(200);
    expect((await push(s, [big(6)])).statusCode).toBe(413);
    expect((await pull(s)).json().lastSeq).toBe(2);
    // A body over the route's limit: 413 before anything is read into the database.
    const huge = await t.app.inject({
      method: 'POST',
      url: `${SPACES}/${s.spaceId}/ops`,
      headers: { ...auth(s), 'content-type': 'application/json' },
      payload: JSON.stringify({ ops: [{ id: newOpId(), body: 'A'.repeat(1_100_000) }] }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('keeps a snapshot in place of the ops it replaces, and refuses a stale one', async () => {
    const s = await newSpace();
    await create(s);
    await push(s, await Promise.all([1, 2, 3].map(() => sealedOp(s))));
    const snap = (upTo: number, body = 'S'.repeat(60)) =>
      t.app.inject({
        method: 'PUT',
        url: `${SPACES}/${s.spaceId}/snapshot`,
        headers: auth(s),
        payload: { upTo, body },
      });
    expect((await snap(4)).statusCode).toBe(409);
    const ok = await snap(2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, deleted: 2 });
    expect((await snap(2)).statusCode).toBe(409);
    const fresh = (await pull(s)).json();
    expect(fresh.snapshot).toEqual({ seq: 2, body: 'S'.repeat(60) });
    expect(fresh.ops.map((o: { seq: number }) => o.seq)).toEqual([3]);
    expect((await pull(s, 2)).json().snapshot).toBeNull();
    const [space] = await t.db.sql<{ bytes: string }[]>`select bytes from sync_spaces where snapshot_seq = 2`;
    expect(Number(space.bytes)).toBe(60 + fresh.ops[0].body.length);
  });

  it('erases a space for every device: its streams hear it and later calls get 404', async () => {
    const s = await newSpace();
    await create(s);
    await push(s, [await sealedOp(s)]);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEvents(`${address}${SPACES}/${s.spaceId}/events`, s.writeToken);
    try {
      await stream.next((e) => e.event === 'head', 'head');
      expect(stream.events[0]).toEqual({ event: 'head', data: { seq: 1 } });
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${SPACES}/${s.spaceId}`, headers: auth(await newSpace()) }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${SPACES}/${s.spaceId}`, headers: auth(s) })).statusCode,
      ).toBe(204);
      await stream.next((e) => e.event === 'erased', 'the erased event');
      await stream.next((e) => e.event === 'end', 'the stream to end');
    } finally {
      stream.close();
    }
    expect((await pull(s)).statusCode).toBe(404);
    const hash = hashOf(s.spaceId);
    expect(await t.db.sql`select 1 from sync_ops where space_hash = ${hash}`).toHaveLength(0);
    expect(await t.db.sql`select 1 from sync_spaces where id_hash = ${hash}`).toHaveLength(0);
  });

  it('stores no plaintext: a synced task title is nowhere in the database', async () => {
    const key = generateSyncKey();
    const s = await deriveSecrets(key);
    await create(s);
    const title = 'Finish the grant proposal for Dr. Okonkwo';
    const op = {
      id: newOpId(),
      device: 'laptop',
      hlc: '0000000000a.000000.laptop',
      payload: { set: [{ k: 'task/x1/title', v: title }] },
    };
    expect((await push(s, [await encryptOp(s.contentKey, s.spaceId, op)])).statusCode).toBe(200);
    const fromServer = (await pull(s)).json().ops[0];
    expect(await decryptOp(s.contentKey, s.spaceId, fromServer)).toEqual(op);
    const secrets = [
      title,
      'grant proposal',
      Buffer.from(title).toString('base64'),
      toBase64Url(key),
      await keyToCode(key),
      s.spaceId,
      s.writeToken,
    ];
    for (const table of ['sync_spaces', 'sync_ops', 'rate_limits']) {
      const rows = (await t.db.sql.unsafe<{ row: string }[]>(`select t::text as row from ${table} t`)).map(
        (r) => r.row,
      );
      for (const secret of secrets) expect(rows.join('\n')).not.toContain(secret);
    }
  });
});

describe('sync limits per space and per address (shared through PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, app: { syncLimits: { perSpacePerMinute: 5, perAddressPerMinute: 12 } } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a space or an address is over its limit', async () => {
    const s = await newSpace();
    const headers = auth(s);
    const call = (ip: string, space = s) =>
      t.app.inject({ url: `${SPACES}/${space.spaceId}/ops?after=0`, headers: auth(space), remoteAddress: ip });
    await t.app.inject({
      method: 'POST',
      url: SPACES,
      headers,
      payload: { spaceId: s.spaceId },
      remoteAddress: '10.1.0.1',
    });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await call(`10.1.0.${i + 2}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await call('10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SYNC_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // One address across many spaces: the 13th request in the minute is refused, whatever the space.
    const results = [];
    for (let i = 0; i < 13; i++) results.push((await call('10.2.0.1', await newSpace())).statusCode);
    expect(results.slice(0, 12).every((c) => c === 404)).toBe(true);
    expect(results[12]).toBe(429);
  });
});

describe('two app instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondSql: Sql;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // A second app with its own connections (its own LISTEN), as another process behind a load balancer has.
    secondSql = connect(t.db.url);
    second = await buildApp({ sql: secondSql, dataDir: t.dataDir, distDir: t.distDir, loudnessBackfill: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondSql?.end({ timeout: 1 });
    await t.close();
  });

  it('a push on instance A reaches a device streaming from instance B', async () => {
    const s = await newSpace();
    const a = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const b = await second.listen({ port: 0, host: '127.0.0.1' });
    expect(
      (
        await fetch(`${a}${SPACES}`, {
          method: 'POST',
          headers: { ...auth(s), 'content-type': 'application/json' },
          body: JSON.stringify({ spaceId: s.spaceId }),
        })
      ).status,
    ).toBe(201);
    const stream = await openEvents(`${b}${SPACES}/${s.spaceId}/events`, s.writeToken);
    try {
      await stream.next((e) => e.event === 'head', 'head from B');
      const res = await fetch(`${a}${SPACES}/${s.spaceId}/ops`, {
        method: 'POST',
        headers: { ...auth(s), 'content-type': 'application/json' },
        body: JSON.stringify({ ops: [await sealedOp(s), await sealedOp(s)] }),
      });
      expect(res.status).toBe(200);
      expect(await stream.next((e) => e.event === 'seq', 'the push notified on B')).toEqual({
        event: 'seq',
        data: { seq: 2 },
      });
      // And the ops are there to pull from B.
      const pulled = await fetch(`${b}${SPACES}/${s.spaceId}/ops?after=0`, { headers: auth(s) });
      expect(((await pulled.json()) as { ops: unknown[] }).ops).toHaveLength(2);
    } finally {
      stream.close();
    }
  });
});
