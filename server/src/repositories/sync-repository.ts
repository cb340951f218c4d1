import crypto from 'node:crypto';
import type { Queryable, Sql } from '../database.ts';

/**
 * The sync spaces (issue 31, migration 050): ciphertext only, found by the SHA-256 of the space id, and written or
 * read only with the write token whose SHA-256 is stored. Every write runs in one transaction with the space's row
 * locked, so pushes to one space are numbered one after the other and a refused request stores nothing.
 */

/** The channel every instance listens on: `<space hash hex>:<last seq>` after a push, `<hex>:erased` after an erase. */
export const SYNC_CHANNEL = 'pomolo_sync';

export const hashOf = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();

export type Refusal = 'not-found' | 'forbidden';
export type Access<T> = { ok: true; value: T } | { ok: false; reason: Refusal | 'quota' | 'stale' };

interface SpaceRow {
  token_hash: Buffer;
  last_seq: string;
  bytes: string;
  snapshot_seq: string;
}

async function lockSpace(
  tx: Queryable,
  idHash: Buffer,
  token: string,
  forUpdate: boolean,
): Promise<SpaceRow | Refusal> {
  const rows = forUpdate
    ? await tx<
        SpaceRow[]
      >`select token_hash, last_seq, bytes, snapshot_seq from sync_spaces where id_hash = ${idHash} for update`
    : await tx<SpaceRow[]>`select token_hash, last_seq, bytes, snapshot_seq from sync_spaces where id_hash = ${idHash}`;
  const row = rows[0];
  if (!row) return 'not-found';
  return crypto.timingSafeEqual(row.token_hash, hashOf(token)) ? row : 'forbidden';
}

/** Creates the space, or finds it already made with the same token (a second "turn on" or a retry). */
export async function createSpace(
  sql: Sql,
  spaceId: string,
  token: string,
): Promise<{ ok: true; created: boolean } | { ok: false; reason: 'forbidden' }> {
  const idHash = hashOf(spaceId);
  const inserted = await sql`
    insert into sync_spaces (id_hash, token_hash) values (${idHash}, ${hashOf(token)})
    on conflict (id_hash) do nothing returning 1`;
  if (inserted.length > 0) return { ok: true, created: true };
  const row = await lockSpace(sql, idHash, token, false);
  return typeof row === 'string' ? { ok: false, reason: 'forbidden' } : { ok: true, created: false };
}

export interface PushResult {
  lastSeq: number;
  /** Each op's sequence number, in the order sent (an op stored before keeps its first number). */
  seqs: number[];
}

/**
 * Stores a batch of ops, numbered after the space's last: all of them or, when the quota would be passed, none.
 * Ops already stored (same op id: a retry, a replay) are not stored again and keep their number.
 */
export async function pushOps(
  sql: Sql,
  spaceId: string,
  token: string,
  ops: readonly { id: string; body: string }[],
  quotaBytes: number,
): Promise<Access<PushResult>> {
  const idHash = hashOf(spaceId);
  return sql.begin(async (tx): Promise<Access<PushResult>> => {
    const space = await lockSpace(tx, idHash, token, true);
    if (typeof space === 'string') return { ok: false, reason: space };
    const ids = ops.map((o) => o.id);
    const known = new Map(
      (
        await tx<{ op_id: string; seq: string }[]>`
          select op_id, seq from sync_ops where space_hash = ${idHash} and op_id = any(${ids}::text[])`
      ).map((r) => [r.op_id, Number(r.seq)]),
    );
    let seq = Number(space.last_seq);
    let added = 0;
    const fresh: { seq: number; id: string; body: string }[] = [];
    const seqs = ops.map((op) => {
      const had = known.get(op.id);
      if (had !== undefined) return had;
      seq += 1;
      known.set(op.id, seq);
      fresh.push({ seq, id: op.id, body: op.body });
      added += op.body.length;
      return seq;
    });
    if (fresh.length === 0) return { ok: true, value: { lastSeq: Number(space.last_seq), seqs } };
    if (Number(space.bytes) + added > quotaBytes) return { ok: false, reason: 'quota' };
    await tx`
      insert into sync_ops (space_hash, seq, op_id, body)
      select ${idHash}, * from unnest(${fresh.map((f) => f.seq)}::bigint[], ${fresh.map((f) => f.id)}::text[],
        ${fresh.map((f) => f.body)}::text[])`;
    await tx`
      update sync_spaces set last_seq = ${seq}, bytes = bytes + ${added}, updated_at = now() where id_hash = ${idHash}`;
    await tx`select pg_notify(${SYNC_CHANNEL}, ${`${idHash.toString('hex')}:${seq}`})`;
    return { ok: true, value: { lastSeq: seq, seqs } };
  });
}

export interface PullResult {
  /** The snapshot, when the caller is behind it: its state replaces every op up to `seq`. */
  snapshot: { seq: number; body: string } | null;
  ops: { seq: number; id: string; body: string }[];
  lastSeq: number;
  /** More ops after the last one returned: pull again from there. */
  more: boolean;
}

export async function pullOps(
  sql: Sql,
  spaceId: string,
  token: string,
  after: number,
  limit: number,
): Promise<Access<PullResult>> {
  const idHash = hashOf(spaceId);
  return sql.begin('isolation level repeatable read', async (tx): Promise<Access<PullResult>> => {
    const space = await lockSpace(tx, idHash, token, false);
    if (typeof space === 'string') return { ok: false, reason: space };
    const snapshotSeq = Number(space.snapshot_seq);
    let snapshot: PullResult['snapshot'] = null;
    let from = after;
    if (after < snapshotSeq) {
      const [row] = await tx<{ snapshot: string }[]>`select snapshot from sync_spaces where id_hash = ${idHash}`;
      snapshot = { seq: snapshotSeq, body: row.snapshot };
      from = snapshotSeq;
    }
    const rows = await tx<{ seq: string; op_id: string; body: string }[]>`
      select seq, op_id, body from sync_ops where space_hash = ${idHash} and seq > ${from}
      order by seq limit ${limit + 1}`;
    const more = rows.length > limit;
    return {
      ok: true,
      value: {
        snapshot,
        ops: rows.slice(0, limit).map((r) => ({ seq: Number(r.seq), id: r.op_id, body: r.body })),
        lastSeq: Number(space.last_seq),
        more,
      },
    };
  });
}

/**
 * Replaces the ops up to `upTo` by an encrypted snapshot of the state they make: those ops are deleted and the
 * quota counts the snapshot instead. Refused as stale when a newer snapshot is there or `upTo` is not a number
 * the space has given.
 */
export async function putSnapshot(
  sql: Sql,
  spaceId: string,
  token: string,
  upTo: number,
  body: string,
  quotaBytes: number,
): Promise<Access<{ deleted: number }>> {
  const idHash = hashOf(spaceId);
  return sql.begin(async (tx): Promise<Access<{ deleted: number }>> => {
    const space = await lockSpace(tx, idHash, token, true);
    if (typeof space === 'string') return { ok: false, reason: space };
    if (upTo <= Number(space.snapshot_seq) || upTo > Number(space.last_seq)) return { ok: false, reason: 'stale' };
    const [kept] = await tx<{ bytes: string }[]>`
      select coalesce(sum(length(body)), 0) as bytes from sync_ops where space_hash = ${idHash} and seq > ${upTo}`;
    if (Number(kept.bytes) + body.length > quotaBytes) return { ok: false, reason: 'quota' };
    const deleted = await tx`delete from sync_ops where space_hash = ${idHash} and seq <= ${upTo}`;
    await tx`
      update sync_spaces set snapshot = ${body}, snapshot_seq = ${upTo}, bytes = ${Number(kept.bytes) + body.length},
        updated_at = now()
      where id_hash = ${idHash}`;
    return { ok: true, value: { deleted: deleted.count } };
  });
}

/** Deletes the space and everything in it, and tells every device listening. */
export async function eraseSpace(sql: Sql, spaceId: string, token: string): Promise<Access<null>> {
  const idHash = hashOf(spaceId);
  return sql.begin(async (tx): Promise<Access<null>> => {
    const space = await lockSpace(tx, idHash, token, true);
    if (typeof space === 'string') return { ok: false, reason: space };
    await tx`delete from sync_spaces where id_hash = ${idHash}`;
    await tx`select pg_notify(${SYNC_CHANNEL}, ${`${idHash.toString('hex')}:erased`})`;
    return { ok: true, value: null };
  });
}

/** The space's last sequence number, when the token is right (the event stream's first message). */
export async function spaceHead(sql: Sql, spaceId: string, token: string): Promise<Access<{ lastSeq: number }>> {
  const space = await lockSpace(sql, hashOf(spaceId), token, false);
  return typeof space === 'string'
    ? { ok: false, reason: space }
    : { ok: true, value: { lastSeq: Number(space.last_seq) } };
}
