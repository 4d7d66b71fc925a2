// Usage: npm run bench:first-load -- [--no-build] [--verbose] [--cpu-slowdown <n>]
//   Builds the site (npm run build) unless --no-build, starts the compiled server on a fresh embedded
//   database with the default dataset, and opens pages in Chromium (/usr/bin/chromium, playwright-core)
//   with an empty cache at 1440 px and 390 px. Prints the JavaScript `/home` downloads on first load
//   (bytes on the wire, as the browser negotiated them, and what the same files weigh gzipped), and the
//   cumulative layout shift (CLS) of the standings, card and home pages while they load. Every JavaScript
//   file counts, whatever asked for it (module scripts, modulepreload links, lazy imports, the service
//   worker's registration) until the network has been idle for 500 ms and 1.5 s more have passed.
//   --verbose lists each file and each layout shift with the elements that moved; --cpu-slowdown runs
//   the pages on a CPU n times slower (as a phone would), which brings out shifts a fast machine hides.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from '#api/env.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const slowdownAt = args.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownAt >= 0 ? Number(args[slowdownAt + 1]) : 1;
const PORT = 18_490;
const BASE = `http://127.0.0.1:${PORT}`;

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ptcg-first-load-'));
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

async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  if (cpuSlowdown > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

async function printShifts(page: Page) {
  const shifts = (await page.evaluate('window.__shifts')) as { at: number; value: number; sources: string[] }[];
  for (const shift of shifts)
    console.log(`  shift at ${shift.at} ms: ${shift.value.toFixed(4)} ${shift.sources.join(' | ')}`);
}

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
  const series = await call<{ list: { id: number }[] }>('tournament/series-list', {});
  const tournaments = await call<{ list: { id: number; status: string }[] }>('tournament/list', {
    seriesId: series.list[0]!.id,
  });
  const standing = tournaments.list.find((t) => t.status === 'ended') ?? tournaments.list[0]!;
  const cards = await call<{ list: { setCode: string; cardIndex: string }[] }>('card/card-basic-search', {
    searchText: '皮卡丘',
    pageSize: 1,
  });
  const card = cards.list[0]!;

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
  try {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
      // Layout shifts without recent input, summed as CLS counts them (all of them: the page is short-lived).
      await context.addInitScript(`
        window.__cls = 0;
        window.__shifts = [];
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
        }).observe({ type: 'layout-shift', buffered: true });`);

      const page = await slowPage(context);
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
      await page.goto(`${BASE}/home`, { waitUntil: 'networkidle' });
      // On a slow CPU the network can fall quiet before the page's own code is even asked for: wait for
      // the page's heading, then for the network to be idle again.
      await page.locator('#content h1').first().waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const scripts = await Promise.all(pending);
      const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
      const gzipped = scripts.reduce((sum, s) => {
        const file = path.join(REPO_ROOT, 'apps/web/dist', new URL(s.url).pathname);
        return sum + (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
      }, 0);
      const homeCls = (await page.evaluate('window.__cls')) as number;
      if (verbose) {
        for (const s of scripts) console.log(`  ${new URL(s.url).pathname} ${(s.wire / 1024).toFixed(1)} KB`);
        await printShifts(page);
      }
      console.log(
        `${width} px: /home first-load JavaScript ${scripts.length} files, ${(wire / 1024).toFixed(1)} KB on the wire, ${(gzipped / 1024).toFixed(1)} KB gzipped; CLS /home ${homeCls.toFixed(3)}`,
      );

      for (const [label, url] of [
        ['standings', `/tournaments/${standing.id}`],
        ['card', `/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`],
      ] as const) {
        const fresh = await slowPage(context);
        await fresh.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
        await fresh.locator('#content h1').first().waitFor({ timeout: 120_000 });
        await fresh.waitForLoadState('networkidle');
        await fresh.waitForTimeout(1500);
        const cls = (await fresh.evaluate('window.__cls')) as number;
        console.log(`${width} px: CLS ${label} (${url}) ${cls.toFixed(3)}`);
        if (verbose) await printShifts(fresh);
        await fresh.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
