import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { apiError } from '#shared/api-errors.ts';
import { OP_ID_PATTERN, SPACE_ID_PATTERN, SYNC_LIMITS } from '#shared/sync/limits.ts';
import { hitRateLimit } from '../../repositories/shared-limits-repository.ts';
import {
  createSpace,
  eraseSpace,
  hashOf,
  pullOps,
  pushOps,
  putSnapshot,
  spaceHead,
  type Access,
} from '../../repositories/sync-repository.ts';

export type SyncLimits = { [K in keyof typeof SYNC_LIMITS]: number };

const Params = Type.Object({ spaceId: Type.String({ pattern: SPACE_ID_PATTERN }) });
const CreateBody = Type.Object(
  { spaceId: Type.String({ pattern: SPACE_ID_PATTERN }) },
  { additionalProperties: false },
);
const Body64 = Type.String({ pattern: '^[A-Za-z0-9_-]*$', minLength: 38 });
const PushBody = Type.Object(
  {
    ops: Type.Array(
      Type.Object({ id: Type.String({ pattern: OP_ID_PATTERN }), body: Body64 }, { additionalProperties: false }),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
const PullQuery = Type.Object({
  after: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
const SnapshotBody = Type.Object(
  { upTo: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), body: Body64 },
  { additionalProperties: false },
);

type WithSpace = { Params: { spaceId: string } };

/** The write token from `Authorization: Bearer <token>`, or null. */
function tokenOf(req: FastifyRequest): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

function refuse(reply: FastifyReply, reason: Exclude<Access<unknown>, { ok: true }>['reason']) {
  switch (reason) {
    case 'not-found':
      return reply.code(404).send(apiError('SYNC_SPACE_NOT_FOUND'));
    case 'forbidden':
      return reply.code(403).send(apiError('SYNC_FORBIDDEN'));
    case 'quota':
      return reply.code(413).send(apiError('SYNC_QUOTA'));
    case 'stale':
      return reply.code(409).send(apiError('SYNC_STALE_SNAPSHOT'));
  }
}

/**
 * Sync without an account (issue 31, decision 0083): the server keeps each space's encrypted ops in order and tells
 * listening devices when there are new ones. It never sees the key, the content key or any plaintext.
 * - POST   /api/sync/spaces                      create (idempotent for the same id and token)
 * - POST   /api/sync/spaces/:spaceId/ops         push a batch (idempotent by op id; all or nothing)
 * - GET    /api/sync/spaces/:spaceId/ops?after=n  pull what came after n (with the snapshot when behind it)
 * - PUT    /api/sync/spaces/:spaceId/snapshot    replace the ops up to `upTo` by an encrypted snapshot
 * - DELETE /api/sync/spaces/:spaceId             erase the space for every device
 * - GET    /api/sync/spaces/:spaceId/events       Server-Sent Events: the new last sequence number, or erased
 * Every request carries the write token (Authorization: Bearer) and counts against a limit per space and one per
 * client address, in PostgreSQL so every instance enforces one limit (decision 0055).
 */
const syncRoutes: FastifyPluginAsync<{ limits?: Partial<SyncLimits> }> = async (app, opts) => {
  const limits: SyncLimits = { ...SYNC_LIMITS, ...opts.limits };

  /** Counts the request; answers 429 (with Retry-After) when the address or the space is over its limit. */
  async function overLimit(req: FastifyRequest, reply: FastifyReply, spaceId: string): Promise<boolean> {
    const byAddress = await hitRateLimit(app.sql, `sync address ${req.ip}`, 60_000);
    const bySpace =
      byAddress.hits > limits.perAddressPerMinute
        ? byAddress
        : await hitRateLimit(app.sql, `sync space ${hashOf(spaceId).toString('hex')}`, 60_000);
    const over =
      byAddress.hits > limits.perAddressPerMinute
        ? byAddress
        : bySpace.hits > limits.perSpacePerMinute
          ? bySpace
          : null;
    if (!over) return false;
    void reply
      .code(429)
      .header('retry-after', Math.max(1, Math.ceil(over.ttlMs / 1000)))
      .send(apiError('SYNC_RATE_LIMITED'));
    return true;
  }

  /** The token, or a 401 sent. */
  function requireToken(req: FastifyRequest, reply: FastifyReply): string | null {
    const token = tokenOf(req);
    if (token === null) void reply.code(401).send(apiError('SYNC_FORBIDDEN'));
    return token;
  }

  const noStore = { 'cache-control': 'no-store' };

  app.post<{ Body: { spaceId: string } }>('/api/sync/spaces', { schema: { body: CreateBody } }, async (req, reply) => {
    const token = requireToken(req, reply);
    if (token === null || (await overLimit(req, reply, req.body.spaceId))) return reply;
    const result = await createSpace(app.sql, req.body.spaceId, token);
    if (!result.ok) return refuse(reply, result.reason);
    return reply
      .code(result.created ? 201 : 200)
      .headers(noStore)
      .send({ success: true, created: result.created });
  });

  app.post<WithSpace & { Body: { ops: { id: string; body: string }[] } }>(
    '/api/sync/spaces/:spaceId/ops',
    { schema: { params: Params, body: PushBody }, bodyLimit: limits.pushBodyBytes },
    async (req, reply) => {
      const token = requireToken(req, reply);
      if (token === null || (await overLimit(req, reply, req.params.spaceId))) return reply;
      const { ops } = req.body;
      if (ops.length > limits.batchOps || ops.some((o) => o.body.length > limits.opBodyChars)) {
        return reply.code(413).send(apiError('SYNC_BATCH_TOO_LARGE'));
      }
      const result = await pushOps(app.sql, req.params.spaceId, token, ops, limits.spaceQuotaBytes);
      if (!result.ok) return refuse(reply, result.reason);
      return reply.headers(noStore).send({ success: true, ...result.value });
    },
  );

  app.get<WithSpace & { Querystring: { after: number } }>(
    '/api/sync/spaces/:spaceId/ops',
    { schema: { params: Params, querystring: PullQuery } },
    async (req, reply) => {
      const token = requireToken(req, reply);
      if (token === null || (await overLimit(req, reply, req.params.spaceId))) return reply;
      const result = await pullOps(app.sql, req.params.spaceId, token, req.query.after, limits.pullPage);
      if (!result.ok) return refuse(reply, result.reason);
      return reply.headers(noStore).send({ success: true, ...result.value });
    },
  );

  app.put<WithSpace & { Body: { upTo: number; body: string } }>(
    '/api/sync/spaces/:spaceId/snapshot',
    {
      schema: { params: Params, body: SnapshotBody },
      bodyLimit: limits.snapshotChars + 1024,
    },
    async (req, reply) => {
      const token = requireToken(req, reply);
      if (token === null || (await overLimit(req, reply, req.params.spaceId))) return reply;
      if (req.body.body.length > limits.snapshotChars) return reply.code(413).send(apiError('SYNC_BATCH_TOO_LARGE'));
      const result = await putSnapshot(
        app.sql,
        req.params.spaceId,
        token,
        req.body.upTo,
        req.body.body,
        limits.spaceQuotaBytes,
      );
      if (!result.ok) return refuse(reply, result.reason);
      return reply.headers(noStore).send({ success: true, ...result.value });
    },
  );

  app.delete<WithSpace>('/api/sync/spaces/:spaceId', { schema: { params: Params } }, async (req, reply) => {
    const token = requireToken(req, reply);
    if (token === null || (await overLimit(req, reply, req.params.spaceId))) return reply;
    const result = await eraseSpace(app.sql, req.params.spaceId, token);
    if (!result.ok) return refuse(reply, result.reason);
    return reply.code(204).send();
  });

  app.get<WithSpace>('/api/sync/spaces/:spaceId/events', { schema: { params: Params } }, async (req, reply) => {
    const token = requireToken(req, reply);
    if (token === null || (await overLimit(req, reply, req.params.spaceId))) return reply;
    const head = await spaceHead(app.sql, req.params.spaceId, token);
    if (!head.ok) return refuse(reply, head.reason);
    const hex = hashOf(req.params.spaceId).toString('hex');
    if (app.syncEvents.count(hex) >= 50) return reply.code(429).send(apiError('SYNC_RATE_LIMITED'));

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies (nginx) must not buffer the stream.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('head', { seq: head.value.lastSeq });
    // A comment every 25 s keeps proxies from closing an idle stream.
    const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
    ping.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      unsubscribe();
      offClose();
      res.end();
    };
    const unsubscribe = app.syncEvents.subscribe(hex, (event) => {
      if (event.type === 'erased') {
        send('erased', {});
        end();
      } else send('seq', { seq: event.seq });
    });
    const offClose = app.syncEvents.onCloseAll(end);
    req.raw.on('close', end);
    res.on('error', end);
  });
};

export default syncRoutes;
