import { CALL_NAMES } from '@ptcg/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request handling', () => {
  it('matches body keys case-insensitively', async () => {
    const lower = await t.call('tournament/series-list', { page: 1, pageSize: 5 });
    const mixed = await t.call('tournament/series-list', { Page: 1, PAGESIZE: 5 });
    expect(mixed.body.code).toBe(200);
    expect(mixed.body.data.pageSize).toBe(5);
    expect(mixed.body.data).toEqual(lower.body.data);
  });

  it('applies the page size defaults of the spec', async () => {
    const res = await t.call('tournament/series-list', {});
    expect(res.body.data.pageSize).toBe(100);
    const rank = await t.call('player/rank-official', {});
    expect(rank.body.data.pageCur).toBe(1);
  });

  it('names the wrong field in Chinese', async () => {
    const res = await t.call('card/card-basic-search', { searchText: 'x', page: 'two' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10002);
    expect(res.body.msg).toBe('参数错误: page 应为数字');
  });

  it('names a missing required field', async () => {
    const res = await t.call('tournament/detail', {});
    expect(res.body.code).toBe(10002);
    expect(res.body.msg).toBe('参数错误: 缺少 tournamentId');
  });

  it('answers an empty body as an empty object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/app/announcement-latest' });
    expect(res.json().code).toBe(200);
  });

  it('refuses an oversized body with 413 and an envelope', async () => {
    const res = await t.post('/api/v3/card/card-basic-search', JSON.stringify({ searchText: 'x'.repeat(400 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 10003, msg: '请求体过大 (上限 256 KB)' });
  });

  it('says in Chinese what is wrong with a value', async () => {
    const cases: [name: string, body: object, msg: string][] = [
      ['tournament/detail', { tournamentId: 1.5 }, '参数错误: tournamentId 应为整数'],
      ['tournament/series-list', { page: 0 }, '参数错误: page 不能小于 1'],
      ['tournament/series-list', { pageSize: 20_000 }, '参数错误: pageSize 不能大于 100'],
      ['card/card-detail', { setCode: '', cardIndex: '001' }, '参数错误: setCode 长度至少为 1 个字符'],
      ['player/rank-season', { season: '2025' }, '参数错误: season 赛季应写作 YY-YY，如 26-27'],
      ['player/rank-season', { season: '25-27' }, '参数错误: season 赛季的两个年份应相连，如 26-27'],
      ['card/card-basic-search', { exact: 'yes' }, '参数错误: exact 应为布尔值 (true 或 false)'],
      ['deck/export-miniapp', { deckCode: 'abc' }, '参数错误: deckCode 请输入 18 位卡组代码'],
      ['card/card-effect-search', { effectId: 'abc' }, '参数错误: effectId 长度应为 32 个字符'],
      [
        'card/card-advance-search',
        { hp: 'lots' },
        '参数错误: hp 应为比较条件，例如 ">=120" 或 {"op": ">=", "value": 120}',
      ],
      ['auth/login', { username: 'ab', password: 'secret' }, '参数错误: username 用户名太短'],
    ];
    for (const [name, body, msg] of cases) {
      const res = await t.call(name, body);
      expect(res.body, name).toMatchObject({ code: 10002, msg });
    }
  });

  it('refuses a NUL character, which the database cannot store, instead of failing', async () => {
    const search = await t.post('/api/v3/card/card-basic-search', '{"searchText": "a\\u0000b"}');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ code: 10002, msg: '参数错误: searchText 不能包含空字符 (U+0000)' });
    const nested = await t.call('card/card-advance-search', { artist: ['ok', 'x\u0000'] });
    expect(nested.body).toMatchObject({ code: 10002, msg: '参数错误: artist.1 不能包含空字符 (U+0000)' });
  });

  it('reads only JSON bodies, and tells a curl -d user what to add', async () => {
    const json = await t.post('/api/v3/tournament/series-list', '{"pageSize": 2}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json.json()).toMatchObject({ code: 200, data: { pageSize: 2 } });
    // A page of another site may send text/plain or a form without asking the browser first.
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.post('/api/v3/tournament/series-list', '{"pageSize": 2}', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code, type).toBe(10002);
      expect(res.json().msg, type).toContain(`Content-Type: application/json`);
      expect(res.json().msg, type).toContain(type.split(';')[0]);
    }
    const broken = await t.post('/api/v3/tournament/series-list', '{"pageSize": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 10002, msg: '请求体不是合法的 JSON' });
  });

  it('answers another method on a call with 405 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/app/home' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 10002, msg: '该接口只接受 POST 请求', data: null });
    expect(res.json().track_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses a JSON value that is not an object', async () => {
    const res = await t.post('/api/v3/tournament/series-list', '"hello"');
    expect(res.json()).toMatchObject({ code: 10002 });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.post('/api/v3/card/nope', '{}');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('gives every answer its own track id', async () => {
    const a = await t.call('app/announcement-latest');
    const b = await t.call('app/announcement-latest');
    expect(a.body.track_id).not.toBe(b.body.track_id);
  });

  it('serves the OpenAPI document of every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v3/card/card-advance-search');
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/v3/'))
        .sort(),
    ).toEqual(CALL_NAMES.map((n) => `/api/v3/${n}`).sort());
    // Request and answer schemas come from the contract.
    const detail = doc.paths['/api/v3/card/card-detail'].post;
    expect(detail.requestBody.content['application/json'].schema.required).toEqual(['setCode', 'cardIndex']);
    const answer = detail.responses['200'].content['application/json'].schema;
    expect(answer.required).toEqual(['code', 'msg', 'track_id', 'data']);
    expect(Object.keys(answer.properties.data.properties)).toContain('effectSameCards');
    const tree = doc.paths['/static/tree.json'].get.responses['200'].content['application/json'].schema;
    expect(tree).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CardTreeNode' } });
    // Every reference resolves inside the document (a recursive type's definition is a component).
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const name = /^"\$ref":"#\/components\/schemas\/([^"]+)"$/.exec(ref)?.[1];
      expect(name && doc.components.schemas[name], ref).toBeTruthy();
    }
  });
});

describe('admin session', () => {
  it('refuses admin calls without a session', async () => {
    const res = await t.call('deck/category-list', {});
    expect(res.body).toMatchObject({ code: 401, msg: '请先登录' });
    // Before anything else: without a session not even the body's shape is answered.
    const malformed = await t.call('deck/category-delete', { id: 'not a number' });
    expect(malformed.body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('logs in, allows admin calls, logs out', async () => {
    const bad = await t.call('auth/login', { username: TEST_ADMIN.username, password: 'wrong-password' });
    expect(bad.body.code).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
    expect(login.json().data).toEqual({ role: 1, username: 'admin' });
    const sid = login.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    const cookie = `sid=${sid.value}`;
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-list',
      payload: {},
      headers: { cookie },
    });
    expect(list.json().code).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', payload: {}, headers: { cookie } });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-list',
      payload: {},
      headers: { cookie },
    });
    expect(after.json().code).toBe(401);
  });

  it('validates the login form lengths', async () => {
    const res = await t.call('auth/login', { username: ' ab ', password: 'secret' });
    expect(res.body.code).toBe(10002);
  });
});
