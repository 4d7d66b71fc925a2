import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_META, type FirstScreenMeta } from '@ptcg/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpDataVersion } from '../db/data-version.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { freshDir } from '../test/databases.ts';

// The server's side of pages drawn on the server: a stand-in for the web app's built entry
// (dist-server/first-screen.js) records what it is given and draws a recognisable marker, so the test sees
// which answers, layout and links the server puts around it. The real entry is drawn in the browser tests.
const ENTRY = `
const drawn = (globalThis.__firstScreenDrawn ??= []);
export function firstScreenCalls(url) {
  const match = /^\\/tournaments\\/(\\d+)/.exec(url);
  if (!match) return null;
  return [{ name: 'app/announcement-latest', body: {} }, { name: 'tournament/detail', body: { tournamentId: Number(match[1]) } }];
}
export async function renderFirstScreen(input) {
  drawn.push(input);
  if (input.url.includes('fail')) throw new Error('drawing failed');
  const detail = input.answers.find((a) => a.name === 'tournament/detail').answer;
  return { markup: '<main data-drawn>' + detail.name.replace(/</g, '&lt;') + (input.phone ? ' phone' : ' wide') + '</main>', modules: ['src/page.tsx'] };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/page.tsx': { file: 'assets/page-1.js', css: ['assets/page-1.css'], imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_vendor.js'] },
};

const drawn = () => (globalThis as { __firstScreenDrawn?: { url: string; phone: boolean }[] }).__firstScreenDrawn ?? [];

let root: string;
let site: TestApp;
let tournament: { id: number; name: string };
beforeAll(async () => {
  root = freshDir(`first-screen-${process.pid}`);
  const web = path.join(root, 'dist');
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>站点</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(root, 'dist-server', 'first-screen.js'), ENTRY);
  site = await createTestApp({ WEB_DIST: web });
  const call = async (name: string, body: object) =>
    (await site.app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body })).json().data;
  const series = (await call('tournament/series-list', {})) as { list: { id: number }[] };
  const events = (await call('tournament/list', { seriesId: series.list.at(-1)!.id })) as {
    list: { id: number; name: string }[];
  };
  tournament = events.list[0]!;
});
afterAll(async () => {
  await site.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
const unescape = (text: string) =>
  text.replace(
    /&(quot|apos|lt|gt|amp);/g,
    (e) => ({ '&quot;': '"', '&apos;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!,
  );
/** The answers a drawn page carries, with the time they were made. */
const writtenMeta = (body: string): FirstScreenMeta =>
  JSON.parse(unescape(new RegExp(`<meta name="${FIRST_SCREEN_META}" content="([^"]*)" />`).exec(body)![1]!));

describe('pages drawn on the server', () => {
  it("carry the markup drawn from the calls' own answers, the answers themselves and the page's styles and code", async () => {
    const res = await get(`/tournaments/${tournament.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(
      `<div id="root" data-first-screen><main data-drawn>${tournament.name} wide</main></div>`,
    );
    const written = writtenMeta(res.body);
    expect(Math.abs(written.at - Date.now())).toBeLessThan(60_000);
    for (const { name, body, answer } of written.answers) {
      const own = await site.app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object });
      expect(answer, name).toEqual(own.json().data);
    }
    expect(written.answers.map((a) => a.name)).toEqual(['app/announcement-latest', 'tournament/detail']);
    // The page's own styles and code and those of what it imports; not what index.html links already.
    const links = [...res.body.matchAll(/<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links.sort()).toEqual(
      [
        'stylesheet /assets/page-1.css',
        'stylesheet /assets/shared-1.css',
        'modulepreload /assets/page-1.js',
        'modulepreload /assets/shared-1.js',
      ].sort(),
    );
    // The layout depends on the device the request comes from.
    expect(res.headers.vary).toMatch(/user-agent/i);
    expect(res.headers.vary).toMatch(/sec-ch-ua-mobile/i);
    // Still the site's page: known answers and the announcement are there too.
    expect(res.body).toContain('<meta name="known-answers"');
  });

  it("draws the phone layout for a phone's browser, and the wide one otherwise", async () => {
    const phoneAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const url = `/tournaments/${tournament.id}?page=1`;
    expect((await get(url, { 'user-agent': phoneAgent })).body).toContain(' phone</main>');
    expect((await get(url, { 'sec-ch-ua-mobile': '?1' })).body).toContain(' phone</main>');
    expect(
      (await get(url, { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).body,
    ).toContain(' wide</main>');
  });

  it('keeps a drawn page until the data changes', async () => {
    const url = `/tournaments/${tournament.id}?page=2`;
    const before = drawn().length;
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(drawn().length).toBe(before + 1);
    await bumpDataVersion(site.database.db);
    await get(url);
    expect(drawn().length).toBe(before + 2);
  });

  it('draws a kept page again before its answers would look stale to the browser', async () => {
    const url = `/tournaments/${tournament.id}?page=3`;
    const writtenAt = (body: string) => writtenMeta(body).at;
    const first = await get(url);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The data unchanged, ten minutes later: twice the time the browser keeps answers fresh.
      vi.setSystemTime(Date.now() + 10 * 60_000);
      const later = await get(url);
      expect(later.statusCode).toBe(200);
      expect(Date.now() - writtenAt(later.body)).toBeLessThan(60_000);
      expect(writtenAt(later.body)).toBeGreaterThan(writtenAt(first.body));
      // And kept again: the next request within the minute gets the same page.
      expect((await get(url)).body).toBe(later.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the plain page when a call is refused or the drawing fails', async () => {
    const missing = await get('/tournaments/987654321');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain(FIRST_SCREEN_META);

    const failing = await get(`/tournaments/${tournament.id}?fail=1`);
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('<div id="root"></div>');
    expect(drawn().at(-1)!.url).toContain('fail');
  });

  it('leaves other pages as they were: the index page, from memory', async () => {
    for (const url of ['/home', '/decks', '/tournaments']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(FIRST_SCREEN_META);
    }
  });
});
