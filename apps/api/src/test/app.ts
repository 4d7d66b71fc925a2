import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../http/app.ts';
import { openDatabase } from '../db/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import type { AllHandlers } from '../routes/handler.ts';
import { inject } from 'vitest';
import { freshDir, noCommitWait, pgAdmin, pgUrlFor, sharedCopyNames, templateNames } from './databases.ts';
import { testEnv } from './test-env.ts';

export { TEST_ADMIN } from '../../../../scripts/test-templates.ts';
export const backend: 'pglite' | 'postgres' = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

// The answer's data is checked against the contract by the app itself (validateResponses), so tests
// may read it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UncheckedData = any;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * POST /api/v3/<name> with any JSON body (for refusals of bad input); answers the status and the
   * parsed envelope. Calls the contract accepts are better written with the typed `call`/`callData`
   * of ./client.ts.
   */
  call: (
    name: string,
    body?: unknown,
  ) => Promise<{ status: number; body: { code: number; msg: string; track_id: string; data: UncheckedData } }>;
  post: (url: string, payload: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** A second server instance on the same database (PostgreSQL only), closed with this one. */
  sibling: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

type Copy = { databaseUrl?: string; pgliteDir: string; drop: () => Promise<void> };

/**
 * A copy of the seeded test database (see global-setup.ts) under `names`, with `settings` (ALTER
 * DATABASE statements of the PostgreSQL copy), and how to remove it.
 */
async function templateCopy(names: { pgDatabase: string; pgliteDir: string }, settings: string[]): Promise<Copy> {
  const template = templateNames(inject('testRunId'));
  if (backend === 'postgres') {
    const name = names.pgDatabase;
    await pgAdmin([`CREATE DATABASE ${name} TEMPLATE ${template.pgDatabase}`, ...settings]);
    return {
      databaseUrl: pgUrlFor(name),
      pgliteDir: 'memory://',
      drop: async () => {
        await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      },
    };
  }
  const dir = freshDir(path.basename(names.pgliteDir));
  fs.cpSync(template.pgliteDir, dir, { recursive: true });
  return { pgliteDir: dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A private copy of the seeded test database, and how to remove it. */
export function databaseCopy(): Promise<Copy> {
  const id = randomBytes(4).toString('hex');
  const name = `ptcg_test_${id}`;
  return templateCopy({ pgDatabase: name, pgliteDir: `pglite-${id}` }, [noCommitWait(name)]);
}

// Worker processes run many files with their modules loaded once (isolate: false): a worker must
// never carry one project's backend into another's files.
function checkBackend() {
  if ((process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite') !== backend) {
    throw new Error(`test worker of backend ${backend} runs a file of backend ${process.env.TEST_BACKEND}`);
  }
}

/** The real app on a private copy of the seeded test database (see global-setup.ts). */
export async function createTestApp(overrides: Record<string, string> = {}, handlers?: AllHandlers): Promise<TestApp> {
  checkBackend();
  const { databaseUrl, pgliteDir: dir, drop } = await databaseCopy();
  const database = await openDatabase({ databaseUrl, pgliteDir: dir });
  return appOn({ databaseUrl, pgliteDir: dir }, database, overrides, handlers, drop);
}

interface SharedCopy {
  location: { databaseUrl?: string; pgliteDir: string };
  database: DatabaseHandle;
}
let sharedCopy: Promise<SharedCopy> | undefined;
const sharedApps = new Map<string, Promise<TestApp>>();

/**
 * This worker's one copy of the seeded database, which refuses every write: PostgreSQL's
 * `default_transaction_read_only` on the copy itself, the same setting on the embedded database's one
 * connection. Removed with the run's other copies (global-setup.ts).
 */
async function openSharedCopy(): Promise<SharedCopy> {
  const names = sharedCopyNames(inject('testRunId'), process.pid);
  const { databaseUrl, pgliteDir } = await templateCopy(names, [
    `ALTER DATABASE ${names.pgDatabase} SET default_transaction_read_only = on`,
  ]);
  const location = { databaseUrl, pgliteDir };
  const database = await openDatabase(location);
  if (!databaseUrl) await database.withRawConnection((exec) => exec('SET default_transaction_read_only = on'));
  return { location, database };
}

/**
 * The real app, with these settings, on this worker's read-only copy of the seeded database: for the
 * files that only read. A private copy costs a file about a second to make, open and remove (both
 * databases); here one copy serves every such file a worker runs, and one app every file of the same
 * settings. A file that writes fails loudly (a read-only transaction) and belongs on createTestApp;
 * close() leaves the app to the worker's next file. The app's answer cache carries over between files,
 * as it would between the requests of one server: every file sees the same data.
 */
export function readOnlyTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  checkBackend();
  const key = JSON.stringify(Object.entries(overrides).sort());
  let app = sharedApps.get(key);
  if (!app) {
    sharedCopy ??= openSharedCopy();
    app = sharedCopy.then(({ location, database }) => appOn(location, database, overrides));
    sharedApps.set(key, app);
  }
  return app;
}

async function appOn(
  location: { databaseUrl?: string; pgliteDir: string },
  database: DatabaseHandle,
  overrides: Record<string, string>,
  handlers?: AllHandlers,
  /** Removes the private copy after the app closed it; none for the worker's shared copy. */
  drop?: () => Promise<void>,
): Promise<TestApp> {
  const { databaseUrl, pgliteDir: dir } = location;
  const env = testEnv({ databaseUrl, pgliteDir: dir }, overrides);
  const app = await buildApp({ env, database, validateResponses: true, handlers });
  await app.ready();
  const siblings: FastifyInstance[] = [];
  return {
    app,
    database,
    call: async (name, body = {}) => {
      const res = await app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object });
      return { status: res.statusCode, body: res.json() };
    },
    post: (url, payload, headers = { 'content-type': 'application/json' }) =>
      app.inject({ method: 'POST', url, payload, headers }),
    sibling: async () => {
      if (!databaseUrl) throw new Error('sibling(): an embedded database has one process; use PostgreSQL');
      if (!drop) throw new Error('sibling(): the shared read-only app stays open; use createTestApp');
      const other = await buildApp({
        env,
        database: await openDatabase({ databaseUrl, pgliteDir: dir }),
        validateResponses: true,
        handlers,
      });
      await other.ready();
      siblings.push(other);
      return other;
    },
    close: async () => {
      if (!drop) return;
      await Promise.all(siblings.map((other) => other.close()));
      await app.close();
      await drop();
    },
  };
}
