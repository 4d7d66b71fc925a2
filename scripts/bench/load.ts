// Usage: npm run bench:load -- [--duration 60] [--connections 200] [--embedded-only] [--postgres-only] [--no-build] [--miss-only]
//   Prerequisite: nginx (`apt-get install -y nginx`); it is started by this script on loopback only.
//   Builds the site (npm run build) unless --no-build, then for each backend starts the compiled
//   server (node apps/api/dist/server.js; the embedded database in a temporary folder, then PostgreSQL
//   at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ptcg_bench_load, created and
//   dropped here), saves the server's answer to each benchmarked request as a file, and has nginx serve
//   those very bytes as the reference (checked before the load: a reference sending anything else, such
//   as an error page, stops the script). Both are driven with the same load (autocannon, 200 connections
//   for 60 s each unless told otherwise), and the script prints req/s, p50/p99 latency, errors and
//   timeouts of both, the bytes per answer (headers included) and the ratio ours / nginx per request.
//   Then the cache-miss scenario (no nginx; --miss-only runs just it): every request a search body never
//   asked before, at the same connections, counting answers, 503s (with Retry-After) and requests not
//   answered within 10 s, which must be none.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT } from '#api/env.ts';
import { pgAdmin } from './pg-admin.ts';

const args = process.argv.slice(2);
const numberArg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const n = i < 0 ? fallback : Number(args[i + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} 应为正整数`);
  return n;
};
const DURATION = numberArg('duration', 60);
const CONNECTIONS = numberArg('connections', 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ptcg_bench_load';
const OURS_PORT = 18_480;
const NGINX_PORT = 18_481;

interface Target {
  label: string;
  /** A call name, or a GET path. */
  call?: string;
  path?: string;
  body?: unknown;
}

/** Filled in from the running server's own data, so every request answers real rows. */
async function targets(base: string): Promise<{ hot: Target[]; mixed: Target[] }> {
  const data = async (call: string, body: unknown) => {
    const res = await fetch(`${base}/api/v3/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Rows of several calls, read only for their ids.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await res.json()) as { data: { list: any[] } }).data;
  };
  const series = (await data('tournament/series-list', {})).list;
  const seriesId = series[0]!.id as number;
  // Standings are answered for ended events only.
  let ended = (await data('tournament/list', { seriesId })).list[0]!;
  for (const s of series) {
    const found = (await data('tournament/list', { seriesId: s.id })).list.find((t) => t.status === 'ended');
    if (found) {
      ended = found;
      break;
    }
  }
  const cards = (await data('card/card-basic-search', { searchText: '皮卡丘', pageSize: 5 })).list;
  const card = { setCode: cards[0]!.setCode, cardIndex: cards[0]!.cardIndex };
  const hot: Target[] = [
    { label: 'card/card-basic-search', call: 'card/card-basic-search', body: { searchText: '皮卡丘' } },
    { label: 'tournament/rank-individual', call: 'tournament/rank-individual', body: { tournamentId: ended.id } },
    { label: 'card/card-detail', call: 'card/card-detail', body: card },
    { label: 'tournament/list', call: 'tournament/list', body: { seriesId } },
    { label: '/', path: '/' },
  ];
  const mixed: Target[] = [
    ...hot,
    { label: 'app/home', call: 'app/home', body: {} },
    { label: 'player/rank-season', call: 'player/rank-season', body: {} },
    { label: 'tournament/series-list', call: 'tournament/series-list', body: {} },
    { label: 'card/product-list', call: 'card/product-list', body: {} },
    { label: 'tournament/detail', call: 'tournament/detail', body: { tournamentId: ended.id } },
    ...series.slice(1, 6).map((s) => ({ label: 'tournament/list', call: 'tournament/list', body: { seriesId: s.id } })),
  ];
  return { hot, mixed };
}

const fileName = (t: Target, i: number) => `${i}-${(t.call ?? 'index').replace('/', '-')}.json`;

function waitForPort(port: number, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null)
        return reject(new Error(`process exited (${child.exitCode}) before listening on ${port}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() - started > timeoutMs) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mean bytes read per answer (headers and body), so both sides are seen to send the same answers. */
  bytesPerAnswer: number;
}

async function drive(url: string, requests: Target[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: requests.map((t) =>
      t.call
        ? {
            method: 'POST',
            path: `/api/v3/${t.call}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(t.body),
          }
        : { method: 'GET', path: t.path! },
    ),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** nginx answering each saved body for the same method and path (POST on a file is allowed via error_page). */
function nginxConfig(root: string, answers: Map<string, string>): string {
  const locations = [...answers]
    .map(
      ([urlPath, file]) => `
    location = ${urlPath} {
      default_type application/json;
      alias ${path.join(root, file)};
      error_page 405 =200 $uri;
    }`,
    )
    .join('');
  return `daemon off;
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location = / { default_type text/html; root ${root}; try_files /index.html =404; }${locations}
  }
}
`;
}

/** Search bodies that differ in what the call reads (ignored fields would share one cached answer). */
const MISS_TERMS = ['皮卡丘', '喷火龙', '超梦', '能量', '训练家', 'ex', '沙奈朵', '宝可梦'];

interface MissFigures {
  rps: number;
  ok: number;
  busy: number;
  otherStatus: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
}

async function driveMisses(url: string): Promise<MissFigures> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/v3/card/card-basic-search',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          const body = {
            searchText: MISS_TERMS[i % MISS_TERMS.length],
            pageSize: 1 + (Math.floor(i / MISS_TERMS.length) % 100),
            page: 1 + Math.floor(i / (MISS_TERMS.length * 100)),
          };
          return { ...req, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const byStatus: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  const ok = byStatus['200']?.count ?? 0;
  const busy = byStatus['503']?.count ?? 0;
  const answered = Object.values(byStatus).reduce((sum, s) => sum + (s.count ?? 0), 0);
  return {
    rps: result.requests.average,
    ok,
    busy,
    otherStatus: answered - ok - busy,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

async function benchMisses(label: string, base: string) {
  const f = await driveMisses(base);
  console.log(
    `\n${label} — cache misses (a new search body each request), ${os.cpus().length} cores, ${CONNECTIONS} connections × ${DURATION} s`,
  );
  console.log('| req/s | 200 | 503 + Retry-After | other status | errors | over 10 s | p50/p99/max ms |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${f.rps.toFixed(0)} | ${f.ok} | ${f.busy} | ${f.otherStatus} | ${f.errors} | ${f.timeouts} | ${f.p50}/${f.p99}/${f.max} |\n`,
  );
}

async function benchBackend(label: string, env: Record<string, string>) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ptcg-bench-load-'));
  // nginx's workers run as an unprivileged user: they must be able to read the saved answers (a
  // temporary folder is private to its owner, and nginx would answer 403 pages instead).
  fs.chmodSync(work, 0o755);
  fs.mkdirSync(path.join(work, 'tmp'));
  const server = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(OURS_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PGLITE_DIR: path.join(work, 'db'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let nginx: ChildProcess | undefined;
  try {
    await waitForPort(OURS_PORT, server);
    const base = `http://127.0.0.1:${OURS_PORT}`;
    if (args.includes('--miss-only')) return await benchMisses(label, base);
    const { hot, mixed } = await targets(base);
    // The reference serves exactly what our server answers.
    const answers = new Map<string, string>();
    for (const [i, t] of mixed.entries()) {
      const res = t.call
        ? await fetch(`${base}/api/v3/${t.call}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(t.body),
          })
        : await fetch(`${base}${t.path}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (t.call) {
        // Each request has its own path at nginx, since nginx cannot tell bodies apart.
        fs.writeFileSync(path.join(work, fileName(t, i)), bytes);
        answers.set(`/api/v3/${t.call}/${i}`, fileName(t, i));
      } else {
        fs.writeFileSync(path.join(work, 'index.html'), bytes);
      }
    }
    fs.writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(work, answers));
    nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(NGINX_PORT, nginx);
    // The reference must send exactly our answers, or the comparison means nothing.
    for (const [i, t] of mixed.entries()) {
      const res = t.call
        ? await fetch(`http://127.0.0.1:${NGINX_PORT}/api/v3/${t.call}/${i}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(t.body),
          })
        : await fetch(`http://127.0.0.1:${NGINX_PORT}${t.path}`);
      const served = Buffer.from(await res.arrayBuffer());
      const saved = fs.readFileSync(path.join(work, t.call ? fileName(t, i) : 'index.html'));
      if (res.status !== 200 || !served.equals(saved))
        throw new Error(
          `nginx does not serve the saved answer of ${t.label}: HTTP ${res.status}, ${served.length} bytes`,
        );
    }

    const nginxTargets = (list: Target[]) =>
      list.map((t) => {
        const i = mixed.indexOf(t);
        return t.call ? { ...t, call: `${t.call}/${i}` } : t;
      });
    const rows: string[][] = [];
    const runs: [string, Target[]][] = [
      ...hot.map((t) => [t.label, [t]] as [string, Target[]]),
      ['mixed reads', mixed],
    ];
    for (const [name, list] of runs) {
      const ours = await drive(base, list);
      const reference = await drive(`http://127.0.0.1:${NGINX_PORT}`, nginxTargets(list));
      rows.push([
        name,
        ours.rps.toFixed(0),
        `${ours.p50}/${ours.p99}`,
        `${ours.errors}/${ours.timeouts}/${ours.non2xx}`,
        reference.rps.toFixed(0),
        `${reference.p50}/${reference.p99}`,
        `${reference.errors}/${reference.timeouts}/${reference.non2xx}`,
        `${ours.bytesPerAnswer.toFixed(0)}/${reference.bytesPerAnswer.toFixed(0)}`,
        `${((100 * ours.rps) / reference.rps).toFixed(0)}%`,
      ]);
      console.log(
        `  ${label} · ${name}: ours ${ours.rps.toFixed(0)} req/s (${ours.bytesPerAnswer.toFixed(0)} B each), nginx ${reference.rps.toFixed(0)} req/s (${reference.bytesPerAnswer.toFixed(0)} B each)`,
      );
    }
    console.log(
      `\n${label} — ${os.cpus().length} cores (nproc ${os.availableParallelism()}), ${CONNECTIONS} connections × ${DURATION} s`,
    );
    console.log(
      '| request | ours req/s | ours p50/p99 ms | ours errors/timeouts/non-2xx | nginx req/s | nginx p50/p99 ms | nginx errors/timeouts/non-2xx | bytes per answer ours/nginx | ours / nginx |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log('');
    await benchMisses(label, base);
  } finally {
    if (nginx) await stop(nginx);
    await stop(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' });
} catch {
  console.error('nginx 未安装: apt-get install -y nginx');
  process.exit(1);
}
if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
if (!args.includes('--postgres-only')) await benchBackend('嵌入式 PGlite', { DATABASE_URL: '' });
if (!args.includes('--embedded-only')) {
  const name = new URL(PG_URL).pathname.slice(1);
  await pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await pgAdmin(PG_URL, `CREATE DATABASE ${name}`);
  try {
    await benchBackend('PostgreSQL', { DATABASE_URL: PG_URL });
  } finally {
    await pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
