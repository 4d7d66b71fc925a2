import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { handlers } from './routes/index.ts';
import type { FastifyInstance } from 'fastify';

const lines: string[] = [];
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ptcg-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>站点</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  const env = loadEnv({ LOG_LEVEL: 'info', WEB_DIST: webDist, PGLITE_DIR: 'memory://' });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(database);
  app = await buildApp({
    env,
    database,
    logStream: { write: (line) => { lines.push(line); } },
    handlers: { ...handlers, 'app/home': async () => { throw new Error('secret connection string leaked'); } },
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('unexpected errors', () => {
  it('answers a generic message and logs the stack with the track id', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/app/home', payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.msg).toBe('服务器内部错误，请稍后重试');
    expect(JSON.stringify(body)).not.toContain('secret');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(logged.track_id).toBe(body.track_id);
    expect(logged.err.stack).toContain('secret connection string leaked');
  });

  it('writes the track id into the request log lines', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/app/announcement-latest', payload: {} });
    const id = res.json().track_id;
    expect(lines.some((l) => JSON.parse(l).track_id === id && l.includes('request completed'))).toBe(true);
  });

  it('logs a refused call with its code, though its HTTP status is 200', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/tournament/detail', payload: { tournamentId: 'x' } });
    expect(res.statusCode).toBe(200);
    const { track_id: id, msg } = res.json();
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.track_id === id && l.msg === 'call refused');
    expect(logged).toMatchObject({ code: 10002, reason: msg });
  });
});

describe('the built web app', () => {
  it('serves index.html without caching for every page path', async () => {
    for (const url of ['/', '/cards/SV1S/001', '/player/CN12345678', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>站点</title>');
    }
  });

  it('serves hashed assets with a long-lived cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
  });
});
