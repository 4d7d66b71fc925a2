import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/index.ts';
import { REPO_ROOT } from './env.ts';
import { freshDir } from './test/databases.ts';
import { childrenOf, compiledServer, freePort } from './test/processes.ts';

const ADMIN = { username: 'admin', password: 'shutdown-test-password' };
const dir = freshDir(`shutdown-${process.pid}`);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function startServer(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [compiledServer()], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: dir,
      SEED_DEFAULT: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN.password,
      // Logins are the stream of writes in flight here, far more than the per-minute limit, and more
      // password checks than two busy cores finish within the overload bounds: this is about shutdown.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      MAX_QUEUE_WAIT_MS: '60000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    if (
      await fetch(`${url}/api/docs`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const login = (url: string) =>
  fetch(`${url}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(
    async (r) => ({ ok: true as const, body: (await r.json()) as { code: number } | null }),
    () => ({ ok: false as const, body: null }),
  );

describe('graceful shutdown on the embedded database', () => {
  it('finishes requests in flight on SIGTERM and reopens the same directory intact', { timeout: 600_000 }, async () => {
    // First start creates the schema and the admin user (seeding of the card data is off for speed).
    const first = await startServer();
    await fetch(`${first.url}/api/v3/app/announcement-latest`, { method: 'POST', body: '{}' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const server = await startServer();
    // Each login writes a session row: a steady stream of writes is in flight when SIGTERM arrives.
    const inFlight = Array.from({ length: 60 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 20)).then(() => login(server.url)),
    );
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);

    const answered = results.filter((r) => r.ok && r.body?.code === 200).length;
    expect(answered).toBeGreaterThan(0);
    // Requests that arrived while it drained were told so in the envelope, not cut off.
    expect(results.some((r) => r.ok && r.body?.code === 503)).toBe(true);
    // Every request that the server answered reached the database before it closed.
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      const sessions = await handle.db
        .selectFrom('session')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(sessions.n)).toBe(answered);
    } finally {
      await handle.close();
    }

    // And the server starts again on the same directory and serves; Ctrl-C (SIGINT) stops it cleanly too.
    const again = await startServer();
    const res = await login(again.url);
    expect(res.body?.code).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    const reopened = await openDatabase({ pgliteDir: dir });
    try {
      const sessions = await reopened.db
        .selectFrom('session')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(sessions.n)).toBe(answered + 1);
    } finally {
      await reopened.close();
    }
  });
});

describe('a crash of the embedded server', () => {
  it('is followed by a new server process on the same folder', { timeout: 600_000 }, async () => {
    const server = await startServer();
    try {
      const [worker] = childrenOf(server.child.pid!);
      expect(worker).toBeDefined();
      process.kill(worker!, 'SIGKILL');
      await expect
        .poll(
          () => {
            const now = childrenOf(server.child.pid!);
            return now.length === 1 && now[0] !== worker;
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBe(true);
      await expect
        .poll(async () => (await login(server.url)).body?.code, { timeout: 120_000, interval: 200 })
        .toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});

/** A second server started on a folder another one holds: its exit code and what it wrote to stderr. */
async function refusedStart(folder: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [compiledServer()], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: folder,
      SEED_DEFAULT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, stderr };
}

describe('one process per embedded database folder', () => {
  it(
    'refuses a second server on the same folder with a clear message, and the first goes on',
    { timeout: 600_000 },
    async () => {
      const first = await startServer();
      try {
        const holder = `is in use by process ${childrenOf(first.child.pid!)[0]}`;
        const refused = await refusedStart(dir);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(holder);
        expect(refused.stderr).not.toMatch(/\n\s+at /);
        expect((await login(first.url)).body?.code).toBe(200);

        // The same folder under another name is the same database: refused alike.
        const alias = `${dir}-alias`;
        fs.rmSync(alias, { force: true });
        fs.symlinkSync(dir, alias);
        try {
          const aliased = await refusedStart(alias);
          expect(aliased.code).toBe(1);
          expect(aliased.stderr).toContain(holder);
          expect(aliased.stderr).not.toMatch(/\n\s+at /);
        } finally {
          fs.rmSync(alias, { force: true });
        }
        expect((await login(first.url)).body?.code).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
      }
    },
  );
});

describe('npm start', () => {
  const npmDir = freshDir(`npm-start-${process.pid}`);
  afterAll(() => fs.rmSync(npmDir, { recursive: true, force: true }));

  it(
    'runs the compiled server under node without building it again, and SIGTERM to npm finishes the request in flight',
    { timeout: 900_000 },
    async () => {
      // The build the run made before the suites; npm start finds it current and leaves it alone.
      compiledServer();
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: '',
          PGLITE_DIR: npmDir,
          SEED_DEFAULT: 'false',
          LOG_LEVEL: 'info',
          ADMIN_PASSWORD: ADMIN.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      npm.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      await expect
        .poll(() => output.includes(`serving http://localhost:${port}`) || npm.exitCode !== null, {
          timeout: 800_000,
          interval: 200,
        })
        .toBe(true);
      expect(npm.exitCode, output).toBeNull();
      expect(output).toContain('构建已是最新');
      expect(output).not.toContain('vite');

      // npm's own child is the server, run by node from the compiled file: nothing sits between them.
      const children = childrenOf(npm.pid!);
      expect(children).toHaveLength(1);
      const cmdline = fs.readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0');
      expect(path.basename(cmdline[0]!)).toBe('node');
      expect(cmdline.some((arg) => arg.endsWith(path.join('apps', 'api', 'dist', 'server.js')))).toBe(true);

      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify(ADMIN);
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `POST /api/v3/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 200));
      npm.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      socket.write(body.slice(10));
      await closed;

      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain('"code":200');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down: finishing requests in flight');
      // The port is free again: no server was left behind.
      await new Promise<void>((resolve, reject) => {
        const probe = net
          .createServer()
          .once('error', reject)
          .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
      });
    },
  );
});
