// The process under load for bench/api.ts: the real app on its database, and a bare Fastify route beside it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/database.ts';
import { migrate } from '../server/src/migrations.ts';
import { prepareCatalogue } from '../server/src/seed.ts';
import { buildApp } from '../server/src/app.ts';

const config = loadConfig();
const dataDir = process.env.DATABASE_URL ? config.dataDir : await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-bench-'));
const db = await openDatabase({ ...config, dataDir });
await migrate(db.sql);
await prepareCatalogue(db.sql, { dataDir, catalogueCacheDir: config.catalogueCacheDir });
const app = await buildApp({ sql: db.sql, dataDir, distDir: config.distDir });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', () => ({ hello: 'world' }));
// The same bytes /api/tracks answers, from a bare route: separates payload size from the app's own overhead.
const catalogueBytes = (await app.inject({ url: '/api/tracks' })).rawPayload;
bare.get('/bare-catalogue', async (_req, reply) => reply.type('application/json; charset=utf-8').send(catalogueBytes));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app), bare: port(bare) })}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await app.close();
    await db.close();
    if (!process.env.DATABASE_URL) await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
