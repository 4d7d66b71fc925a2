import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '#api/test/app.ts';
import { call } from '#api/test/client.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: TEST_ADMIN });
  cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
});
afterAll(() => t.close());

/** A Mega Lucario ex list of 2026 as Pokémon TCG Live exports it. */
const MEGA_LUCARIO_LIST = `Pokémon: 8
4 Riolu MEG 76
3 Mega Lucario ex MEG 77
1 Hariyama MEG 72

Trainer: 44
4 Lillie's Determination MEG 119
4 Ultra Ball SVI 196
4 Nest Ball SVI 181
4 Boss's Orders PAL 172
4 Rare Candy SVI 191
4 Switch SVI 194
4 Arven SVI 166
4 Professor's Research SVI 189
4 Buddy-Buddy Poffin TEF 144
4 Night Stretcher SFA 61
4 Iono PAL 185

Energy: 8
8 Fighting Energy SVE 6

Total Cards: 60`;

const search = (searchText: string) => ({ searchText, exact: false, unique: false, page: 1, pageSize: 20 });

async function megaLucario() {
  const found = await call(t.app, 'card/card-basic-search', search('MEG 77'));
  return found.body.data!.list[0]!;
}

describe('international-only cards', () => {
  it('are catalogue cards found by their print code, marked 尚无中文版 with a 暂译 name and English texts', async () => {
    const card = await megaLucario();
    expect(card).toMatchObject({
      setCode: 'EN-MEG',
      cardIndex: '77',
      cardName: '超级路卡利欧ex',
      nameEn: 'Mega Lucario ex',
      internationalOnly: true,
      nameProvisional: true,
    });
    const detail = await call(t.app, 'card/card-detail', { setCode: 'EN-MEG', cardIndex: '77' });
    expect(detail.body.data).toMatchObject({ internationalOnly: true, nameProvisional: true, regulationMark: 'I' });
    expect(detail.body.data!.pokemonAttr!.attack[1]).toMatchObject({ name: 'Mega Brave', damage: '270' });
    const byName = await call(t.app, 'card/card-basic-search', search('Mega Lucario'));
    expect(byName.body.data!.list.map((c) => c.setCode)).toContain('EN-MEG');
    const products = await call(t.app, 'card/product-list', {});
    expect(products.body.data!.list.some((p) => p.setCode.startsWith('EN-'))).toBe(false);
  });

  it('find the Chinese card an English print code bridges to', async () => {
    const found = await call(t.app, 'card/card-basic-search', search('PAL 185'));
    const list = found.body.data!.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.cardName === '奇树' && !c.internationalOnly)).toBe(true);
  });

  it('are accepted as category key cards and classify a deck holding them', async () => {
    const card = await megaLucario();
    const category = {
      id: null,
      parentId: null,
      name: '超级路卡利欧',
      label: 'ex',
      icon: ['lucario'],
      priority: 90,
      keyEffect: [{ effectId: card.effectId, qty: 2 }],
    };
    const preview = await call(t.app, 'deck/category-preview', category, { cookie });
    expect(preview.body.code).toBe(200);
    const saved = await call(t.app, 'deck/category-upsert', category, { cookie });
    expect(saved.body.code).toBe(200);
    const list = await call(t.app, 'deck/category-list', { id: 0 }, { cookie });
    const created = list.body.data!.list.find((c) => c.name === '超级路卡利欧')!;
    const imported = await call(t.app, 'deck/import-text', { text: MEGA_LUCARIO_LIST });
    expect(imported.body.data!.unresolved).toEqual([]);
    expect(imported.body.data!.categoryId).toBe(created.id);
    const lucario = imported.body.data!.cards.find((c) => c.nameEn === 'Mega Lucario ex')!;
    expect(lucario).toMatchObject({ count: 3, internationalOnly: true, nameProvisional: true });
  });
});
