import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from '../../src/auth/password.ts';
import { FailureThrottle } from '../../src/auth/login-throttle.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt every time', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('anything', 'plaintext')).toBe(false);
  });

  it('refuses short and well-known passwords, more strictly in production', () => {
    expect(passwordProblem('admin', false)).toMatch(/at least 8/);
    expect(passwordProblem('password', false)).toMatch(/well-known/);
    expect(passwordProblem('admin123', true)).toMatch(/at least 12/);
    expect(passwordProblem('a-long-passphrase', true)).toBeNull();
  });
});

describe('failure throttle', () => {
  it('refuses a key after the limit until the window has passed', () => {
    let now = 0;
    const t = new FailureThrottle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfter('k')).toBe(0);
      t.fail('k');
      now += 100;
    }
    expect(t.retryAfter('k')).toBe(700);
    expect(t.retryAfter('other')).toBe(0);
    now = 1001;
    expect(t.retryAfter('k')).toBe(0);
    t.fail('k');
    t.reset('k');
    expect(t.retryAfter('k')).toBe(0);
  });
});
