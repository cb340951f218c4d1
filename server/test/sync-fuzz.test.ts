import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { newOpId, type SealedOp } from '#shared/sync/ops.ts';
import type { SyncSecrets } from '#shared/sync/keys.ts';
import { hashOf } from '../src/repositories/sync-repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { auth, newSpace, sealedOp } from './helpers/sync-client.ts';

/**
 * Issue 31's bad input and attacks, generated: malformed, oversized, replayed and reordered ops, wrong or truncated
 * tokens, other spaces' ids and tokens, tampered bodies and floods, through the real app and PostgreSQL. No answer
 * may be a 5xx; what is stored is exactly what success answers said was stored; a space nobody attacks with its own
 * token is unchanged; every space's byte count matches what it holds. Run size: FUZZ_RUNS (default 800).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);

const junk = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '%00',
    '../..',
    'A'.repeat(43),
    'A'.repeat(44),
    'A'.repeat(42),
    '🎵'.repeat(20),
  ),
  fc.string({ maxLength: 50 }),
);
const anyValue = fc.oneof(
  junk,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('fuzz: the sync routes', () => {
  let t: TestApp;
  let spaces: SyncSecrets[];
  let victim: SyncSecrets;
  let pool: SealedOp[];
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      app: { syncLimits: { perAddressPerMinute: 1e9, perSpacePerMinute: 1e9, spaceQuotaBytes: 200_000 } },
    });
    spaces = await Promise.all([1, 2, 3].map(() => newSpace()));
    victim = await newSpace();
    for (const s of [...spaces, victim]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/spaces',
        headers: auth(s),
        payload: { spaceId: s.spaceId },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/sync/spaces/${victim.spaceId}/ops`,
      headers: auth(victim),
      payload: { ops: [await sealedOp(victim), await sealedOp(victim)] },
    });
    pool = await Promise.all(Array.from({ length: 12 }, (_, i) => sealedOp(spaces[i % 3])));
  });
  afterAll(() => t.close());

  it(`answers no generated request with a 5xx and stores only what it says it stored (${RUNS} cases)`, async () => {
    const victimBefore = await t.db
      .sql`select seq, op_id, body from sync_ops where space_hash = ${hashOf(victim.spaceId)} order by seq`;
    const space = fc.nat({ max: spaces.length - 1 }).map((i) => spaces[i]);
    const spaceId = fc.oneof(
      { weight: 6, arbitrary: space.map((s) => s.spaceId) },
      { weight: 1, arbitrary: fc.constant(victim.spaceId) },
      { weight: 1, arbitrary: fc.constant('B'.repeat(43)) },
      { weight: 1, arbitrary: junk.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
    );
    const token = (own: string) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(own) },
        { weight: 1, arbitrary: fc.constant(`Bearer ${victim.writeToken}`) },
        { weight: 1, arbitrary: fc.constant(`Bearer ${'C'.repeat(43)}`) },
        { weight: 1, arbitrary: fc.constant(`Bearer ${victim.writeToken.slice(0, 30)}`) },
        { weight: 1, arbitrary: junk },
      );
    const tamper = (op: SealedOp, i: number) => {
      const c = op.body[i % op.body.length];
      return {
        ...op,
        body: op.body.slice(0, i % op.body.length) + (c === 'A' ? 'B' : 'A') + op.body.slice((i % op.body.length) + 1),
      };
    };
    const op = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...pool) },
      { weight: 2, arbitrary: fc.constant(null).map(() => ({ id: newOpId(), body: 'Z'.repeat(40) })) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...pool), fc.nat()).map(([o, i]) => tamper(o, i)) },
      { weight: 1, arbitrary: fc.record({ id: anyValue, body: anyValue }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.constant(null).map(() => ({ id: newOpId(), body: 'Q'.repeat(70_000) })) },
      { weight: 1, arbitrary: anyValue },
    );
    const pushBody = fc.oneof(
      { weight: 8, arbitrary: fc.array(op, { maxLength: 6 }).map((ops) => ({ ops })) },
      {
        weight: 1,
        arbitrary: fc
          .constant(null)
          .map(() => ({ ops: Array.from({ length: 101 }, () => ({ id: newOpId(), body: 'Y'.repeat(40) })) })),
      },
      { weight: 1, arbitrary: anyValue },
    );
    type Case = { name: string; request: InjectOptions; space?: string };
    const withAuth = (id: string, extra: Partial<InjectOptions>, a: string): InjectOptions => ({
      ...extra,
      headers: { ...(extra.headers as object), ...(a === 'none' ? {} : { authorization: a }) },
      url: (extra.url as string).replace(':id', id),
    });
    const caseFor = (name: string, extra: fc.Arbitrary<Partial<InjectOptions>>) =>
      fc.tuple(space, spaceId, extra, fc.oneof(fc.constant('own'), fc.constant('none'))).chain(([s, id, e, mode]) =>
        token(`Bearer ${s.writeToken}`).map((a): Case => ({
          name,
          space: id,
          request: withAuth(
            id,
            e,
            mode === 'none'
              ? 'none'
              : a === `Bearer ${s.writeToken}`
                ? `Bearer ${spaces.find((x) => x.spaceId === id)?.writeToken ?? s.writeToken}`
                : a,
          ),
        })),
      );
    // The victim's own token on the victim's own id is the victim writing, not an attack: leave that pair out, or the
    // generator itself changes the space it then checks is unchanged (a CI run drew it once in 800 cases).
    const isVictimItself = (c: Case) =>
      c.space === victim.spaceId &&
      (c.request.headers as Record<string, string> | undefined)?.authorization === `Bearer ${victim.writeToken}`;
    const generators: fc.Arbitrary<Case>[] = [
      caseFor(
        'POST ops',
        pushBody.map((b) => ({
          method: 'POST',
          url: '/api/sync/spaces/:id/ops',
          payload: JSON.stringify(b),
          headers: { 'content-type': 'application/json' },
        })),
      ),
      caseFor(
        'GET ops',
        fc
          .oneof(
            fc.nat({ max: 50 }).map(String),
            junk.map(encodeURIComponent),
            fc.constantFrom('-1', '1e400', '9'.repeat(30), '1.5'),
          )
          .map((after) => ({ url: `/api/sync/spaces/:id/ops?after=${after}` })),
      ),
      caseFor(
        'PUT snapshot',
        fc
          .record(
            { upTo: fc.oneof(fc.nat({ max: 40 }), anyValue), body: fc.oneof(fc.constant('S'.repeat(80)), anyValue) },
            { requiredKeys: [] },
          )
          .map((b) => ({
            method: 'PUT',
            url: '/api/sync/spaces/:id/snapshot',
            payload: JSON.stringify(b),
            headers: { 'content-type': 'application/json' },
          })),
      ),
      caseFor(
        'POST spaces',
        fc
          .oneof(
            spaceId.map((id) => ({ spaceId: id })),
            anyValue,
          )
          .map((b) => ({
            method: 'POST',
            url: '/api/sync/spaces',
            payload: JSON.stringify(b),
            headers: { 'content-type': 'application/json' },
          })),
      ),
      caseFor(
        'DELETE space (wrong token)',
        fc.constant({ method: 'DELETE', url: '/api/sync/spaces/:id', headers: {} }),
      ).map((c) => ({ ...c, request: { ...c.request, headers: { authorization: `Bearer ${'D'.repeat(43)}` } } })),
    ];
    const cases = generators.map((c) => c.filter((x) => !isVictimItself(x)));

    const countOps = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from sync_ops`)[0].n;
    const before = await countOps();
    let added = 0;
    let deleted = 0;
    const lastSeen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...cases), async (c) => {
        const res = await t.app.inject(c.request);
        if (res.statusCode >= 500) throw new Error(`${c.name} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (
          res.statusCode >= 400 &&
          res.statusCode !== 413 &&
          res.headers['content-type']?.toString().includes('json')
        ) {
          const json = res.json<{ success?: boolean; message?: string }>();
          if (json.success !== false || typeof json.message !== 'string')
            throw new Error(`${c.name}: ${res.body.slice(0, 200)}`);
        }
        if (res.statusCode === 200 && c.name === 'POST ops') {
          const { lastSeq, seqs } = res.json<{ lastSeq: number; seqs: number[] }>();
          const prev = lastSeen.get(c.space!) ?? 0;
          added += new Set(seqs.filter((s) => s > prev)).size;
          lastSeen.set(c.space!, Math.max(prev, lastSeq));
        }
        if (res.statusCode === 200 && c.name === 'PUT snapshot') deleted += res.json<{ deleted: number }>().deleted;
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(added).toBeGreaterThan(0);
    expect(victimBefore).toHaveLength(2);
    expect(await countOps()).toBe(before + added - deleted);
    const victimAfter = await t.db
      .sql`select seq, op_id, body from sync_ops where space_hash = ${hashOf(victim.spaceId)} order by seq`;
    expect(victimAfter).toEqual(victimBefore);
    const mismatched = await t.db.sql`
      select s.id_hash from sync_spaces s
      where s.bytes <> coalesce(length(s.snapshot), 0) + (select coalesce(sum(length(o.body)), 0) from sync_ops o where o.space_hash = s.id_hash)`;
    expect(mismatched).toHaveLength(0);
  });
});
