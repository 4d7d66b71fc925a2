import { DEFAULT_REGULATION_IN_FORCE } from '@ptcg/tcg';
import { XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyTestApp, type TestApp } from '#api/test/app.ts';

/** Card calls on the default dataset (data/cards.json.gz), loaded into the test database by the seed. */

let t: TestApp;
type Brief = {
  setCode: string;
  cardIndex: string;
  name: string;
  cardType: string;
  rarity: string;
  effectId: string;
  imageUrl: string;
  faceUrl: string;
  internationalOnly: boolean;
};

beforeAll(async () => {
  t = await readOnlyTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ok(name: string, body: unknown = {}) {
  const res = await t.call(name, body);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

type SearchAnswer = { list: Brief[]; itemNum: number; pageCur: number; pageNum: number; pageSize: number };

/** Every card a search answers, read page by page at the largest page size the API allows. */
async function allPages(name: string, body: Record<string, unknown>): Promise<SearchAnswer> {
  const first = (await ok(name, { ...body, page: 1, pageSize: 100 })) as SearchAnswer;
  const list = [...first.list];
  for (let page = 2; page <= first.pageNum; page++)
    list.push(...((await ok(name, { ...body, page, pageSize: 100 })) as SearchAnswer).list);
  return { ...first, list };
}

const search = (searchText: string, extra: Record<string, unknown> = {}) =>
  'page' in extra || 'pageSize' in extra
    ? (ok('card/card-basic-search', { searchText, ...extra }) as Promise<SearchAnswer>)
    : allPages('card/card-basic-search', { searchText, ...extra });

describe('products', () => {
  it('lists every product newest first, in three series', async () => {
    const { list } = await ok('card/product-list');
    expect(list.length).toBeGreaterThanOrEqual(80);
    const dates = list.map((p: { releaseDate: string }) => p.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(list.map((p: { series: string }) => p.series))).toEqual(
      new Set(['Scarlet & Violet', 'Sword & Shield', 'Sun & Moon']),
    );
    const sv1s = list.find((p: { setCode: string }) => p.setCode === 'SV1S');
    expect(sv1s).toMatchObject({
      setId: 'SV1S',
      name: '朱ex',
      mainExpansion: true,
      releaseDate: '2023-02-03T00:00:00+08:00',
      regulationMark: 'G',
    });
    expect(list.find((p: { setCode: string }) => p.setCode === 'SVD').mainExpansion).toBe(false);
  });

  it('answers a product with its cards in collector order, and 10002 for an unknown id', async () => {
    const p = await ok('card/product-detail', { setId: 'SV1S' });
    expect(p.setId).toBe('SV1S');
    expect(p.cards).toHaveLength(p.cardsNum);
    expect(p.cards.slice(0, 3).map((c: Brief) => c.cardIndex)).toEqual(['001', '002', '003']);
    expect(p.cards[0].imageUrl).toBe('https://assets.tcgdex.net/zh-tw/SV/SV1S/001/high.webp');
    expect(p.cards[0].faceUrl).toBe('/static/card-face/SV1S/001.svg');
    const missing = await t.call('card/product-detail', { setId: 'NOPE1' });
    expect(missing.body).toMatchObject({ code: 10002, msg: '产品不存在' });
    // A former numeric id still finds its product, which answers its code.
    expect((await ok('card/product-detail', { setId: 302 })).setId).toBe('SV1S');
    expect((await ok('card/product-detail', { setId: 'sv1s' })).setId).toBe('SV1S');
  });
});

describe('card detail', () => {
  it('answers every field of a Pokémon card, with its reprints and English print', async () => {
    const c = await ok('card/card-detail', { setCode: 'SV2a', cardIndex: '150' });
    expect(c).toMatchObject({
      name: '超梦',
      cardType: 'Pokemon',
      setCode: 'SV2a',
      setName: '宝可梦卡牌151',
      regulationMark: 'G',
      regulationLegal: { standard: true, expanded: true, smSeries: false },
      setCodeEn: 'MEW',
      nameEn: 'Mewtwo',
      yorenCode: 'P150',
    });
    expect(c.pokemonAttr).toMatchObject({ stage: 'Basic', energyType: 'P', hp: 130 });
    expect(c.pokemonAttr.attack.length).toBeGreaterThan(0);
    expect(c.pokemonAttr.attack[0].cost).toMatch(/^[GRWLPFDMYNC]+$/);
    expect(c.effectId).toMatch(/^[0-9a-f]{32}$/);
    expect(c.effectSameCards).toContainEqual(
      expect.objectContaining({ setCode: 'SV2a', cardIndex: '150', cardName: '超梦', rarity: c.rarity }),
    );
    expect(c.effectSameCards.length).toBeGreaterThan(1);
  });

  it('writes energy symbols in texts as 【】 placeholders and an empty rarity as 无标记', async () => {
    const { list } = await ok('card/card-advance-search', { text: '【斗】', pageSize: 5 });
    expect(list.length).toBeGreaterThan(0);
    const { list: none } = await ok('card/card-advance-search', { r: ['无标记'], pageSize: 1 });
    const c = await ok('card/card-detail', { setCode: none[0].setCode, cardIndex: none[0].cardIndex });
    expect(c.rarity).toBe('无标记');
  });

  it('finds a card by set code without case and number without leading zeros, and 10002 for an unknown one', async () => {
    const c = await ok('card/card-detail', { setCode: 'sv2a', cardIndex: '150' });
    expect(c.setCode).toBe('SV2a');
    const padded = await ok('card/card-detail', { setCode: 'SV1S', cardIndex: '1' });
    expect(padded.cardIndex).toBe('001');
    const missing = await t.call('card/card-detail', { setCode: 'SV1S', cardIndex: '999' });
    expect(missing.body).toMatchObject({ code: 10002, msg: '卡牌不存在' });
  });

  it('lists the prints of one effect', async () => {
    const c = await ok('card/card-detail', { setCode: 'SV2a', cardIndex: '150' });
    const { list } = await ok('card/card-effect-search', { effectId: c.effectId });
    expect(list.map((x: Brief) => `${x.setCode} ${x.cardIndex}`)).toContain('SV2a 150');
    expect(list.every((x: Brief) => x.effectId === c.effectId && x.name === '超梦')).toBe(true);
  });
});

describe('basic search', () => {
  it('finds 超梦 (the original site finds nothing), exact names first', async () => {
    const r = await search('超梦');
    expect(r.itemNum).toBeGreaterThan(5);
    expect(r.list[0]!.name).toBe('超梦');
    expect(r.list.some((c) => c.name === '超梦ex')).toBe(true);
  });

  it('ranks exact name, then name prefix, then name substring, then text matches', async () => {
    // 暴鲤龙, 暴鲤龙ex, 小霞的暴鲤龙, then a card whose text names it.
    const { list } = await search('暴鲤龙');
    const rank = (c: Brief) =>
      c.name === '暴鲤龙' ? 0 : c.name.startsWith('暴鲤龙') ? 1 : c.name.includes('暴鲤龙') ? 2 : 3;
    const ranks = list.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('matches full pinyin, pinyin initials and English names', async () => {
    for (const q of ['pikaqiu', 'pkq', 'Pikachu']) {
      const { list } = await search(q);
      expect(list.length, q).toBeGreaterThan(5);
      expect(
        list.slice(0, 5).every((c) => c.name.includes('皮卡丘')),
        q,
      ).toBe(true);
    }
    // International-only cards keep an English name when a part of it has no Chinese print (Mega Charizard X ex).
    const { list } = await search('charizard');
    expect(list.every((c) => c.name.includes('喷火龙') || (c.internationalOnly && c.name.includes('Charizard')))).toBe(
      true,
    );
    // The pinyin of 皮卡丘 is exactly "pikaqiu"; 皮卡丘ex only starts with it.
    const pinyin = await search('pikaqiu');
    const firstEx = pinyin.list.findIndex((c) => c.name !== '皮卡丘');
    expect(pinyin.list.slice(0, firstEx).length).toBeGreaterThan(5);
    expect(pinyin.list.slice(firstEx).every((c) => c.name !== '皮卡丘')).toBe(true);
  });

  it('reads mechanic words as the kind of card, and finds the mainland names', async () => {
    const ex = await search('ex');
    expect(ex.itemNum).toBeGreaterThan(100);
    expect(
      ex.list.every((c) => c.name.endsWith('ex')),
      ex.list.find((c) => !c.name.endsWith('ex'))?.name,
    ).toBe(true);
    const v = await search('VSTAR');
    expect(v.list.every((c) => c.name.endsWith('VSTAR'))).toBe(true);
    const charizard = await search('喷火龙 ex');
    expect(charizard.list[0]!.name).toBe('喷火龙ex');
    for (const q of ['月亮伊布', '谜拟Q', '班基拉斯', '超音波幼虫']) {
      const r = await search(q);
      expect(r.list.length, q).toBeGreaterThan(0);
      expect(r.list[0]!.name.includes(q), q).toBe(true);
    }
  });

  it('lists equal name matches Standard-legal first, newest print first', async () => {
    const { rows: facts } = await sql<{ key: string; legal: boolean; release_date: string | null }>`
      SELECT c.set_code || ' ' || c.card_index AS key, c.regulation_mark = ANY(${[...DEFAULT_REGULATION_IN_FORCE.standardMarks]}::text[]) AS legal,
             p.release_date::text AS release_date
      FROM card c JOIN product p ON p.set_id = c.set_id WHERE c.name IN ('喷火龙ex', '喷火龙')`.execute(t.database.db);
    const fact = new Map(facts.map((f) => [f.key, f]));
    expect(facts.some((f) => f.legal) && facts.some((f) => !f.legal)).toBe(true);
    for (const q of ['喷火龙ex', '喷火龙']) {
      const { list } = await search(q, { exact: true });
      const rows = list.map((c) => fact.get(`${c.setCode} ${c.cardIndex}`)!);
      if (rows.some((r) => r.legal)) expect(rows[0]!.legal, q).toBe(true);
      const firstIllegal = rows.findIndex((r) => !r.legal);
      if (firstIllegal >= 0)
        expect(
          rows.slice(firstIllegal).every((r) => !r.legal),
          q,
        ).toBe(true);
      const legalDates = rows.filter((r) => r.legal).map((r) => r.release_date ?? '');
      expect(legalDates, q).toEqual([...legalDates].sort().reverse());
    }
  });

  it('finds a print by set code and number', async () => {
    for (const q of ['SV1S 069', 'sv1s 69']) {
      const { list } = await search(q);
      expect(
        list.map((c) => `${c.setCode} ${c.cardIndex}`),
        q,
      ).toEqual(['SV1S 069']);
    }
    const { list } = await search('SV1S');
    expect(list.length).toBeGreaterThan(70);
    expect(list.every((c) => c.setCode === 'SV1S')).toBe(true);
  });

  it('ANDs space-separated keywords and searches game text', async () => {
    const { list } = await search('喷火龙 ex');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.name.includes('喷火龙') && c.name.includes('ex'))).toBe(true);
    const text = await search('伤害指示物');
    expect(text.list.some((c) => !c.name.includes('伤害指示物'))).toBe(true);
  });

  it('exact matches whole names only; unique shows one print per effect', async () => {
    const exact = await search('超梦', { exact: true });
    expect(exact.list.length).toBeGreaterThan(1);
    expect(exact.list.every((c) => c.name === '超梦')).toBe(true);
    const unique = await search('超梦', { exact: true, unique: true });
    const ids = unique.list.map((c) => c.effectId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(unique.itemNum).toBeLessThan(exact.itemNum);
  });

  it('pages with the default page size of 100 and finds nothing for empty text', async () => {
    const r = await ok('card/card-basic-search', { searchText: '能量' });
    expect(r).toMatchObject({ pageCur: 1, pageSize: 100 });
    expect(r.list).toHaveLength(100);
    const p2 = await ok('card/card-basic-search', { searchText: '能量', page: 2, pageSize: 10 });
    expect(p2).toMatchObject({ pageCur: 2, itemNum: r.itemNum, pageNum: Math.ceil(r.itemNum / 10) });
    const empty = await ok('card/card-basic-search', { searchText: '   ' });
    expect(empty).toMatchObject({ list: [], itemNum: 0 });
    const wild = await search('100%');
    expect(wild.list.every((c) => c.name.includes('100%'))).toBe(true);
  });
});

describe('advanced search', () => {
  it('offers the expansions, artists and regulation marks of the data', async () => {
    const p = await ok('card/card-advance-search-params');
    expect(p.expansion).toContainEqual({ setName: '朱ex', setCode: 'SV1S', setId: 'SV1S' });
    expect(p.artist.length).toBeGreaterThan(50);
    expect(p.regulationMark).toEqual(expect.arrayContaining(['D', 'E', 'F', 'G', 'H', 'I']));
  });

  type Row = {
    card_type: string;
    mechanic: string | null;
    label: string | null;
    tags: string[];
    energy_type: string | null;
    stage: string | null;
    has_ability: boolean;
    weakness: string | null;
    resistance: string | null;
    series: string;
    set_code: string;
    artist: string | null;
    rarity: string;
    hp: number | null;
    retreat_cost: number | null;
    regulation_mark: string | null;
    name: string;
    effect_text: string;
  };

  /**
   * An advanced search's total and the stored rows of the cards on its first and last pages (the
   * largest page size the API allows), each card checked to be a stored card and listed once.
   */
  async function advance(filter: Record<string, unknown>): Promise<{ total: number; rows: Row[] }> {
    const first = (await ok('card/card-advance-search', { ...filter, page: 1, pageSize: 100 })) as SearchAnswer;
    const last =
      first.pageNum > 1
        ? ((await ok('card/card-advance-search', { ...filter, page: first.pageNum, pageSize: 100 })) as SearchAnswer)
        : { list: [] };
    expect(first.list).toHaveLength(Math.min(first.itemNum, 100));
    if (first.pageNum > 1) expect(last.list).toHaveLength(first.itemNum - (first.pageNum - 1) * 100);
    const list = [...first.list, ...last.list];
    // Each card once, and each one a stored card (joined by its key).
    expect(new Set(list.map((c: Brief) => `${c.setCode}|${c.cardIndex}`)).size).toBe(list.length);
    const { rows } = await sql<Row>`
      SELECT c.*, p.series
      FROM unnest(${list.map((c: Brief) => c.setCode)}::text[], ${list.map((c: Brief) => c.cardIndex)}::text[])
        AS k(set_code, card_index)
      JOIN card c ON c.set_code = k.set_code AND c.card_index = k.card_index
      JOIN product p ON p.set_id = c.set_id`.execute(t.database.db);
    expect(rows).toHaveLength(list.length);
    return { total: first.itemNum, rows };
  }

  // Every stored card, to count by hand the cards a filter should find.
  let all = 0;
  let stored: Row[] = [];
  beforeAll(async () => {
    all = (await ok('card/card-advance-search', { pageSize: 1 })).itemNum;
    stored = (
      await sql<Row>`SELECT c.*, p.series FROM card c JOIN product p ON p.set_id = c.set_id`.execute(t.database.db)
    ).rows;
  });

  const cases: [string, Record<string, unknown>, (r: Row) => boolean][] = [
    ['card type Pokemon', { t: ['Pokemon'] }, (r) => r.card_type === 'Pokemon'],
    ['card type Trainer', { t: ['Trainer'] }, (r) => ['Item', 'Supporter', 'Stadium', 'Tool'].includes(r.card_type)],
    ['card type Energy', { t: ['Energy'] }, (r) => r.card_type.endsWith('Energy')],
    ['card type Supporter', { t: ['Supporter'] }, (r) => r.card_type === 'Supporter'],
    ['mechanic ex', { mechanic: ['ex'] }, (r) => r.mechanic === 'ex'],
    ['mechanic V', { mechanic: ['V'] }, (r) => r.mechanic === 'V'],
    ['label Rapid Strike', { label: ['Rapid Strike'] }, (r) => r.label === 'Rapid Strike'],
    ['tag VSTAR', { is: ['VSTAR'] }, (r) => r.tags.includes('VSTAR')],
    ['energy type R', { energy: ['R'] }, (r) => r.energy_type === 'R'],
    ['stage Stage 2', { stage: ['Stage 2'] }, (r) => r.stage === 'Stage 2'],
    ['has ability', { has: ['ability'] }, (r) => r.has_ability],
    ['weakness F', { weak: ['F'] }, (r) => r.weakness === 'F'],
    ['resistance G', { rs: ['G'] }, (r) => r.resistance === 'G'],
    ['series Sword & Shield', { series: ['Sword & Shield'] }, (r) => r.series === 'Sword & Shield'],
    ['set SV1S', { setS: ['SV1S'] }, (r) => r.set_code === 'SV1S'],
    ['rarity SAR', { r: ['SAR'] }, (r) => r.rarity === 'SAR'],
    ['hp >= 200 (object)', { hp: { op: '>=', value: 200 } }, (r) => (r.hp ?? 0) >= 200],
    ['hp < 60 (string)', { hp: '<60' }, (r) => r.hp !== null && r.hp < 60],
    ['retreat = 0', { rc: { op: '=', value: 0 } }, (r) => r.retreat_cost === 0],
    [
      'regulation standard',
      { reg: ['standard'] },
      (r) => r.card_type === 'Basic Energy' || ['G', 'H', 'I'].includes(r.regulation_mark ?? ''),
    ],
    [
      'regulation Sun & Moon series',
      { reg: ['smSeries'] },
      (r) => r.card_type === 'Basic Energy' || r.series === 'Sun & Moon',
    ],
    ['regulation mark H', { mark: ['H'] }, (r) => r.regulation_mark === 'H'],
    ['name', { name: '皮卡丘' }, (r) => r.name.includes('皮卡丘')],
    ['effect text', { text: '抽卡' }, (r) => r.effect_text.includes('抽卡')],
  ];
  it.each(cases)('filter %s narrows the result to matching cards', async (_label, filter, check) => {
    const { total, rows } = await advance(filter);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all);
    // Exactly the stored cards the filter describes: as many as a count by hand, and the cards of the
    // first and the last page each one of them.
    expect(total).toBe(stored.filter(check).length);
    expect(rows.filter((r) => !check(r))).toEqual([]);
  });

  it('narrows further with each filter added, and by artist', async () => {
    const one = await advance({ t: ['Pokemon'], energy: ['R'] });
    const two = await advance({ t: ['Pokemon'], energy: ['R'], hp: '>=200' });
    const three = await advance({ t: ['Pokemon'], energy: ['R'], hp: '>=200', reg: ['standard'] });
    expect(two.total).toBeLessThan(one.total);
    expect(three.total).toBeLessThan(two.total);
    const artist = one.rows[0]!.artist!;
    const byArtist = await advance({ artist: [artist] });
    expect(byArtist.rows.every((r) => r.artist === artist)).toBe(true);
  });

  it('rejects an out-of-range comparison as a malformed request', async () => {
    const res = await t.call('card/card-advance-search', { hp: { op: '>=', value: 900 } });
    expect(res.body.code).toBe(10002);
  });
});

describe('static card resources', () => {
  it('serves the evolution tree without envelope, cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/tree.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const tree = res.json() as { yorenCode: string; name: string; treeItemList: unknown[] }[];
    type Node = { yorenCode: string; name: string; treeItemList: Node[] };
    const charmander = (tree as Node[]).find((n) => n.name === '小火龙');
    expect(charmander?.treeItemList.map((n) => n.name)).toEqual(['火恐龙']);
    expect(charmander?.treeItemList[0]!.treeItemList.map((n) => n.name)).toEqual(['喷火龙']);
    // Nodes are species: 阿响的火暴兽 and 洗翠 火暴兽VSTAR are prints of 火暴兽 and its Hisuian form.
    const cyndaquil = (tree as Node[]).find((n) => n.name === '火球鼠');
    expect(cyndaquil?.treeItemList[0]!.treeItemList.map((n) => n.name).sort()).toEqual(['洗翠 火暴兽', '火暴兽']);
    const names: string[] = [];
    const walk = (n: Node) => {
      names.push(n.name);
      n.treeItemList.forEach(walk);
    };
    (tree as Node[]).forEach(walk);
    expect(names.filter((n) => /的|(ex|V|VMAX|VSTAR|GX)$/.test(n))).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: '/static/tree.json' });
    expect(again.json()).toEqual(tree);
  });

  it('draws a valid standalone SVG card face with Chinese text and escapes special characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/card-face/SV2a/150.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('超梦');
    expect(res.body).toContain('HP 130');
    // A card or product name with "&" (TAG TEAM cards, 剑&盾 products): the face writes the set name too.
    const { rows } = await sql<{ set_code: string; card_index: string }>`
      SELECT c.set_code, c.card_index FROM card c JOIN product p ON p.set_id = c.set_id
      WHERE c.name LIKE '%&%' OR p.name LIKE '%&%' ORDER BY c.name LIKE '%&%' DESC LIMIT 1`.execute(t.database.db);
    const tag = await t.app.inject({
      method: 'GET',
      url: `/static/card-face/${rows[0]!.set_code}/${rows[0]!.card_index}.svg`,
    });
    expect(XMLValidator.validate(tag.body)).toBe(true);
    expect(tag.body).toContain('&amp;');
    const missing = await t.app.inject({ method: 'GET', url: '/static/card-face/SV1S/999.svg' });
    expect(missing.statusCode).toBe(404);
  });
});
