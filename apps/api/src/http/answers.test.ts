import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CALL_NAMES, KNOWN_ANSWER_CALLS, MAX_PAGE, ResultCode, calls } from '@ptcg/contract';
import type { CallName } from '@ptcg/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { bumpDataVersion } from '../db/data-version.ts';
import { openDatabase } from '../db/index.ts';
import { importCardFiles } from '../import/cards/import-cards.ts';
import { loadEnv } from '../env.ts';
import { handlers } from '../routes/index.ts';
import { seedDefaultData } from '../seed.ts';
import { TEST_ADMIN, backend, createTestApp, type TestApp } from '../test/app.ts';
import { freshDir, pgUrlFor } from '../test/databases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (app: TestApp['app'], name: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v3/${name}`, payload: body as object, headers });

async function adminCookie(app: TestApp['app']) {
  const login = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
  return `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
}

const someCategory = async () =>
  (
    await sql<{ id: number }>`SELECT id FROM deck_category WHERE parent_id IS NULL ORDER BY id LIMIT 1`.execute(
      t.database.db,
    )
  ).rows[0]!.id;

describe('cached answers', () => {
  it('answer the same data with a fresh track_id, an ETag and 304 for If-None-Match', async () => {
    const first = await post(t.app, 'tournament/series-list', { page: 1, pageSize: 5 });
    const second = await post(t.app, 'tournament/series-list', { pageSize: 5, page: 1 });
    expect(first.json().code).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(second.json().track_id).not.toBe(first.json().track_id);
    expect(Object.keys(second.json())).toEqual(['code', 'msg', 'track_id', 'data']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    const unchanged = await post(t.app, 'tournament/series-list', { page: 1, pageSize: 5 }, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const otherPage = await post(t.app, 'tournament/series-list', { page: 2, pageSize: 5 }, { 'if-none-match': etag });
    expect(otherPage.statusCode).toBe(200);
  });

  it('send large answers gzip-compressed to clients that accept it, identical once unpacked', async () => {
    const plain = await post(t.app, 'card/card-basic-search', { searchText: '皮卡丘' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const zipped = await post(
        t.app,
        'card/card-basic-search',
        { searchText: '皮卡丘' },
        { 'accept-encoding': 'gzip, deflate, br' },
      );
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const unpacked = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
      expect(Object.keys(unpacked)).toEqual(['code', 'msg', 'track_id', 'data']);
      expect(unpacked.track_id).not.toBe(plain.json().track_id);
      expect(unpacked.data).toEqual(plain.json().data);
    }
    const refused = await post(
      t.app,
      'card/card-basic-search',
      { searchText: '皮卡丘' },
      { 'accept-encoding': 'gzip;q=0' },
    );
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('change on the next request after a category edit, an import and a seed', async () => {
    const cookie = await adminCookie(t.app);
    // A category edit: its detail shows the new name.
    const id = await someCategory();
    const before = (await post(t.app, 'deck/category-detail', { id })).json().data;
    const category = (await post(t.app, 'deck/category-list', { id }, { cookie })).json().data;
    expect(category).toBeTruthy();
    const edit = await post(
      t.app,
      'deck/category-upsert',
      {
        id,
        name: `${before.name}改`,
        icon: before.icons.length ? before.icons : ['pikachu'],
        priority: before.priority,
      },
      { cookie },
    );
    expect(edit.json().code, edit.json().msg).toBe(200);
    expect((await post(t.app, 'deck/category-detail', { id })).json().data.name).toBe(`${before.name}改`);

    // An import: a new product appears in the release list.
    const products = () =>
      post(t.app, 'card/product-list', {}).then((r) => r.json().data.list as { setCode: string }[]);
    expect((await products()).some((p) => p.setCode === 'ZZT')).toBe(false);
    const dir = freshDir(`answers-import-${process.pid}`);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'cards.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: 'ptcg-cn-cards',
        version: 1,
        products: [
          {
            setId: 990_001,
            setCode: 'ZZT',
            name: '缓存测试包',
            nameEn: null,
            series: 'Scarlet & Violet',
            releaseDate: '2030-01-26',
            mainExpansion: true,
            regulationMark: 'G',
            cards: [
              {
                cardIndex: '001',
                name: '巢穴球',
                cardType: 'Item',
                rarity: 'U',
                description: '从自己的牌库选择1张【基础】宝可梦，放于备战区。并重洗牌库。',
                setCodeEn: null,
                cardIndexEn: null,
                nameEn: null,
              },
            ],
          },
        ],
      }),
    );
    await importCardFiles(t.database.db, [file]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect((await products()).some((p) => p.setCode === 'ZZT')).toBe(true);

    // A seed: the announcement comes back once the seed writes it.
    const banner = () => post(t.app, 'app/announcement-latest', {}).then((r) => JSON.stringify(r.json().data));
    const seeded = await banner();
    await sql`DELETE FROM announcement`.execute(t.database.db);
    await bumpDataVersion(t.database.db);
    const emptied = await banner();
    expect(emptied).not.toBe(seeded);
    const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', SEED_DEFAULT: 'true' });
    await seedDefaultData(t.database, env, { info: () => {}, warn: () => {} });
    expect(await banner()).toBe(seeded);
  });
});

describe.runIf(backend === 'postgres')('two instances on one PostgreSQL database', () => {
  it('both answer the new data on the next request after a write through one of them', async () => {
    const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(t.database.db);
    const databaseUrl = pgUrlFor(rows[0]!.db);
    const env = loadEnv({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const database = await openDatabase({ databaseUrl, pgliteDir: '' });
    const other = await buildApp({ env, database });
    try {
      const cookie = await adminCookie(t.app);
      const id = await someCategory();
      const name = () => post(other, 'deck/category-detail', { id }).then((r) => r.json().data.name as string);
      const before = await name();
      expect((await post(t.app, 'deck/category-detail', { id })).json().data.name).toBe(before);
      const detail = (await post(t.app, 'deck/category-detail', { id })).json().data;
      await post(
        t.app,
        'deck/category-upsert',
        { id, name: `${before}二`, icon: detail.icons.length ? detail.icons : ['pikachu'], priority: detail.priority },
        { cookie },
      );
      expect(await name()).toBe(`${before}二`);
    } finally {
      await other.close();
    }
  });
});

describe('bounded numbers', () => {
  const paged = CALL_NAMES.filter((name) => {
    const shape = calls[name].request.shape as Record<string, unknown>;
    return 'page' in shape && 'pageSize' in shape;
  });

  it('covers every paged call of the contract', () => {
    expect(paged.length).toBeGreaterThanOrEqual(10);
  });

  /** A body every paged call accepts apart from page and pageSize (real ids of the test data). */
  async function baseBody(name: CallName): Promise<Record<string, unknown>> {
    const allSeries = (await post(t.app, 'tournament/series-list', {})).json().data.list as { id: number }[];
    const series = allSeries[0]!.id;
    let tournament = 0;
    for (const { id } of allSeries) {
      const list = (await post(t.app, 'tournament/list', { seriesId: id })).json().data.list as {
        id: number;
        status: string;
      }[];
      tournament = list.find((x) => x.status === 'ended')?.id ?? 0;
      if (tournament) break;
    }
    const pinCode = (await post(t.app, 'player/rank-career', {})).json().data.list[0].pinCode as string;
    const category = await someCategory();
    const shape = calls[name].request.shape as Record<string, unknown>;
    const body: Record<string, unknown> = {};
    if ('seriesId' in shape) body.seriesId = series;
    if ('tournamentId' in shape) body.tournamentId = tournament;
    if ('pinCode' in shape) body.pinCode = pinCode;
    if ('id' in shape) body.id = category;
    if ('searchText' in shape) body.searchText = '皮卡丘';
    return body;
  }

  it('refuses page × size past the limits with 10002 and the rule, and answers the largest allowed page', async () => {
    for (const name of paged) {
      const body = await baseBody(name);
      const overflow = await post(t.app, name, { ...body, page: 214749, pageSize: 10000 });
      expect(overflow.statusCode, name).toBeLessThan(500);
      expect(overflow.json().code, name).toBe(ResultCode.malformed);
      expect(overflow.json().msg, name).toMatch(/page(Size)? 不能大于 \d+/);

      const maxSize = (
        (calls[name].request.shape as Record<string, unknown>).pageSize as { unwrap(): { maxValue: number } }
      ).unwrap().maxValue;
      const last = await post(t.app, name, { ...body, page: MAX_PAGE, pageSize: maxSize });
      expect(last.statusCode, name).toBe(200);
      expect(last.json().code, `${name}: ${last.json().msg}`).toBe(200);
      expect(last.json().data.list, name).toEqual([]);
    }
  });
});

describe('static paths', () => {
  it('refuses broken paths with 400 or 404, never 500', async () => {
    for (const url of [
      '/static/card-face/%00/x.svg',
      '/static/card-face/SV1/%00.svg',
      '/static/card-face/%ff/x.svg',
      '/static/card-face/..%2f..%2fetc/passwd.svg',
      '/static/icons/%00.svg',
      '/static/%00',
      '/assets/%00.js',
      '/static/card-face/a%0ab/001.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});

describe('overload', () => {
  it('answers 503 with the envelope and Retry-After when too many calls wait on the database', async () => {
    // A search that waits on the database as a slow query does, so calls pile up.
    const slowSearch = async (body: unknown, ctx: Parameters<(typeof handlers)['card/card-basic-search']>[1]) => {
      await new Promise((r) => setTimeout(r, 200));
      return handlers['card/card-basic-search'](body as never, ctx);
    };
    const busy = await createTestApp({ MAX_PENDING_CALLS: '2' }, { ...handlers, 'card/card-basic-search': slowSearch });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(busy.app, 'card/card-basic-search', { searchText: `皮卡丘${'丘'.repeat(i)}` }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
      const refused = answers.filter((r) => r.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.some((r) => r.statusCode === 200)).toBe(true);
      for (const r of refused) {
        expect(r.headers['retry-after']).toBe('1');
        expect(r.json()).toMatchObject({ code: ResultCode.unavailable, data: null, msg: '服务器繁忙，请稍后重试' });
        expect(typeof r.json().track_id).toBe('string');
      }
    } finally {
      await busy.close();
    }
  });

  it('answers 503 with Retry-After at once, instead of late, to calls that would wait past MAX_QUEUE_WAIT_MS', async () => {
    const slowSearch = async (body: unknown, ctx: Parameters<(typeof handlers)['card/card-basic-search']>[1]) => {
      await new Promise((r) => setTimeout(r, 300));
      return handlers['card/card-basic-search'](body as never, ctx);
    };
    const busy = await createTestApp(
      { MAX_QUEUE_WAIT_MS: '200' },
      { ...handlers, 'card/card-basic-search': slowSearch },
    );
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(busy.app, 'card/card-basic-search', { searchText: `喷火龙${'龙'.repeat(i)}` }).then((res) => ({
            res,
            ms: performance.now() - started,
          })),
        ),
      );
      const answered = answers.filter((a) => a.res.statusCode === 200);
      const refused = answers.filter((a) => a.res.statusCode === 503);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length + refused.length).toBe(12);
      expect(refused.length).toBeGreaterThan(0);
      for (const { res, ms } of refused) {
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toMatchObject({ code: ResultCode.unavailable, msg: '服务器繁忙，请稍后重试' });
        // Refused once over the bound, not after the calls ahead of it finished.
        expect(ms).toBeLessThan(1000);
      }
    } finally {
      await busy.close();
    }
  });

  it('answers 503 with the envelope while the event loop is stalled', async () => {
    const busy = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '20' });
    try {
      for (let round = 0; round < 2; round++) {
        const until = Date.now() + 1500;
        while (Date.now() < until) {
          /* a stalled event loop, as under a slow embedded query */
        }
        await new Promise((r) => setTimeout(r, 30));
      }
      const res = await post(busy.app, 'app/home', {});
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ code: ResultCode.unavailable, data: null });
    } finally {
      await busy.close();
    }
  });
});

describe('compressed web files', () => {
  it('serves the brotli or gzip file written at build time, with Vary, and the plain one otherwise', async () => {
    const web = freshDir(`answers-web-${process.pid}`);
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    const script = `console.log(${JSON.stringify('宝可梦'.repeat(400))});`;
    const page = `<!doctype html><html><body>${'<p>卡牌</p>'.repeat(200)}</body></html>`;
    for (const [file, text] of [
      ['assets/app-1a2b.js', script],
      ['index.html', page],
    ] as const) {
      fs.writeFileSync(path.join(web, file), text);
      fs.writeFileSync(path.join(web, `${file}.br`), brotliCompressSync(text));
      fs.writeFileSync(path.join(web, `${file}.gz`), gzipSync(text));
    }
    const site = await createTestApp({ WEB_DIST: web });
    try {
      for (const url of ['/assets/app-1a2b.js', '/home', '/']) {
        const text = url.startsWith('/assets') ? script : page;
        const br = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers.vary, url).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(text);
        const gz = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString(), url).toBe(text);
        const plain = await site.app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body, url).toBe(text);
      }
    } finally {
      await site.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it("writes the answers a first screen needs into the page, equal to the calls' own answers", async () => {
    const web = freshDir(`answers-known-${process.pid}`);
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><title>站点</title></head><body></body></html>',
    );
    const site = await createTestApp({ WEB_DIST: web });
    try {
      const res = await site.app.inject({ method: 'GET', url: '/decks' });
      const attribute = /<meta name="known-answers" content="([^"]*)" \/>/.exec(res.body);
      expect(attribute, res.body).not.toBeNull();
      const entities: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
      const known = JSON.parse(attribute![1]!.replace(/&(quot|apos|lt|gt|amp);/g, (e) => entities[e]!));
      expect(Object.keys(known)).toEqual([...KNOWN_ANSWER_CALLS]);
      const asked = (await post(site.app, 'tournament/regulation-list', {})).json().data;
      expect(known['tournament/regulation-list']).toEqual(asked);
      // The seeded season has a current format: the statistics pages can ask with it at once.
      expect(asked.list.filter((r: { isDefault: boolean }) => r.isDefault)).toHaveLength(1);
    } finally {
      await site.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('compresses large answers that are not cached (admin calls)', async () => {
    const cookie = await adminCookie(t.app);
    const res = await post(
      t.app,
      'deck/category-list',
      { id: await someCategory() },
      { cookie, 'accept-encoding': 'br, gzip' },
    );
    expect(res.json.bind(res)).toThrow();
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
  });
});
