import { CALL_NAMES, calls } from '@ptcg/contract';
import type { CallName, RequestOf } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN } from '../test/app.ts';
import { call } from '../test/client.ts';
import { handlers } from './index.ts';
import type { TestApp } from '../test/app.ts';

let t: TestApp;
let ids: Record<string, unknown>;
let hasOngoing = false;

beforeAll(async () => {
  // Every admin call here logs in first; the login limit itself is tested in security/security.test.ts.
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  const { db } = t.database;
  const first = async <T>(q: Promise<T | undefined>) => q;
  const card = await first(
    db
      .selectFrom('card')
      .select(['set_code', 'card_index', 'effect_id', 'set_id'])
      .orderBy('card_id')
      .executeTakeFirst(),
  );
  const tournament = await first(
    db
      .selectFrom('tournament')
      .select(['id', 'series_id'])
      .where('status', '=', 'ended')
      .orderBy('id')
      .executeTakeFirst(),
  );
  const ongoing = await first(
    db
      .selectFrom('tournament')
      .select('id')
      .where('status', '=', 'ongoing')
      .where('is_team', '=', false)
      .where('is_rate', '=', false)
      .executeTakeFirst(),
  );
  hasOngoing = ongoing !== undefined;
  const deck = await first(db.selectFrom('deck').select('deck_id').orderBy('deck_id').executeTakeFirst());
  const category = await first(db.selectFrom('deck_category').select('id').orderBy('id').executeTakeFirst());
  const player = await first(db.selectFrom('player').select('pin_code').orderBy('pin_code').executeTakeFirst());
  // Only codes that came with a deck from the official data are answered; the generated season carries
  // none, so one is stored against a seeded deck as an import of an official list would store it.
  const miniapp = await db.selectFrom('deck_miniapp_code').select('code').executeTakeFirst();
  const deckCode = miniapp?.code ?? 'u0V77BXuvEFRERtCxA';
  if (!miniapp && deck) {
    await db.insertInto('deck_miniapp_code').values({ code: deckCode, deck_id: deck.deck_id }).execute();
  }
  ids = {
    setId: card?.set_id ?? 1,
    setCode: card?.set_code ?? 'SV1S',
    cardIndex: card?.card_index ?? '001',
    effectId: card?.effect_id ?? 'f'.repeat(32),
    tournamentId: tournament?.id ?? 1,
    seriesId: tournament?.series_id ?? 1,
    ongoingId: ongoing?.id ?? 1,
    deckId: deck?.deck_id ?? 1,
    categoryId: category?.id ?? 1,
    pinCode: player?.pin_code ?? 'CN00000001',
    deckCode,
  };
});
afterAll(() => t.close());

/** The smallest body each call accepts, with ids taken from the seeded database. */
function minimalBody(name: CallName): Record<string, unknown> {
  switch (name) {
    case 'card/product-detail':
      return { setId: ids.setId };
    case 'card/card-detail':
    case 'deck/deck-recent-by-card':
      return { setCode: ids.setCode, cardIndex: ids.cardIndex };
    case 'card/card-effect-search':
      return { effectId: ids.effectId };
    case 'deck/detail':
    case 'deck/deck-played':
      return { deckId: ids.deckId };
    case 'deck/consensus':
      return { id: ids.categoryId };
    case 'deck/import-text':
      return { text: '4 Ultra Ball SVI 196' };
    case 'deck/export-miniapp':
      return { deckCode: ids.deckCode };
    case 'deck/category-detail':
    case 'deck/category-recent-play':
    case 'deck/top-player':
    case 'deck/category-delete':
      return { id: ids.categoryId };
    case 'deck/core-card':
      return { variant: ids.categoryId };
    case 'deck/deck-static-by-tour':
    case 'tournament/detail':
    case 'tournament/rank-individual':
      return { tournamentId: ids.tournamentId };
    case 'tournament/swiss':
      return { tournamentId: ids.ongoingId };
    case 'tournament/list':
      return { seriesId: ids.seriesId };
    case 'player/info':
    case 'player/recent-played':
      return { pinCode: ids.pinCode };
    case 'auth/login':
      return TEST_ADMIN;
    case 'deck/category-upsert':
    case 'deck/category-preview':
      return { name: '测试分类', icon: ['pikachu'] };
    default:
      return {};
  }
}

/** A body with the first field of the request given a value of the wrong type. */
function wrongTypedBody(name: CallName): unknown {
  const keys = Object.keys(calls[name].request.shape);
  if (keys.length === 0) return [1, 2, 3];
  return { ...minimalBody(name), [keys[0]!]: { nested: ['not', 'the', 'right', 'type'] } };
}

function expectEnvelope(body: { code: unknown; msg: unknown; track_id: unknown }) {
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect(body.track_id).toMatch(/^[0-9a-f]{16}$/);
  expect(body).toHaveProperty('data');
}

describe('every call of the contract', () => {
  it('is served as exactly the POST routes under /api/v3/, one handler each', () => {
    const expected = Object.keys(calls)
      .map((name) => `/api/v3/${name}`)
      .sort();
    const served = postRoutes(t.app)
      .filter((route) => route.startsWith('/api/v3/'))
      .sort();
    expect(served).toEqual(expected);
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(calls).sort());
    expect(CALL_NAMES).toEqual(Object.keys(calls));
  });

  it.each(CALL_NAMES)('%s answers a valid envelope for a minimal valid body', async (name) => {
    // Admin calls need the session of a login first.
    const cookie = calls[name].admin ? await loginCookie() : undefined;
    const { status, body } = await call(t.app, name, minimalBody(name) as RequestOf<CallName>, { cookie });
    expect(status).toBe(200);
    expectEnvelope(body);
    // The ids come from the seeded database, so every call answers; only swiss needs an ongoing event
    // (without one it refuses with 400 赛事未进行中, as the original does).
    if (name === 'tournament/swiss' && !hasOngoing) {
      expect(body.code).toBe(400);
      return;
    }
    expect(body, body.msg).toMatchObject({ code: 200, msg: 'OK.' });
    expect(calls[name].response.safeParse(body.data).success).toBe(true);
  });

  it.each(CALL_NAMES)('%s refuses a wrong-typed body with a non-200 code below HTTP 500', async (name) => {
    // Admin calls are checked with a session, so the body validation is what refuses them.
    const cookie = calls[name].admin ? await loginCookie() : undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
    const res = await t.post(`/api/v3/${name}`, JSON.stringify(wrongTypedBody(name)), headers);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expectEnvelope(body);
    expect(body.code).toBe(10002);
    expect(body.msg).toMatch(/^参数错误: /);
    // The message is written for people: zod's own English texts never reach the client.
    expect(body.msg).not.toMatch(/Invalid|expected|received/i);
  });

  it.each(CALL_NAMES)('%s refuses broken JSON with a non-200 code below HTTP 500', async (name) => {
    const res = await t.post(`/api/v3/${name}`, '{"page": 1,,');
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expectEnvelope(body);
    expect(body.code).toBe(10002);
    expect(body.msg).toBe('请求体不是合法的 JSON');
  });
});

/** Values a careless or hostile client might put in any field. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2_147_483_648,
  1e300,
  '',
  'x'.repeat(300),
  'a\u0000b',
  '%_\\\'"; DROP TABLE card;--',
  '\ud83d',
  [],
  [1, 'a', null],
  {},
  { op: '>=', value: 1e9 },
  [[['deep']]],
];

describe('odd values in any field', () => {
  it.each(CALL_NAMES)('%s never answers a 5xx', async (name) => {
    const cookie = calls[name].admin ? await loginCookie() : undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
    for (const field of Object.keys(calls[name].request.shape)) {
      for (const value of ODD_VALUES) {
        const res = await t.post(`/api/v3/${name}`, JSON.stringify({ ...minimalBody(name), [field]: value }), headers);
        expect(res.statusCode, `${field} = ${JSON.stringify(value)}`).toBeLessThan(500);
        expect(typeof res.json().code).toBe('number');
      }
    }
  });
});

/**
 * Every POST route of the app, read from Fastify's route tree: a line is a path segment, indented
 * 4 characters per level below its parent ('/a/b' and '/a/b-c' print as '/a/b' and a child '-c').
 */
function postRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ method: 'POST', commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const route = (parents[depth - 1] ?? '') + m[2]!;
    parents[depth] = route;
    if (m[3]?.split(', ').includes('POST')) routes.push(route);
  }
  return routes;
}

async function loginCookie(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
  const cookie = res.cookies.find((c) => c.name === 'sid');
  expect(cookie).toBeDefined();
  return `sid=${cookie!.value}`;
}
