// The compiled server (apps/api/dist/server.js) started as `npm start` runs it, for the test suites and
// the test run's database templates (scripts/test-templates.ts). The test run builds once before the
// suites (`npm test`); a missing or stale build fails here with what to do, instead of testing old code.
// The import commands an operator runs are here too: the templates and the browser suite run them alike.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { COMPILED_SERVER, ROOT, requireCurrentBuild } from './build-fingerprint.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export type CompiledServer = {
  baseUrl: string;
  /** SIGTERM, then waits until the process has exited (the database is closed cleanly by then). */
  stop: () => Promise<void>;
};

/**
 * Starts the compiled server in production mode on a free port with `env` over the caller's
 * environment, and resolves once it answers (migrating and, on an empty database, seeding come first).
 */
export async function startCompiledServer(env: Record<string, string>): Promise<CompiledServer> {
  requireCurrentBuild();
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/docs`, child, 240_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One of the import commands an operator runs (apps/api/src/import/<kind>/cli.ts, as `npm run
 * import:cards` and `npm run import:tournaments` do), on an embedded database folder; answers what it
 * printed.
 */
export async function runImporter(kind: 'cards' | 'tournaments', dbDir: string, args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `apps/api/src/import/${kind}/cli.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dbDir, LOG_LEVEL: 'warn' },
  });
}
