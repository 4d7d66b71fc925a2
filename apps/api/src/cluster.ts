import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Env } from './env.ts';

/**
 * The supervising process of every server: one worker on the embedded database, which only one process
 * may open, so that a crash is followed by a restart; WEB_CONCURRENCY workers sharing the port on
 * PostgreSQL (decision 013). It serves nothing itself and never opens the database: the first
 * worker prepares the database (migrations, admin user, default data) and, once it listens, the others
 * start. Node's cluster hands each new connection to a worker in turn. A worker that dies is replaced;
 * one that cannot start, or crashes over and over, stops the whole server with an error.
 *
 * SIGTERM or SIGINT is passed to every worker, each finishes its requests in flight and closes its
 * pool, and this process exits when the last one has (0 when all shut down cleanly).
 */
export function superviseWorkers(env: Pick<Env, 'LOG_LEVEL'>, processes: number): void {
  const quiet = env.LOG_LEVEL === 'silent' || env.LOG_LEVEL === 'fatal';
  // One JSON line like the workers' log lines (pino's format), so one log reader takes both.
  const log = (level: 30 | 50, msg: string, extra: Record<string, unknown> = {}) => {
    if (quiet || (level === 30 && ['error', 'warn'].includes(env.LOG_LEVEL))) return;
    process.stdout.write(
      `${JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg })}\n`,
    );
  };

  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  /** Exits of workers that had been serving, within the last minute: too many means a crash loop. */
  const recentCrashes: number[] = [];

  const fork = (prepare: boolean): Worker => {
    const worker = cluster.fork(prepare ? { PTCG_PREPARE: '1' } : {});
    let served = false;
    worker.once('listening', () => {
      served = true;
      listening++;
      // The database is ready once the first worker listens: the others start now.
      if (prepare) for (let i = 1; i < processes && !stopping; i++) fork(false);
      if (listening === processes && processes > 1) log(30, `${processes} server processes listening`);
    });
    worker.once('exit', (code, signal) => {
      if (served) listening--;
      if (stopping) {
        // A worker still starting has no handler yet and ends by the signal itself: that is clean too.
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      log(50, 'server process exited', { worker: worker.process.pid, code, signal });
      if (!served) {
        // It never listened: start-up failed (database unreachable, port taken…); the others would too.
        stop('start-up failed', 1);
        return;
      }
      const now = Date.now();
      recentCrashes.push(now);
      while (recentCrashes[0]! < now - 60_000) recentCrashes.shift();
      if (recentCrashes.length > 5) {
        stop('server processes keep exiting', 1);
        return;
      }
      fork(false);
    });
    return worker;
  };

  function stop(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(code === 0 ? 30 : 50, `shutting down: ${reason}`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const w of workers) w.process.kill('SIGTERM');
    // Each worker bounds its own shutdown (60 s); this is the last resort after that.
    setTimeout(() => {
      log(50, 'shutdown timed out');
      process.exit(1);
    }, 70_000).unref();
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  fork(true);
}
