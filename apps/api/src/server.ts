// Usage: npm start (from the repository root) or `tsx apps/api/src/server.ts`; configuration in env.ts.
import { buildApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { ensureAdminUser, seedDefaultData } from './seed.ts';

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR,
  onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'),
});
const app = await buildApp({ env, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // Fastify stops accepting, waits for in-flight requests, then its onClose hook closes the database.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 60_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
// Registered before migrating and seeding, so a stop during start-up also closes the database cleanly.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  const applied = await migrate(database);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  await ensureAdminUser(database, env, app.log);
  if (env.SEED_DEFAULT && !closing) await seedDefaultData(database, env, app.log);
  if (!closing) {
    await app.listen({ port: env.PORT, host: env.HOST });
    const { port } = app.server.address() as { port: number };
    app.log.info({ database: database.kind === 'pglite' ? env.PGLITE_DIR : 'postgres' }, `serving http://localhost:${port}`);
  }
} catch (err) {
  if (!closing) {
    app.log.error({ err }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
}
