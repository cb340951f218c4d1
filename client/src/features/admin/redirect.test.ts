import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect.ts';

describe('safeRedirectTarget', () => {
  it('returns to a path of this site, with its query and hash', () => {
    expect(safeRedirectTarget('/admin/dashboard')).toBe('/admin/dashboard');
    expect(safeRedirectTarget('/admin/dashboard?tab=recommendations#x')).toBe('/admin/dashboard?tab=recommendations#x');
    expect(safeRedirectTarget('/fr/about')).toBe('/fr/about');
  });

  it('falls back to the dashboard for nothing, the login page itself, or anything off-site', () => {
    for (const raw of [
      undefined,
      '',
      42,
      '/admin',
      '/admin/',
      '/admin?redirect=/admin',
      'https://evil.example/',
      '//evil.example/admin',
      '/\\evil.example',
      '/%0a//evil.example'.replace('%0a', '\n'),
      'javascript:alert(1)',
      'admin/dashboard',
      // Dot segments that the URL parser removes, leaving a protocol-relative URL (issue 25).
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e//evil.example/x',
      '/a/..//evil.example',
    ]) {
      expect(safeRedirectTarget(raw), String(raw)).toBe('/admin/dashboard');
    }
  });

  it('never returns anything the browser would read as another origin', () => {
    for (const raw of ['/.//evil.example/x', '/.//evil.example/x?y#z', '/a//b', '/fr/.//about']) {
      const target = safeRedirectTarget(raw);
      expect(target.startsWith('//'), raw).toBe(false);
      expect(new URL(target, 'https://pomolo.example').origin, raw).toBe('https://pomolo.example');
    }
    expect(safeRedirectTarget('/a//b')).toBe('/a//b');
  });
});
