export const DASHBOARD_PATH = '/admin/dashboard';
export const LOGIN_PATH = '/admin';

/**
 * Where to go after signing in: the page the user came from when it is a path of this site, else the
 * dashboard. Anything that could leave the site (`//evil.example`, `https://…`, `/\evil`) or loop back to
 * the login page is refused.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000) return DASHBOARD_PATH;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DASHBOARD_PATH;
  if (hasUnsafeCharacter(raw)) return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(raw, 'http://pomolo.invalid');
  } catch {
    return DASHBOARD_PATH;
  }
  if (url.origin !== 'http://pomolo.invalid') return DASHBOARD_PATH;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === LOGIN_PATH) return DASHBOARD_PATH;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can itself make a protocol-relative URL (`/.//evil.example/x` → `//evil.example/x`): the result
  // must still be a path of this site when the browser reads it again.
  if (!isSameOriginPath(target)) return DASHBOARD_PATH;
  return target;
}

function isSameOriginPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || hasUnsafeCharacter(target)) return false;
  try {
    return new URL(target, 'http://pomolo.invalid').origin === 'http://pomolo.invalid';
  } catch {
    return false;
  }
}

/** Control characters and backslashes are how browsers get talked into other origins. */
function hasUnsafeCharacter(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
