import { CALL_NAMES, calls } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/index.ts';
import { loadEnv } from '../env.ts';
import { ensureAdminUser } from '../seed.ts';
import { backend, createTestApp, TEST_ADMIN } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { pgAdmin, pgUrlFor } from '../test/databases.ts';

const ADMIN_CALLS = CALL_NAMES.filter((name) => calls[name].admin);

/** A body each admin call would accept, so only the session or origin can be the reason for a refusal. */
const VALID_BODY: Record<string, object> = {
  'deck/category-list': {},
  'deck/category-upsert': { name: '安全测试', icon: ['pikachu'] },
  'deck/category-delete': { id: 1 },
  'deck/category-preview': { name: '安全测试', icon: ['pikachu'] },
  'deck/category-audit': {},
};

async function login(app: FastifyInstance, body: object = TEST_ADMIN, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: body, remoteAddress });
  return { res, body: res.json(), cookie: res.cookies.find((c) => c.name === 'sid') };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminCall = (name: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/${name}`,
    payload: VALID_BODY[name] ?? {},
    headers: { host: 'ptcg.test', ...headers },
  });

const categoryCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('deck_category')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('admin calls', () => {
  it('has a body for every admin call of the contract', () => {
    expect(Object.keys(VALID_BODY).sort()).toEqual([...ADMIN_CALLS].sort());
  });

  it('refuses every admin call without a session, with an unknown one and with an expired one', async () => {
    const { cookie } = await login(t.app);
    await t.database.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const before = await categoryCount();
    for (const name of ADMIN_CALLS) {
      for (const headers of [{}, { cookie: 'sid=not-a-session' }, { cookie: `sid=${cookie!.value}` }] as Record<
        string,
        string
      >[]) {
        const res = await adminCall(name, headers);
        expect(res.json(), `${name} ${JSON.stringify(headers)}`).toMatchObject({ code: 401, data: null });
      }
    }
    expect(await categoryCount()).toBe(before);
  });

  it('refuses every admin call from a page of another origin, even with a valid session', async () => {
    const { cookie } = await login(t.app);
    const before = await categoryCount();
    const foreign: Record<string, string>[] = [
      { origin: 'http://ptcg.test:8081' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const name of ADMIN_CALLS) {
      for (const headers of foreign) {
        const res = await adminCall(name, { cookie: `sid=${cookie!.value}`, ...headers });
        expect(res.statusCode, `${name} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().code).toBe(403);
      }
      // The same request from the site's own page goes through.
      if (name === 'deck/category-list') {
        const own = await adminCall(name, { cookie: `sid=${cookie!.value}`, origin: 'http://ptcg.test' });
        expect(own.json().code).toBe(200);
      }
    }
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a text/plain POST that a foreign page could send without asking', async () => {
    const { cookie } = await login(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-delete',
      payload: '{"id": 1}',
      headers: { cookie: `sid=${cookie!.value}`, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(
      await t.database.db.selectFrom('deck_category').select('id').where('id', '=', 1).executeTakeFirst(),
    ).toBeDefined();
  });

  it('gives an HttpOnly, SameSite=Strict cookie that logout invalidates', async () => {
    const { cookie } = await login(t.app);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie!.secure).toBeFalsy();
    expect(cookie!.expires!.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    const headers = { cookie: `sid=${cookie!.value}` };
    expect((await adminCall('deck/category-list', headers)).json().code).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', payload: {}, headers });
    expect(logout.json().code).toBe(200);
    expect((await adminCall('deck/category-list', headers)).json().code).toBe(401);
  });

  it('records who changed a category and what changed', async () => {
    const { cookie } = await login(t.app);
    const headers = { cookie: `sid=${cookie!.value}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-upsert',
      payload: { name: '记录测试', icon: ['pikachu'], priority: 30 },
      headers,
    });
    expect(created.json().code).toBe(200);
    const row = await t.database.db
      .selectFrom('deck_category')
      .select('id')
      .where('name', '=', '记录测试')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-upsert',
      payload: { id: row.id, name: '记录测试', icon: ['pikachu'], priority: 40 },
      headers,
    });
    await t.app.inject({ method: 'POST', url: '/api/v3/deck/category-delete', payload: { id: row.id }, headers });
    const audit = (
      await t.app.inject({ method: 'POST', url: '/api/v3/deck/category-audit', payload: {}, headers })
    ).json().data.list;
    expect(audit.slice(0, 3).map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]).toMatchObject({
      username: TEST_ADMIN.username,
      targetId: row.id,
      targetName: '记录测试',
      changes: ['优先级: 30 → 40'],
    });
  });
});

describe('secure cookie behind a trusted proxy', () => {
  it('marks the cookie Secure only when the proxy is trusted and says https', async () => {
    const trusted = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await trusted.app.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: TEST_ADMIN,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
    } finally {
      await trusted.close();
    }
    const untrusted = await createTestApp();
    try {
      const res = await untrusted.app.inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: TEST_ADMIN,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBeFalsy();
    } finally {
      await untrusted.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP, nosniff, frame-ancestors and a referrer policy on API answers and pages', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/v3/app/home', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/home' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('login attempts', () => {
  const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };

  it('refuses the sixth attempt on one account from one address within a minute, even with the right password', async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) expect((await login(app.app, wrong, '10.1.0.1')).body.code).toBe(401);
      const sixth = await login(app.app, TEST_ADMIN, '10.1.0.1');
      expect(sixth.res.statusCode).toBe(429);
      expect(sixth.body.code).toBe(429);
      expect(sixth.body.msg).toMatch(/^登录尝试过于频繁，请 \d+ 秒后再试$/);
      expect(Number(sixth.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.cookie).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('lets the right password in from another address while one address and many others flood the account', async () => {
    const app = await createTestApp();
    try {
      const flood = [
        ...Array.from({ length: 30 }, () => '10.3.0.1'),
        ...Array.from({ length: 60 }, (_, i) => `10.4.${i % 20}.1`),
      ];
      const codes = await Promise.all(flood.map((address) => login(app.app, wrong, address)));
      expect(codes.filter((c) => c.body.code === 429).length).toBeGreaterThan(0);
      const admin = await login(app.app, TEST_ADMIN, '192.0.2.10');
      expect(admin.body.code).toBe(200);
      expect(admin.cookie).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('refuses an address that tries many accounts, whatever account it names', async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < 20; i++) await login(app.app, { username: `guess${i}`, password: 'whatever' }, '10.2.0.1');
      expect((await login(app.app, TEST_ADMIN, '10.2.0.1')).body.code).toBe(429);
      expect((await login(app.app, TEST_ADMIN, '10.2.0.2')).body.code).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.each(['1', '127.0.0.1, ::1'])(
    'behind trusted proxies (TRUST_PROXY=%s) counts the address the proxy appended, not one the client wrote',
    async (proxies) => {
      const app = await createTestApp({ TRUST_PROXY: proxies });
      // Through the proxy at 127.0.0.1, which appends the address it sees to what the client sent.
      const viaProxy = (body: object, forged: string, client: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v3/auth/login',
          payload: body,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
        });
      try {
        for (let i = 0; i < 5; i++)
          expect((await viaProxy(wrong, `198.51.100.${i}`, '203.0.113.7')).json().code).toBe(401);
        // A new forged address each time changes nothing: the client behind it is still refused.
        expect((await viaProxy(TEST_ADMIN, '198.51.100.99', '203.0.113.7')).json().code).toBe(429);
        // Forging the address of someone else does not refuse that someone.
        expect((await viaProxy(TEST_ADMIN, '203.0.113.7', '203.0.113.8')).json().code).toBe(200);
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'counts attempts on two server instances sharing one database together',
    async () => {
      const app = await createTestApp();
      try {
        const other = await app.sibling();
        for (let i = 0; i < 5; i++) expect((await login(i % 2 ? other : app.app, wrong)).body.code).toBe(401);
        expect((await login(other, TEST_ADMIN)).body.code).toBe(429);
        expect((await login(app.app, TEST_ADMIN)).body.code).toBe(429);
      } finally {
        await app.close();
      }
    },
  );
});

describe.runIf(backend === 'postgres')('first start', () => {
  it('creates the admin once when two instances start together on an empty database', async () => {
    const name = `ptcg_test_empty_${process.pid}_${Date.now()}`;
    await pgAdmin([`CREATE DATABASE ${name}`]);
    const handles = await Promise.all(
      [0, 1].map(() => openDatabase({ databaseUrl: pgUrlFor(name), pgliteDir: 'memory://' })),
    );
    try {
      const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: '' });
      await Promise.all(handles.map((h) => migrate(h)));
      const told: string[] = [];
      const log = {
        info: () => {},
        warn: (obj: { password?: string }) => {
          if (obj.password) told.push(obj.password);
        },
      };
      await Promise.all(handles.map((h) => ensureAdminUser(h, env, log as never)));
      expect(told).toHaveLength(1);
      const app = await createAppOn(handles[0]!, env);
      try {
        expect((await login(app, { username: env.ADMIN_USERNAME, password: told[0]! })).body.code).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await Promise.all(handles.slice(1).map((h) => h.close()));
      await pgAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    }
  });
});

async function createAppOn(database: Awaited<ReturnType<typeof openDatabase>>, env: ReturnType<typeof loadEnv>) {
  const { buildApp } = await import('../http/app.ts');
  const app = await buildApp({ env, database });
  await app.ready();
  return app;
}
