import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from './env.ts';
import { backend } from './test/app.ts';
import { pgAdmin, pgUrlFor, templateNames } from './test/databases.ts';
import { childrenOf, compiledServer, freePort } from './test/processes.ts';

/** Several server processes on one port (WEB_CONCURRENCY), as operators run it on PostgreSQL. */
describe.runIf(backend === 'postgres')('several server processes on PostgreSQL', () => {
  const name = `ptcg_test_cluster_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    await pgAdmin([`CREATE DATABASE ${name} TEMPLATE ${templateNames(inject('testRunId')).pgDatabase}`]);
  });
  afterAll(async () => {
    await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  it(
    'serves from every process, replaces one that dies, and stops them all on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const primary = spawn(process.execPath, [compiledServer()], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: pgUrlFor(name),
          WEB_CONCURRENCY: '3',
          SEED_DEFAULT: 'false',
          LOG_LEVEL: 'warn',
          ADMIN_PASSWORD: 'cluster-test-password',
          // Bursts of 60 searches are answered, not refused: the overload guards are tested on their own.
          MAX_QUEUE_WAIT_MS: '60000',
          MAX_EVENT_LOOP_DELAY_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      const url = `http://127.0.0.1:${port}`;
      // A new connection per request (no agent), so that the cluster hands requests to every process.
      const search = (page = 1, timeoutMs = 30_000) =>
        new Promise<number>((resolve) => {
          const body = JSON.stringify({ searchText: '宝可梦', page });
          const req = http.request(
            `${url}/api/v3/card/card-basic-search`,
            { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
              res.on('error', () => resolve(0));
            },
          );
          req.on('error', () => resolve(0));
          // A connection handed to a process at the moment it dies is lost: a client gives up on it. By
          // default long enough for a burst of 60 uncached searches on two busy cores (CI runs other tests
          // alongside); the checks after a process died give up sooner and ask again.
          req.setTimeout(timeoutMs, () => req.destroy());
          req.end(body);
        });
      try {
        await expect.poll(() => childrenOf(primary.pid!).length, { timeout: 240_000, interval: 200 }).toBe(3);
        await expect.poll(() => search(), { timeout: 60_000, interval: 200 }).toBe(200);

        // Every process answers: new connections are handed to each in turn, so a burst of them (pages
        // of a search, each asked once: no cached answer) keeps every process working.
        const workers = childrenOf(primary.pid!);
        const cpu = (pid: number) => {
          const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return Number(fields[11]) + Number(fields[12]);
        };
        const before = workers.map(cpu);
        const codes: number[] = [];
        codes.push(...(await Promise.all(Array.from({ length: 60 }, (_, i) => search(i + 1)))));
        // Every answer is 200 (the refused or lost ones listed otherwise).
        expect(codes.filter((c) => c !== 200)).toEqual([]);
        const after = workers.map(cpu);
        expect(after.every((t, i) => t > before[i]!)).toBe(true);

        // A process that dies is replaced; the others go on answering meanwhile.
        process.kill(workers[0]!, 'SIGKILL');
        await expect.poll(() => search(1, 3_000), { timeout: 30_000, interval: 100 }).toBe(200);
        await expect
          .poll(
            () => {
              const now = childrenOf(primary.pid!);
              return now.length === 3 && !now.includes(workers[0]!);
            },
            { timeout: 60_000, interval: 200 },
          )
          .toBe(true);
        await expect.poll(() => search(1, 3_000), { timeout: 30_000, interval: 200 }).toBe(200);

        const last = childrenOf(primary.pid!);
        primary.kill('SIGTERM');
        expect(await exited).toBe(0);
        for (const pid of last) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
        expect(await search()).toBe(0);
      } finally {
        if (primary.exitCode === null) primary.kill('SIGKILL');
      }
    },
  );
});
