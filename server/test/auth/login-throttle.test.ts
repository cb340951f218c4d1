import { describe, expect, it } from 'vitest';
import { LOGIN_POLICY, LoginGuard } from '../../src/auth/login-throttle.ts';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('LoginGuard (the sign-in throttle policy, decision 0018)', () => {
  it('counts an attempt before it is checked, and takes it back when it succeeds', () => {
    const c = clock();
    const g = new LoginGuard(LOGIN_POLICY, c.now);
    const granted = Array.from({ length: 10 }, () => g.begin('admin', '10.0.0.1'));
    expect(granted.filter((d) => d.ok)).toHaveLength(5);
    expect(granted[5]).toMatchObject({ ok: false, reason: 'pair' });
    // One of the five in flight succeeds: the pair starts afresh.
    const first = granted[0];
    if (!first.ok) throw new Error('expected a granted attempt');
    first.attempt.succeeded();
    expect(g.begin('admin', '10.0.0.1').ok).toBe(true);
  });

  it('a blocked pair frees itself once its oldest failure leaves the 15-minute window', () => {
    const c = clock();
    const g = new LoginGuard(LOGIN_POLICY, c.now);
    for (let i = 0; i < 5; i++) expect(g.begin('admin', '10.0.0.2').ok).toBe(true);
    const refused = g.begin('admin', '10.0.0.2');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.retryAfterMs).toBe(15 * 60 * 1000);
    c.advance(refused.retryAfterMs);
    expect(g.begin('admin', '10.0.0.2').ok).toBe(true);
  });

  it('slows a username guessed from many addresses with delays that double up to one minute, never a lock', () => {
    const c = clock();
    const g = new LoginGuard(LOGIN_POLICY, c.now);
    let ip = 0;
    const next = () => g.begin('Admin', `10.1.0.${++ip}`);
    for (let i = 0; i < 10; i++) expect(next().ok).toBe(true); // the free allowance
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect(next().ok).toBe(true); // a slot is free: the check goes ahead...
      const refused = next(); // ...and the next guess must wait
      if (refused.ok) throw new Error('expected a delay');
      expect(refused.reason).toBe('username');
      delays.push(refused.retryAfterMs);
      c.advance(refused.retryAfterMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    // Usernames are compared case-insensitively; another account is untouched.
    expect(next().ok).toBe(true);
    expect(g.begin('admin', '10.9.9.9')).toMatchObject({ ok: false, reason: 'username' });
    expect(g.begin('editor', '10.9.9.9').ok).toBe(true);
  });

  it('an address the owner signed in from is exempt from the username delays', () => {
    const c = clock();
    const g = new LoginGuard(LOGIN_POLICY, c.now);
    const home = g.begin('owner', '192.168.1.5');
    if (!home.ok) throw new Error('expected a granted attempt');
    home.attempt.succeeded();
    for (let i = 0; i < 30; i++) g.begin('owner', `10.2.0.${i}`);
    expect(g.begin('owner', '10.3.0.1')).toMatchObject({ ok: false, reason: 'username' });
    expect(g.begin('owner', '192.168.1.5').ok).toBe(true);
    // Known for 30 days only.
    c.advance(31 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 11; i++) g.begin('owner', `10.4.0.${i}`);
    expect(g.begin('owner', '192.168.1.5')).toMatchObject({ ok: false, reason: 'username' });
  });

  it('markKnown (addresses from the audit log at start-up) exempts them too, unless older than 30 days', () => {
    const c = clock();
    const g = new LoginGuard(LOGIN_POLICY, c.now);
    g.markKnown('Owner', '192.168.1.7', c.now() - 1000);
    g.markKnown('owner', '192.168.1.8', c.now() - 31 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 12; i++) g.begin('owner', `10.6.0.${i}`);
    expect(g.begin('owner', '192.168.1.7').ok).toBe(true);
    expect(g.begin('owner', '192.168.1.8')).toMatchObject({ ok: false, reason: 'username' });
  });

  it('refuses an address after 20 failures across usernames', () => {
    const g = new LoginGuard(LOGIN_POLICY, clock().now);
    for (let i = 0; i < 20; i++) expect(g.begin(`user${i}`, '10.5.0.1').ok).toBe(true);
    expect(g.begin('user99', '10.5.0.1')).toMatchObject({ ok: false, reason: 'address' });
  });
});
