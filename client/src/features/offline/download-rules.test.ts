import { describe, expect, it } from 'vitest';
import {
  checkResponse,
  classifyFailure,
  coverToStore,
  DownloadError,
  expectedLength,
  hasRoomFor,
  isComplete,
  progressFraction,
} from './download-rules.ts';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null });

describe('expectedLength', () => {
  it('is the Content-Length of a plain body', () => {
    expect(expectedLength(headers({ 'content-length': '1234' }))).toBe(1234);
    expect(expectedLength(headers({ 'content-length': '1234', 'content-encoding': 'identity' }))).toBe(1234);
  });

  it('is unknown without a usable Content-Length or when the body is encoded', () => {
    expect(expectedLength(headers({}))).toBeNull();
    expect(expectedLength(headers({ 'content-length': 'abc' }))).toBeNull();
    expect(expectedLength(headers({ 'content-length': '-5' }))).toBeNull();
    expect(expectedLength(headers({ 'content-length': '900', 'content-encoding': 'gzip' }))).toBeNull();
  });
});

describe('checkResponse', () => {
  it('accepts a whole audio answer and says how long it must be', () => {
    expect(
      checkResponse(
        { status: 200, headers: headers({ 'content-type': 'audio/mpeg', 'content-length': '10' }) },
        'audio',
      ),
    ).toEqual({
      ok: true,
      expected: 10,
    });
    expect(checkResponse({ status: 200, headers: headers({ 'content-type': 'image/webp' }) }, 'image')).toEqual({
      ok: true,
      expected: null,
    });
  });

  it('never takes a partial (206), failed or opaque answer', () => {
    for (const status of [206, 0, 404, 500]) {
      const check = checkResponse({ status, headers: headers({ 'content-type': 'audio/mpeg' }) }, 'audio');
      expect(check).toMatchObject({ ok: false, kind: 'server' });
    }
  });

  it('refuses what is not audio (an HTML page in its place) and an empty body', () => {
    expect(
      checkResponse({ status: 200, headers: headers({ 'content-type': 'text/html; charset=utf-8' }) }, 'audio'),
    ).toMatchObject({
      ok: false,
      kind: 'server',
    });
    expect(
      checkResponse(
        { status: 200, headers: headers({ 'content-type': 'audio/mpeg', 'content-length': '0' }) },
        'audio',
      ),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('isComplete', () => {
  it('needs exactly Content-Length bytes', () => {
    expect(isComplete(1000, 1000)).toBe(true);
    expect(isComplete(1000, 999)).toBe(false);
    expect(isComplete(1000, 1001)).toBe(false);
  });

  it('without a length, needs a body that ended with something in it', () => {
    expect(isComplete(null, 1)).toBe(true);
    expect(isComplete(null, 0)).toBe(false);
  });
});

describe('hasRoomFor', () => {
  it('compares with what the quota leaves', () => {
    expect(hasRoomFor({ usage: 900, quota: 1000 }, 100)).toBe(true);
    expect(hasRoomFor({ usage: 901, quota: 1000 }, 100)).toBe(false);
    expect(hasRoomFor({ quota: 50 }, 100)).toBe(false);
  });

  it('assumes room when the browser does not say', () => {
    expect(hasRoomFor(null, 1e12)).toBe(true);
    expect(hasRoomFor({ usage: 5 }, 1e12)).toBe(true);
  });
});

describe('progressFraction', () => {
  it('is received / total, clamped, and unknown without a total', () => {
    expect(progressFraction(50, 200)).toBe(0.25);
    expect(progressFraction(300, 200)).toBe(1);
    expect(progressFraction(10, null)).toBeNull();
    expect(progressFraction(0, 0)).toBeNull();
  });
});

describe('classifyFailure', () => {
  it('tells cancellation, quota, network and storage failures apart', () => {
    expect(classifyFailure(new DOMException('stop', 'AbortError'))).toBe('aborted');
    expect(classifyFailure(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyFailure(new DOMException('closing', 'InvalidStateError'))).toBe('storage');
    expect(classifyFailure(new DownloadError('incomplete', 'short'))).toBe('incomplete');
  });
});

describe('coverToStore', () => {
  it('takes the 800 px variant of our webp covers, else the cover itself', () => {
    expect(coverToStore('/media/covers/abc.webp')).toBe('/media/covers/abc-800.webp');
    expect(coverToStore('https://example.com/c.jpg?x=1')).toBe('https://example.com/c.jpg?x=1');
  });
});
