import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An audio element that records what was played, at which volume. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  static plays: { src: string; volume: number }[] = [];
  preload = '';
  volume = 1;
  currentTime = 0;
  constructor(readonly src: string) {
    super();
    FakeAudio.made.push(this);
  }
  load() {}
  play() {
    FakeAudio.plays.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

/** A HEAD request the test answers when it chooses (before or after the bell asks). */
function slowFetch() {
  let resolve: (response: { ok: boolean }) => void = () => undefined;
  const promise = new Promise<{ ok: boolean }>((done) => (resolve = done));
  const fetch = vi.fn(() => promise);
  return { fetch, answer: (ok: boolean) => resolve({ ok }) };
}

async function freshBell() {
  vi.resetModules();
  return import('./bell.ts');
}

describe('the bell', () => {
  beforeEach(() => {
    FakeAudio.made = [];
    FakeAudio.plays = [];
    vi.stubGlobal('Audio', FakeAudio);
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('rings at the alarm volume once the file is checked', async () => {
    const head = slowFetch();
    vi.stubGlobal('fetch', head.fetch);
    const bell = await freshBell();
    const ready = bell.prepareBell();
    head.answer(true);
    await ready;
    bell.ringBellFile(0.5, 1);
    expect(FakeAudio.plays).toEqual([{ src: bell.BELL_URL, volume: 0.5 }]);
  });

  it('still rings for a phase that ends while the file is being checked (a busy start used to leave it silent)', async () => {
    const head = slowFetch();
    vi.stubGlobal('fetch', head.fetch);
    const bell = await freshBell();
    const ready = bell.prepareBell();
    bell.ringBellFile(0.8, 1);
    expect(FakeAudio.plays).toEqual([]);
    head.answer(true);
    await ready;
    await Promise.resolve();
    expect(FakeAudio.plays).toEqual([{ src: bell.BELL_URL, volume: 0.8 }]);
  });

  it('stays silent when the check outlasts a phase end that may still ring, or finds no file', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = slowFetch();
    vi.stubGlobal('fetch', late.fetch);
    let bell = await freshBell();
    let ready = bell.prepareBell();
    bell.ringBellFile(0.8, 1);
    vi.setSystemTime(Date.now() + 10_000);
    late.answer(true);
    await ready;
    await Promise.resolve();
    expect(FakeAudio.plays).toEqual([]);

    const missing = slowFetch();
    vi.stubGlobal('fetch', missing.fetch);
    bell = await freshBell();
    ready = bell.prepareBell();
    bell.ringBellFile(0.8, 1);
    missing.answer(false);
    await ready;
    await Promise.resolve();
    expect(FakeAudio.plays).toEqual([]);
  });
});
