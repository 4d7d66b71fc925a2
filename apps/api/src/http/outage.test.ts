import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { ResultCode } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from '../db/index.ts';
import { loadEnv } from '../env.ts';
import { backend } from '../test/app.ts';
import { pgAdmin, pgUrlFor, templateNames } from '../test/databases.ts';
import { freePort } from '../test/processes.ts';

/**
 * PostgreSQL going away under a running server: the server reaches it through a TCP relay the test
 * opens and closes, so the machine's PostgreSQL itself is never stopped.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  open() {
    return new Promise<void>((resolve) => {
      this.server = net.createServer((client) => {
        const upstream = net.connect(this.target);
        for (const s of [client, upstream]) {
          this.sockets.add(s);
          s.on('close', () => this.sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Cuts every connection; with `stop` the port also refuses new ones (the database is down). */
  async cut({ stop }: { stop: boolean }) {
    for (const s of this.sockets) s.destroy();
    if (stop && this.server) {
      const server = this.server;
      this.server = null;
      await new Promise((resolve) => server.close(resolve));
    }
  }
}

describe.runIf(backend === 'postgres')('a database outage', () => {
  const name = `ptcg_test_outage_${randomBytes(4).toString('hex')}`;
  let relay: Relay;
  let app: FastifyInstance;

  beforeAll(async () => {
    await pgAdmin([`CREATE DATABASE ${name} TEMPLATE ${templateNames(inject('testRunId')).pgDatabase}`]);
    const direct = new URL(pgUrlFor(name));
    relay = new Relay(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const env = loadEnv({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATABASE_URL: relayed.toString(),
      MAX_EVENT_LOOP_DELAY_MS: '0',
      TODAY: '2026-01-15',
    });
    app = await buildApp({ env, database: await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: '' }) });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await relay?.cut({ stop: true });
    await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  const search = (searchText: string) =>
    app.inject({ method: 'POST', url: '/api/v3/card/card-basic-search', payload: { searchText } });

  it('retries a read once when its connection broke', async () => {
    expect((await search('皮卡丘')).json().code).toBe(200);
    await relay.cut({ stop: false });
    const res = await search('喷火龙');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
  });

  it('answers cached reads while PostgreSQL is unreachable and 503 with Retry-After for the rest', async () => {
    const cached = await search('皮卡丘');
    expect(cached.json().code).toBe(200);
    await relay.cut({ stop: true });

    for (let i = 0; i < 3; i++) {
      const again = await search('皮卡丘');
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(cached.json().data);
    }
    const miss = await search('妙蛙种子');
    expect(miss.statusCode).toBe(503);
    expect(Number(miss.headers['retry-after'])).toBeGreaterThan(0);
    expect(miss.json()).toMatchObject({
      code: ResultCode.unavailable,
      data: null,
      msg: '数据库暂时不可用，请稍后重试',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: 'admin', password: 'x' },
    });
    expect(login.statusCode).toBe(503);

    // Back up: the next calls are answered from the database again.
    await relay.open();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await search('妙蛙种子')).json().code).toBe(200);
  });
});
