import { ENERGY_COLOURS, contrastRatio } from '@ptcg/tcg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/http/app.ts';
import { loadEnv } from '#api/env.ts';
import { readOnlyTestApp } from '#api/test/app.ts';
import type { TestApp } from '#api/test/app.ts';

let t: TestApp;
/** The same database served with ICON_URL=none: generated badges only. */
let offline: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await readOnlyTestApp();
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', ICON_URL: 'none' });
  // A second app on the same database: closing it must leave the database to the first one.
  offline = await buildApp({ env, database: { ...t.database, close: async () => {} } });
});
afterAll(async () => {
  await offline.close();
  await t.close();
});

async function icon(key: string) {
  const res = await offline.inject({ method: 'GET', url: `/static/icons/${key}.svg` });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

const label = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1];
const fill = (svg: string) => /<circle [^>]*fill="([^"]+)"/.exec(svg)?.[1];
const textFill = (svg: string) => /<text [^>]*fill="([^"]+)"/.exec(svg)?.[1];

describe('GET /static/icons/{key}.svg without an icon service', () => {
  it("draws a badge in the Pokémon's type colour with its Chinese name", async () => {
    const res = await icon('charizard');
    expect(res.status).toBe(200);
    expect(res.type).toContain('image/svg+xml');
    expect(label(res.body)).toBe('喷火龙');
    expect(fill(res.body)).toBe(ENERGY_COLOURS.R);
  });

  it('finds Pokémon whose English name carries a form or a prefix', async () => {
    // "Chien-Pao ex", "Origin Forme Giratina VSTAR", "Teal Mask Ogerpon ex", "Origin Forme Palkia VSTAR".
    for (const key of ['chien-pao', 'giratina-origin', 'ogerpon', 'palkia-origin', 'iron-thorns']) {
      const name = label((await icon(key)).body);
      expect(name, key).toMatch(/\p{Script=Han}/u);
    }
    expect(fill((await icon('giratina-origin')).body)).toBe(ENERGY_COLOURS.N);
  });

  it('writes the name in a colour that reads at 4.5:1 on the badge, dark on light types', async () => {
    for (const key of ['pikachu', 'charizard', 'gardevoir', 'lugia', 'dragapult', 'iron-thorns']) {
      const svg = (await icon(key)).body;
      expect(contrastRatio(textFill(svg)!, fill(svg)!), key).toBeGreaterThanOrEqual(4.5);
    }
    expect(textFill((await icon('pikachu')).body)).toBe('#000000');
  });

  it('falls back to the key in a neutral colour for an unknown Pokémon, and refuses malformed keys', async () => {
    const unknown = await icon('not-a-pokemon');
    expect(label(unknown.body)).toBe('NOT-A-POKEMON');
    expect(fill(unknown.body)).toBe(ENERGY_COLOURS.C);
    expect((await icon('..%2Fsecret')).status).toBe(404);
  });
});

describe('GET /static/icons/{key}.svg by default', () => {
  it('redirects to the public sprite service by the icon slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/icons/chien-pao.svg' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://r2.limitlesstcg.net/pokemon/gen9/chien-pao.png');
  });
});

describe('GET /static/icons/{key}.svg with ICON_URL', () => {
  it('redirects to the configured image template, and still generates the badge when asked', async () => {
    const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', ICON_URL: 'https://icons.example/pokemon/{key}.png' });
    // A second app on the same database: closing it must leave the database to the first one.
    const app = await buildApp({ env, database: { ...t.database, close: async () => {} } });
    try {
      const res = await app.inject({ method: 'GET', url: '/static/icons/iron-thorns.svg' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://icons.example/pokemon/iron-thorns.png');
      // When the service cannot be reached, the browser asks for the generated badge instead.
      const fallback = await app.inject({ method: 'GET', url: '/static/icons/iron-thorns.svg?generated=1' });
      expect(fallback.statusCode).toBe(200);
      expect(fallback.headers['content-type']).toContain('image/svg+xml');
      expect(label(fallback.body)).toBe('铁荆棘');
    } finally {
      await app.close();
    }
  });
});
