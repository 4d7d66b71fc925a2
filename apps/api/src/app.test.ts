import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN } from './test/app.ts';
import type { TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
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
    expect(res.json()).toMatchObject({ code: 10003, msg: '请求体过大' });
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
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/v3/'))).toHaveLength(35);
  });
});

describe('admin session', () => {
  it('refuses admin calls without a session', async () => {
    const res = await t.call('deck/category-list', {});
    expect(res.body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('logs in, allows admin calls, logs out', async () => {
    const bad = await t.call('auth/login', { username: TEST_ADMIN.username, password: 'wrong-password' });
    expect(bad.body.code).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
    expect(login.json().data).toEqual({ role: 1, username: 'admin' });
    const sid = login.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    const cookie = `sid=${sid.value}`;
    const list = await t.app.inject({ method: 'POST', url: '/api/v3/deck/category-list', payload: {}, headers: { cookie } });
    expect(list.json().code).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', payload: {}, headers: { cookie } });
    const after = await t.app.inject({ method: 'POST', url: '/api/v3/deck/category-list', payload: {}, headers: { cookie } });
    expect(after.json().code).toBe(401);
  });

  it('validates the login form lengths', async () => {
    const res = await t.call('auth/login', { username: ' ab ', password: 'secret' });
    expect(res.body.code).toBe(10002);
  });
});
