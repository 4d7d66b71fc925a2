// Usage: npm run bench:first-load -- [--no-build] [--verbose] [--runs <n>] [--profile fast|phone|both]
//   Builds the site (npm run build) unless --no-build, starts the compiled server on a fresh embedded
//   database with the default dataset, and opens home, a tournament's standings, /decks and a card in
//   Chromium (/usr/bin/chromium, playwright-core), each time with an empty cache, at 1440 px and 390 px.
//   At 390 px the browser sends a phone's user agent. Profiles: `fast` is this machine as it is; `phone` is the throttled phone of Lighthouse's mobile run
//   (CPU ×4, 1.6 Mbps down / 750 kbps up, 150 ms round trip). For every page it prints, as the median of
//   --runs loads (default 3): the time from navigation to the page's first data row (standings: the first
//   rank row; /decks: the first statistics row; card: its legality block; home: the first top deck), the
//   cumulative layout shift (CLS, every shift without input while the page loads), and the JavaScript it
//   downloaded (files, bytes on the wire as the browser negotiated them, and the same files gzipped).
//   Every JavaScript file counts, whatever asked for it, until the network has been idle for 500 ms and
//   1.5 s more have passed. The load average is printed before and after: the figures depend on it.
//   --verbose lists each file and each layout shift with the elements that moved.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '#api/env.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const verbose = args.includes('--verbose');
const runs = Math.max(1, Number(option('--runs', '3')));
const profileArg = option('--profile', 'both');
if (!['fast', 'phone', 'both'].includes(profileArg)) throw new Error('--profile is fast, phone or both');

type Profile = { name: 'fast' | 'phone'; cpu: number; network?: { latency: number; down: number; up: number } };
const PROFILES: Profile[] = [
  { name: 'fast', cpu: 1 },
  // Lighthouse's throttled mobile: bytes per second, round trip in milliseconds.
  { name: 'phone', cpu: 4, network: { latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 } },
];
const profiles = PROFILES.filter((p) => profileArg === 'both' || p.name === profileArg);
// At 390 px the browser says it is a phone, as a phone's does: the server draws the phone layout for it.
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ptcg-first-load-'));
const PORT = 18_490;
const BASE = `http://127.0.0.1:${PORT}`;
const server = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
  cwd: REPO_ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PGLITE_DIR: path.join(work, 'db'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function call<T>(name: string, body: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api/v3/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

// Layout shifts without recent input, summed as CLS counts them (all of them: the page is short-lived),
// and the moment the page's first data element appears (`window.__firstContentSelector`).
const INIT_SCRIPT = `
  window.__cls = 0;
  window.__shifts = [];
  window.__firstContent = null;
  const describe = (node) => {
    if (!node || !node.tagName) return String(node && node.nodeName);
    const cls = typeof node.className === 'string' ? node.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
    const text = (node.textContent || '').trim().slice(0, 24);
    return node.tagName.toLowerCase() + (cls ? '.' + cls : '') + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((s) => describe(s.node) + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y) + ' h' + Math.round(s.previousRect.height) + '->' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const watch = new MutationObserver(() => {
    if (window.__firstContent === null && document.querySelector(window.__firstContentSelector)) {
      // The next frame is when the element is painted.
      requestAnimationFrame(() => { window.__firstContent = performance.now(); });
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });`;

type Load = { firstContent: number; cls: number; files: number; wire: number; gzipped: number };

async function loadOnce(
  browser: Browser,
  profile: Profile,
  width: number,
  url: string,
  selector: string,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 844 },
    userAgent: width > 800 ? undefined : PHONE_USER_AGENT,
  });
  try {
    await context.addInitScript(`window.__firstContentSelector = ${JSON.stringify(selector)};${INIT_SCRIPT}`);
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latency,
        downloadThroughput: profile.network.down,
        uploadThroughput: profile.network.up,
      });
    }
    // The sizes arrive asynchronously; every one is awaited before summing (a slow page finishes late).
    const pending: Promise<{ url: string; wire: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
      pending.push(
        request
          .sizes()
          .then((sizes) => ({ url: request.url(), wire: sizes.responseBodySize + sizes.responseHeadersSize })),
      );
    });
    await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.waitForFunction(
      () => (globalThis as { __firstContent?: number | null }).__firstContent != null,
      undefined,
      {
        timeout: 180_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const scripts = await Promise.all(pending);
    const gzipped = scripts.reduce((sum, s) => {
      const file = path.join(REPO_ROOT, 'apps/web/dist', new URL(s.url).pathname);
      return sum + (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
    }, 0);
    const load: Load = {
      firstContent: (await page.evaluate('window.__firstContent')) as number,
      cls: (await page.evaluate('window.__cls')) as number,
      files: scripts.length,
      wire: scripts.reduce((sum, s) => sum + s.wire, 0),
      gzipped,
    };
    if (verbose) {
      console.log(`  ${profile.name} ${width} px ${url}`);
      for (const s of scripts) console.log(`    ${new URL(s.url).pathname} ${(s.wire / 1024).toFixed(1)} KB`);
      const shifts = (await page.evaluate('window.__shifts')) as { at: number; value: number; sources: string[] }[];
      for (const shift of shifts)
        console.log(`    shift at ${shift.at} ms: ${shift.value.toFixed(4)} ${shift.sources.join(' | ')}`);
    }
    return load;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('server exited during start-up');
    if (
      await fetch(`${BASE}/api/docs`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 2400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // The newest ended event with standings: what a player opens after a weekend.
  const series = await call<{ list: { id: number; status: string }[] }>('tournament/series-list', {});
  let standing: { id: number } | undefined;
  for (const s of series.list.filter((s) => s.status !== 'upcoming')) {
    const tournaments = await call<{ list: { id: number; status: string; isRate: boolean }[] }>('tournament/list', {
      seriesId: s.id,
    });
    standing = tournaments.list.find((t) => t.status === 'ended' && !t.isRate);
    if (standing) break;
  }
  if (!standing) throw new Error('no ended tournament in the dataset');
  const cards = await call<{ list: { setCode: string; cardIndex: string }[] }>('card/card-basic-search', {
    searchText: '皮卡丘',
    pageSize: 1,
  });
  const card = cards.list[0]!;
  const pages = [
    { label: 'home', url: '/home', selector: '#content ol li a[href^="/decks/"]' },
    { label: 'standings', url: `/tournaments/${standing.id}`, selector: 'table[aria-label="赛事排名"] tbody tr' },
    { label: '/decks', url: '/decks', selector: 'table[aria-label="卡组统计"] tbody tr' },
    {
      label: 'card',
      url: `/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`,
      selector: '[data-testid="legality-section"]',
    },
  ];

  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores); median of ${runs} runs`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const table: string[][] = [
    ['profile', 'width', 'page', 'first row ms', 'CLS', 'JS files', 'JS KB wire', 'JS KB gzip'],
  ];
  try {
    for (const profile of profiles) {
      for (const width of [1440, 390]) {
        for (const { label, url, selector } of pages) {
          const loads: Load[] = [];
          for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, profile, width, url, selector));
          const row = [
            profile.name,
            String(width),
            label,
            String(Math.round(median(loads.map((l) => l.firstContent)))),
            median(loads.map((l) => l.cls)).toFixed(3),
            String(median(loads.map((l) => l.files))),
            (median(loads.map((l) => l.wire)) / 1024).toFixed(1),
            (median(loads.map((l) => l.gzipped)) / 1024).toFixed(1),
          ];
          table.push(row);
          console.log(row.join('\t'));
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nload average after: ${loadAverage()}\n`);
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  for (const row of table) console.log(`| ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(' | ')} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
