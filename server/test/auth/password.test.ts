import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from '../../src/auth/password.ts';

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
