import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { COMPILED_SERVER, requireCurrentBuild } from '../../../scripts/build-fingerprint.ts';
import { TEST_DATA_DIR } from '../../../scripts/test-scratch.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_ADMIN = { username: 'admin', password: 'admin-test-password' };

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

/** A fresh, empty folder for an embedded database in the tests' scratch space (its lock file sits next to it). */
export function freshDatabaseDir(name: string): string {
  const dir = path.join(TEST_DATA_DIR, `${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}

/**
 * A database folder holding the default dataset as the server seeds it on its first start (the server
 * is started once on an empty folder and stopped). Servers of the suite start on copies of it
 * (`copyOfDatabase`): seeding takes tens of seconds, a copy a fraction of one.
 */
export async function seededDatabase(): Promise<string> {
  const dir = freshDatabaseDir('e2e-seeded');
  const server = await startServer(dir);
  await server.stop({ keepDatabase: true });
  return dir;
}

/**
 * A database folder holding only the card data, imported the way an operator does it (`npm run
 * import:cards` on an empty folder). Files that import events of their own start on copies of it.
 */
export async function cardsOnlyDatabase(): Promise<string> {
  const dir = freshDatabaseDir('e2e-cards');
  await runImporter('cards', dir, ['data/cards.json.gz']);
  return dir;
}

/** A fresh copy of a database folder, for a server of its own. */
export function copyOfDatabase(template: string, name: string): string {
  const dir = freshDatabaseDir(name);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * One of the import commands an operator runs (apps/api/src/import/<kind>/cli.ts, as `npm run
 * import:cards` and `npm run import:tournaments` do), on an embedded database folder; answers what it
 * printed.
 */
export async function runImporter(kind: 'cards' | 'tournaments', dbDir: string, args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `apps/api/src/import/${kind}/cli.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dbDir, LOG_LEVEL: 'warn' },
  });
}

export type RunningServer = {
  baseUrl: string;
  /** Stops the server and removes its database folder, unless asked to keep it. */
  stop: (options?: { keepDatabase?: boolean }) => Promise<void>;
};

/**
 * The production server as `npm start` runs it (apps/api/dist/server.js with the built web app), on an
 * embedded database folder. The test run builds once before the suites (`npm test`); a missing or stale
 * build fails here with what to do, instead of testing old code.
 */
export async function startServer(dbDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  requireCurrentBuild();
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: dbDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Browser tests log in and out many times from one address; the limit itself is an API test.
      LOGIN_ATTEMPTS_PER_MINUTE: '100',
      // Browser tests share busy cores: the overload guards (503 past a wait) are API tests.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_QUEUE_WAIT_MS: '60000',
      // Remote card images are unreachable in CI: the generated card faces are what the browser shows.
      CARD_IMAGE_URL: '',
      // Nor can the icon service: each page would wait seconds on its failing lookups before the browser
      // falls back to the generated badges, which are what it shows (tournaments.test.ts tests the fallback).
      ICON_URL: 'none',
      ...env,
    },
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
    stop: async ({ keepDatabase = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepDatabase) fs.rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
