// One server process (a worker of server.ts): database, migrations, seed, listen, graceful shutdown.
import { beginDraining, buildApp } from './http/app.ts';
import { DatabaseFolderLockedError, openDatabase } from './db/index.ts';
import type { DatabaseHandle } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { serverProcesses } from './env.ts';
import type { Env } from './env.ts';
import { ensureAdminUser, seedDefaultData } from './seed.ts';
import { ensureDeckStats } from './stats/index.ts';

/**
 * How long a stopping server keeps answering new requests with 503 before it stops listening: a client
 * that sends on a kept-alive connection at that moment reads the envelope instead of a reset.
 */
const DRAIN_MS = 1000;

/**
 * One server process. `prepare`: migrate, create the admin user and seed before listening (the only
 * process, or the first worker: the others start after it listens, on a database already prepared).
 */
export async function serve(env: Env, { prepare }: { prepare: boolean }): Promise<void> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'),
    });
  } catch (err) {
    if (!(err instanceof DatabaseFolderLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const app = await buildApp({ env, database });

  let closing = false;
  async function shutdown(signal: string, exitCode = 0) {
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
      if (app.server.listening) {
        beginDraining(app);
        await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      }
      await app.close();
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  // Registered before migrating and seeding, so a stop during start-up also closes the database cleanly.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A bug that escapes every handler still closes the database properly before the process ends, so the
  // embedded database folder is never left half-written; the exit code tells the supervisor it crashed.
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled promise rejection');
    void shutdown('unhandledRejection', 1);
  });

  try {
    if (prepare) {
      const applied = await migrate(database);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
      await ensureAdminUser(database, env, app.log);
      if (env.SEED_DEFAULT && !closing) await seedDefaultData(database, env, app.log);
    }
    if (!closing) {
      await app.listen({ port: env.PORT, host: env.HOST });
      const { port } = app.server.address() as { port: number };
      if (prepare) {
        app.log.info(
          { database: database.kind === 'pglite' ? env.PGLITE_DIR : 'postgres', processes: serverProcesses(env) },
          `serving http://localhost:${port}`,
        );
      }
      // A database from before the deck statistics existed gets them while the site already serves.
      const started = Date.now();
      ensureDeckStats(database.db).then(
        (built) => built && app.log.info({ ms: Date.now() - started }, 'deck statistics built'),
        (err: unknown) => app.log.error({ err }, 'deck statistics could not be built'),
      );
    }
  } catch (err) {
    if (!closing) {
      app.log.error({ err }, 'start-up failed');
      await app.close();
      process.exit(1);
    }
  }
}
