import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

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

export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real server (built web app + API + default dataset on a fresh embedded database). */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @ptcg/web` first (npm run test:browser does)');
  }
  // Per run: several runs may share the machine.
  const dbDir = path.join(REPO_ROOT, `.test-data/e2e-pglite-${process.pid}`);
  fs.rmSync(dbDir, { recursive: true, force: true });
  // The database folder's lock file is made next to it, so the parent folder must exist.
  fs.mkdirSync(path.dirname(dbDir), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/docs`, child, 240_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dbDir, { recursive: true, force: true });
  };
}
