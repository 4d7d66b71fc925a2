import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastLaneOf } from './app.ts';
import { bumpDataVersion } from '../db/data-version.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { freshDir } from '../test/databases.ts';

// The fast lane sits in front of Fastify's pipeline, so it is only seen by requests over a real socket.
let t: TestApp;
let base: string;
const hits = () => fastLaneOf(t.app)!.hits;

const post = (call: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v3/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** What a client sees of an answer, apart from what differs per request. */
async function seen(res: Response) {
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)),
  );
  const text = await res.text();
  const json = text && res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null;
  return { status: res.status, headers, trackId: json?.track_id, body: json && { ...json, track_id: undefined } };
}

// A folder of this process's own (several runs may share the machine), removed after the file.
const web = freshDir(`fast-lane-web-${process.pid}`);
beforeAll(async () => {
  fs.mkdirSync(web);
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>宝可梦</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ WEB_DIST: web });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('the fast lane', () => {
  it('answers a repeated read call from memory with the same bytes and headers as the full pipeline', async () => {
    const body = JSON.stringify({ searchText: '皮卡丘', pageSize: 5 });
    const first = await seen(await post('card/card-basic-search', body));
    const before = hits();
    const second = await seen(await post('card/card-basic-search', body));
    expect(hits()).toBe(before + 1);
    expect(first.status).toBe(200);
    expect(second).toEqual({ ...first, trackId: second.trackId });
    expect(second.trackId).toMatch(/^[0-9a-f]{16}$/);
    expect(second.trackId).not.toBe(first.trackId);
    expect(second.headers['content-security-policy']).toBeTruthy();
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip when asked, and 304 for a known entity tag', async () => {
    const body = JSON.stringify({ searchText: '喷火龙' });
    const plain = await seen(await post('card/card-basic-search', body));
    const before = hits();
    const gzipped = await post('card/card-basic-search', body, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect({ ...((await gzipped.json()) as object), track_id: undefined }).toEqual(plain.body);
    const unchanged = await post('card/card-basic-search', body, { 'if-none-match': plain.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(hits()).toBe(before + 2);
  });

  it('passes a body it read on to the full pipeline when it has no answer: multi-byte text, bad JSON, unknown fields', async () => {
    await seen(await post('card/card-basic-search', JSON.stringify({ searchText: '超梦' })));
    const before = hits();
    const fresh = await seen(
      await post('card/card-basic-search', JSON.stringify({ searchText: '沙奈朵ex 招式', pageSize: 3 })),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.code).toBe(200);
    const broken = await seen(await post('card/card-basic-search', '{"searchText":'));
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toContain('JSON');
    const invalid = await seen(await post('card/card-basic-search', JSON.stringify({ searchText: 5 })));
    expect(invalid.body.code).toBe(10002);
    expect(hits()).toBe(before);
  });

  it('never answers from memory after the data changed', async () => {
    const found = await seen(
      await post('card/card-basic-search', JSON.stringify({ searchText: '妙蛙种子', pageSize: 1 })),
    );
    const { setCode, cardIndex } = found.body.data.list[0];
    const body = JSON.stringify({ setCode, cardIndex });
    await seen(await post('card/card-detail', body));
    await t.database.db
      .updateTable('card')
      .set({ name: '妙蛙种子（改）' })
      .where('set_code', '=', setCode)
      .where('card_index', '=', cardIndex)
      .execute();
    await bumpDataVersion(t.database.db);
    const before = hits();
    const after = await seen(await post('card/card-detail', body));
    expect(hits()).toBe(before);
    expect(after.body.data.name).toBe('妙蛙种子（改）');
  });

  it('serves page loads from memory with the headers of the full pipeline, and leaves files and other methods alone', async () => {
    const first = await seen(await fetch(`${base}/tournaments?page=2`));
    const before = hits();
    const again = await fetch(`${base}/cards/SV1S`);
    expect(hits()).toBe(before + 1);
    expect(again.headers.get('content-type')).toBe(first.headers['content-type']);
    expect(again.headers.get('content-security-policy')).toBe(first.headers['content-security-policy']);
    expect(await again.text()).toContain('<div id="root">');
    const robots = await fetch(`${base}/robots.txt`);
    expect(await robots.text()).toContain('User-agent');
    const head = await fetch(`${base}/cards`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(hits()).toBe(before + 1);
  });
});
