// The admin query cache as SPEC.md §7 configures it, against a real HTTP server on a local port
// (server/test/helpers/client-test-server.ts).
import { describe, expect, it } from 'vitest';
import { apiErrorOf, ApiRequestError, createApiClient, unwrap, type ApiError } from '../../lib/api-client.ts';
import { testEndpoints } from '../../lib/test-http-server.ts';
import { callFailure } from './messages.ts';
import { createAdminQueryClient, FRESH_MS, KEPT_MS, worthRetrying } from './queries.ts';

const client = createApiClient();

/** A query of one behaviour of the test server, and how many requests reached it. */
function endpoint(behaviour: string) {
  const server = testEndpoints();
  return {
    query: {
      queryKey: ['admin', behaviour],
      queryFn: async () => unwrap(await client.get<{ n: number }>(server.url(behaviour))),
    },
    hits: () => server.hits(behaviour),
  };
}

describe('the admin query client', () => {
  it('keeps data fresh for 5 minutes and in memory for 10 (SPEC.md §7)', () => {
    const queries = createAdminQueryClient().getDefaultOptions().queries;
    expect(FRESH_MS).toBe(300_000);
    expect(KEPT_MS).toBe(600_000);
    expect(queries?.staleTime).toBe(FRESH_MS);
    expect(queries?.gcTime).toBe(KEPT_MS);
  });

  it('answers from the cache while fresh, and asks again once a change invalidates it', async () => {
    const queryClient = createAdminQueryClient();
    const ok = endpoint('ok');
    expect(await queryClient.fetchQuery(ok.query)).toEqual({ success: true, n: 1 });
    expect(await queryClient.fetchQuery(ok.query)).toEqual({ success: true, n: 1 });
    expect(await ok.hits()).toBe(1);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    expect(await queryClient.fetchQuery(ok.query)).toEqual({ success: true, n: 2 });
  });

  it('retries a server error once, then reports it', async () => {
    const failing = endpoint('server-error');
    const error = await createAdminQueryClient()
      .fetchQuery(failing.query)
      .catch((e: unknown) => e);
    expect(await failing.hits()).toBe(2);
    expect(apiErrorOf(error)).toMatchObject({ kind: 'http', status: 500, message: 'No' });
  });

  it('retries a broken connection once', async () => {
    const broken = endpoint('reset');
    const error = await createAdminQueryClient()
      .fetchQuery(broken.query)
      .catch((e: unknown) => e);
    expect(await broken.hits()).toBe(2);
    expect(apiErrorOf(error)?.kind).toBe('network');
  });

  it('does not repeat a refusal', async () => {
    const refused = endpoint('refused');
    const error = await createAdminQueryClient()
      .fetchQuery(refused.query)
      .catch((e: unknown) => e);
    expect(await refused.hits()).toBe(1);
    expect(apiErrorOf(error)).toMatchObject({ kind: 'http', status: 409 });
  });
});

describe('worthRetrying', () => {
  const refusal = (status: number): ApiError => ({
    ok: false,
    kind: 'http',
    status,
    statusText: '',
    message: null,
    code: null,
    body: null,
    text: '',
  });
  const thrown = (error: ApiError) => new ApiRequestError(error);

  it('retries what may go better the second time', () => {
    expect(worthRetrying(thrown({ ok: false, kind: 'network', status: 0 }))).toBe(true);
    expect(worthRetrying(thrown({ ok: false, kind: 'offline', status: 0 }))).toBe(true);
    expect(worthRetrying(thrown(refusal(503)))).toBe(true);
    expect(worthRetrying(thrown(refusal(408)))).toBe(true);
    expect(worthRetrying(new Error('a bug in a query function'))).toBe(true);
  });

  it('does not retry a refusal, a lost session or an abort', () => {
    for (const status of [400, 401, 404, 409, 413]) expect(worthRetrying(thrown(refusal(status)))).toBe(false);
    expect(worthRetrying(thrown({ ok: false, kind: 'aborted', status: 0 }))).toBe(false);
  });
});

describe('callFailure', () => {
  it('gives the status messages what they need from any failure', () => {
    expect(
      callFailure({
        ok: false,
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        message: 'The file is not MP3, WAV or OGG audio',
        code: null,
        body: {},
        text: '{"message":"The file is not MP3, WAV or OGG audio"}',
      }),
    ).toEqual({
      status: 400,
      message: 'The file is not MP3, WAV or OGG audio',
      body: '{"message":"The file is not MP3, WAV or OGG audio"}',
    });
    expect(callFailure({ ok: false, kind: 'invalid-response', status: 200, text: '<html>' })).toEqual({
      status: 200,
      body: '<html>',
    });
    expect(callFailure({ ok: false, kind: 'offline', status: 0 })).toEqual({ status: 0 });
    expect(callFailure(undefined)).toEqual({ status: 0 });
  });
});
