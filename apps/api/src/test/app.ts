import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/index.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { loadEnv } from '../env.ts';
import { inject } from 'vitest';
import { freshDir, pgAdmin, pgUrlFor, templateNames } from './databases.ts';

export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' };
export const backend: 'pglite' | 'postgres' = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** POST /api/v3/<name> with a JSON body; answers the parsed envelope and the raw response. */
  // The answer's data is checked against the contract by the app itself (validateResponses), so tests
  // may read it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (name: string, body?: unknown) => Promise<{ status: number; body: { code: number; msg: string; track_id: string; data: any } }>;
  post: (url: string, payload: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The real app on a private copy of the seeded test database (see global-setup.ts). */
export async function createTestApp(): Promise<TestApp> {
  const id = randomBytes(4).toString('hex');
  const template = templateNames(inject('testRunId'));
  let databaseUrl: string | undefined;
  let dir = 'memory://';
  let drop = async () => {};
  if (backend === 'postgres') {
    const name = `ptcg_test_${id}`;
    await pgAdmin([`CREATE DATABASE ${name} TEMPLATE ${template.pgDatabase}`]);
    databaseUrl = pgUrlFor(name);
    drop = async () => { await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]); };
  } else {
    dir = freshDir(`pglite-${id}`);
    fs.cpSync(template.pgliteDir, dir, { recursive: true });
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '', PGLITE_DIR: dir });
  const database = await openDatabase({ databaseUrl, pgliteDir: dir });
  const app = await buildApp({ env, database, validateResponses: true });
  await app.ready();
  return {
    app,
    database,
    call: async (name, body = {}) => {
      const res = await app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object });
      return { status: res.statusCode, body: res.json() };
    },
    post: (url, payload, headers = { 'content-type': 'application/json' }) =>
      app.inject({ method: 'POST', url, payload, headers }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
