import fp from 'fastify-plugin';
import type { Sql } from '../database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sql: Sql;
  }
}

/** Makes the connection pool available to routes. The pool belongs to the caller, who ends it. */
export default fp<{ sql: Sql }>(
  async (app, opts) => {
    app.decorate('sql', opts.sql);
  },
  { name: 'pomolo-db' },
);
