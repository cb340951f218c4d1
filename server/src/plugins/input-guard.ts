import fp from 'fastify-plugin';
import { apiError } from '#shared/api-errors.ts';

/** The first path (e.g. `body.message`) whose key or string value holds a NUL character, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNul(v, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a JSON body, query string or route parameter is refused
 * with the usual 400 before any handler runs (issue 12 item 13). Multipart parts are parsed by their handlers.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (req, reply, done) => {
      const where =
        findNul(req.body, 'body') ?? findNul(req.query, 'querystring') ?? findNul(req.params, 'params') ?? null;
      if (where) {
        reply.code(400).send({ ...apiError('INVALID_REQUEST'), details: `${where} must not contain NUL characters` });
        return;
      }
      done();
    });
  },
  { name: 'pomolo-input-guard' },
);
