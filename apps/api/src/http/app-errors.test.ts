import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { handlers } from '../routes/index.ts';
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
    logStream: {
      write: (line) => {
        lines.push(line);
      },
    },
    handlers: {
      ...handlers,
      'app/home': async () => {
        throw new Error('secret connection string leaked');
      },
      // A long answer that is not cached, so it is compressed as it streams (see the visitor leaving mid-answer).
      'auth/logout': async () => ({ text: randomBytes(4 * 1024 * 1024).toString('base64') }) as never,
    },
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

describe('a visitor leaving mid-answer', () => {
  it('is logged as information, not as an error, when a compressed answer is cut off', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const from = lines.length;
    // The client hangs up at the first bytes of a long answer compressed as it streams.
    await new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v3/auth/logout',
          headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
        },
        () => {
          req.destroy();
          setTimeout(resolve, 500);
        },
      );
      req.on('error', () => resolve());
      req.end('{}');
    });
    const logged = lines.slice(from).map((l) => JSON.parse(l));
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(
      logged.some((l) => l.level === 30 && l.msg === 'client closed the connection before the answer was complete'),
    ).toBe(true);
  });
});
