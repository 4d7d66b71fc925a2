import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { chineseKeys, internationalEffectId } from './english-prints.ts';
import type { CardDocument, CardRecordInput, EnglishPrintRecord } from './format.ts';
import { CardImportError, importCardFiles } from './import-cards.ts';

let handle: DatabaseHandle;
let dir: string;

const pikachu: CardRecordInput = {
  cardIndex: '001',
  name: '皮卡丘',
  cardType: 'Pokemon',
  rarity: 'C',
  artist: 'Test Artist',
  regulationMark: 'G',
  dexIds: [25],
  pokemonAttr: {
    stage: 'Basic',
    energyType: 'L',
    hp: 70,
    evolvesFrom: null,
    ancientTrait: null,
    ability: [],
    attack: [
      { name: '电击', text: '抛掷1次硬币，若为正面，则令对手的战斗宝可梦陷入【麻痹】状态。', cost: 'L', damage: '20' },
    ],
    weakness: { energy: 'F', value: '×2' },
    resistance: null,
    retreatCost: 1,
  },
  imageKey: 'zh-tw/SV/TST/001',
  setCodeEn: 'SVI',
  cardIndexEn: '63',
  nameEn: 'Pikachu',
};
const ball: CardRecordInput = {
  cardIndex: '002',
  name: '巢穴球',
  cardType: 'Item',
  rarity: 'U',
  description: '从自己的牌库选择1张【基础】宝可梦，放于备战区。并重洗牌库。',
  setCodeEn: null,
  cardIndexEn: null,
  nameEn: null,
};

function doc(cards: CardRecordInput[], name = '测试扩展包'): CardDocument {
  return {
    format: 'ptcg-cn-cards',
    version: 1,
    products: [
      {
        setId: 901,
        setCode: 'TST',
        name,
        nameEn: null,
        series: 'Scarlet & Violet',
        releaseDate: '2024-01-26',
        mainExpansion: true,
        regulationMark: 'G',
        cards,
      },
    ],
  };
}

function write(name: string, value: unknown, gzip = false): string {
  const file = path.join(dir, name);
  const text = JSON.stringify(value);
  fs.writeFileSync(file, gzip ? gzipSync(text) : text);
  return file;
}

async function counts() {
  const db = handle.db;
  const p = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const c = await db
    .selectFrom('card')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { products: Number(p.n), cards: Number(c.n) };
}

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-import-'));
  await handle.db.deleteFrom('card').execute();
  await handle.db.deleteFrom('product').execute();
  await handle.db.deleteFrom('card_print_en').execute();
});

describe('importCardFiles', () => {
  it('imports our format, gzip included, and reports counts and bridge coverage', async () => {
    const report = await importCardFiles(handle.db, [write('a.json.gz', doc([pikachu, ball]), true)]);
    expect(report).toMatchObject({
      files: 1,
      products: 1,
      cards: 2,
      inserted: 2,
      updated: 0,
      bridged: 1,
      coverage: 0.5,
    });
    const row = await handle.db
      .selectFrom('card')
      .selectAll()
      .where('card_index', '=', '001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '皮卡丘',
      name_pinyin: 'pikaqiu',
      name_initials: 'pkq',
      hp: 70,
      energy_type: 'L',
      set_code_en: 'SVI',
      yoren_code: 'P025',
    });
    expect(row.effect_id).toMatch(/^[0-9a-f]{32}$/);
    const product = await handle.db.selectFrom('product').selectAll().executeTakeFirstOrThrow();
    expect(product).toMatchObject({ set_code: 'TST', cards_num: 2, release_date: '2024-01-26' });
  });

  it('is idempotent: importing again updates rows instead of adding new ones', async () => {
    const file = write('a.json', doc([pikachu, ball]));
    await importCardFiles(handle.db, [file]);
    const before = await handle.db.selectFrom('card').select(['card_id', 'card_index']).orderBy('card_index').execute();
    const renamed = write('b.json', doc([{ ...pikachu, artist: '另一位画师' }, ball], '改名后的扩展包'));
    const report = await importCardFiles(handle.db, [renamed]);
    expect(report).toMatchObject({ inserted: 0, updated: 2 });
    expect(await counts()).toEqual({ products: 1, cards: 2 });
    const after = await handle.db
      .selectFrom('card')
      .select(['card_id', 'card_index', 'artist'])
      .orderBy('card_index')
      .execute();
    expect(after.map((r) => r.card_id)).toEqual(before.map((r) => r.card_id));
    expect(after[0]!.artist).toBe('另一位画师');
    const product = await handle.db.selectFrom('product').select('name').executeTakeFirstOrThrow();
    expect(product.name).toBe('改名后的扩展包');
  });

  it('imports a folder of files', async () => {
    const sub = path.join(dir, 'set');
    fs.mkdirSync(sub);
    fs.writeFileSync(path.join(sub, 'one.json'), JSON.stringify(doc([pikachu])));
    fs.writeFileSync(path.join(sub, 'notes.txt'), 'not data');
    const report = await importCardFiles(handle.db, [sub]);
    expect(report).toMatchObject({ files: 1, cards: 1 });
  });

  it('changes nothing when one file of the batch is bad, and names the file, card and field', async () => {
    await importCardFiles(handle.db, [write('base.json', doc([pikachu]))]);
    const good = write('good.json', doc([{ ...pikachu, artist: '不应写入' }, ball]));
    const badCard = { ...pikachu, cardIndex: '003', pokemonAttr: { ...pikachu.pokemonAttr!, hp: '七十' } };
    const bad = write('bad.json', {
      ...doc([]),
      products: [{ ...doc([]).products[0]!, setId: 902, setCode: 'BAD', cards: [ball, badCard] }],
    });
    const err = await importCardFiles(handle.db, [good, bad]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CardImportError);
    expect((err as Error).message).toContain(bad);
    expect((err as Error).message).toContain('第 2 张卡 (BAD 003)');
    expect((err as Error).message).toContain('字段 pokemonAttr.hp');
    expect(await counts()).toEqual({ products: 1, cards: 1 });
    const row = await handle.db.selectFrom('card').select('artist').executeTakeFirstOrThrow();
    expect(row.artist).toBe('Test Artist');
  });

  it('rolls back the rows already written when the database refuses a later product', async () => {
    await importCardFiles(handle.db, [write('base.json', doc([pikachu]))]);
    // Same set code under another id: caught inside the transaction, after other products were written.
    const other = { ...doc([ball]).products[0]!, setId: 903, setCode: 'NEW' };
    const clash = { ...doc([ball]).products[0]!, setId: 904 };
    const file = write('clash.json', { ...doc([]), products: [other, clash] });
    await expect(importCardFiles(handle.db, [file])).rejects.toThrow(/字段 setId/);
    expect(await counts()).toEqual({ products: 1, cards: 1 });
  });

  it('rejects broken JSON and duplicate cards with the file name', async () => {
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"format": ');
    await expect(importCardFiles(handle.db, [broken])).rejects.toThrow(/broken\.json 不是有效的 JSON/);
    const dup = write('dup.json', doc([pikachu, { ...pikachu }]));
    await expect(importCardFiles(handle.db, [dup])).rejects.toThrow(/\(TST 001\) 字段 cardIndex/);
    expect(await counts()).toEqual({ products: 0, cards: 0 });
  });

  it('reads TCGdex set files through the converter', async () => {
    const set = {
      serie: { id: 'SV', name: { 'zh-tw': '朱&紫系列' } },
      set: { id: 'SV1S', name: { 'zh-tw': '朱ex' }, releaseDate: { 'zh-tw': '2023-02-03' } },
      cards: [
        {
          localId: '069',
          name: { 'zh-tw': '超夢ex', ja: 'ミュウツーex' },
          category: 'Pokemon',
          dexId: [150],
          hp: 230,
          types: ['Psychic'],
          stage: 'Basic',
          suffix: 'EX',
          rarity: 'Double rare',
          regulationMark: 'G',
          retreat: 2,
          attacks: [{ cost: ['Psychic', 'Colorless'], name: { 'zh-tw': '念力' }, damage: 70 }],
          weaknesses: [{ type: 'Darkness', value: '×2' }],
          resistances: [{ type: 'Fighting', value: '-30' }],
        },
        {
          localId: '070',
          name: { 'zh-tw': '寶可夢交替' },
          category: 'Trainer',
          trainerType: 'Item',
          rarity: 'Common',
          effect: { 'zh-tw': '將自己的戰鬥寶可夢與備戰寶可夢互換。' },
        },
        { localId: '080', name: { ja: 'ミュウツーex' }, category: 'Pokemon', hp: 230 },
      ],
    };
    const report = await importCardFiles(handle.db, [write('SV--SV1S.json', set)]);
    expect(report).toMatchObject({ products: 1, cards: 2 });
    const rows = await handle.db.selectFrom('card').selectAll().orderBy('card_index').execute();
    expect(rows.map((r) => [r.name, r.card_type, r.mechanic, r.rarity])).toEqual([
      ['超梦ex', 'Pokemon', 'ex', 'RR'],
      ['宝可梦交替', 'Item', null, 'C'],
    ]);
    expect(rows[1]!.description).toBe('将自己的战斗宝可梦与备战宝可梦互换。');
    const product = await handle.db.selectFrom('product').selectAll().executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      set_id: 302,
      set_code: 'SV1S',
      name: '朱ex',
      series: 'Scarlet & Violet',
      main_expansion: true,
    });
  });

  describe('English prints', () => {
    const englishPikachu: EnglishPrintRecord = {
      setCodeEn: 'MEG',
      cardIndexEn: '40',
      nameEn: 'Pikachu',
      cardType: 'Pokemon',
      regulationMark: 'I',
      releaseDate: '2025-09-26',
      imageKey: 'en/me/me01/040',
      matchKey: chineseKeys(pikachu)!.matchKey,
      numbers: '',
      effectId: internationalEffectId('pikachu'),
      internationalOnly: true,
    };
    const prints = async () =>
      handle.db.selectFrom('card_print_en').selectAll().orderBy('set_code_en').orderBy('card_index_en').execute();

    it('stores the English prints of our format, and merges an international-only print with its Chinese card imported later', async () => {
      const first = await importCardFiles(handle.db, [
        write('en.json', { ...doc([ball]), englishPrints: [englishPikachu] }),
      ]);
      expect(first).toMatchObject({ englishPrints: 1, internationalOnly: 1, merged: 0 });
      expect(await prints()).toMatchObject([
        { set_code_en: 'MEG', card_index_en: '40', name_en: 'Pikachu', international_only: true },
      ]);

      const second = await importCardFiles(handle.db, [write('zh.json', doc([pikachu, ball]))]);
      expect(second.merged).toBe(1);
      const card = await handle.db
        .selectFrom('card')
        .select('effect_id')
        .where('card_index', '=', '001')
        .executeTakeFirstOrThrow();
      expect(await prints()).toMatchObject([
        { set_code_en: 'MEG', effect_id: card.effect_id, international_only: false },
      ]);
    });

    it('links the prints of an English set file imported on its own to the Chinese cards already stored', async () => {
      await importCardFiles(handle.db, [write('zh.json', doc([pikachu, ball]))]);
      const pokemon = (localId: string, name: string, dexId: number, hp: number) => ({
        localId,
        name: { en: name },
        category: 'Pokemon',
        dexId: [dexId],
        hp,
        types: ['Lightning'],
        stage: 'Basic',
        regulationMark: 'G',
        retreat: 1,
        attacks: [
          {
            cost: ['Lightning'],
            name: { en: 'Thunder Shock' },
            effect: { en: 'Flip a coin. If heads, your opponent’s Active Pokémon is now Paralyzed.' },
            damage: 20,
          },
        ],
        weaknesses: [{ type: 'Fighting', value: '×2' }],
      });
      const set = {
        serie: { id: 'sv', name: { en: 'Scarlet & Violet' } },
        set: {
          id: 'sv01',
          name: { en: 'Scarlet & Violet' },
          releaseDate: '2023-03-31',
          abbreviations: { official: 'SVI' },
        },
        cards: [pokemon('063', 'Pikachu', 25, 70), pokemon('064', 'Raichu', 26, 120)],
      };
      const report = await importCardFiles(handle.db, [write('sv01.json', set)]);
      expect(report).toMatchObject({ products: 0, cards: 0, englishPrints: 2, internationalOnly: 1 });
      const card = await handle.db
        .selectFrom('card')
        .select('effect_id')
        .where('card_index', '=', '001')
        .executeTakeFirstOrThrow();
      expect(await prints()).toMatchObject([
        {
          set_code_en: 'SVI',
          card_index_en: '63',
          name_en: 'Pikachu',
          effect_id: card.effect_id,
          international_only: false,
          image_key: 'en/sv/sv01/063',
        },
        { set_code_en: 'SVI', card_index_en: '64', name_en: 'Raichu', international_only: true },
      ]);
    });

    it('rejects a bad English print naming the file, the print and the field, and writes nothing', async () => {
      const bad = write('bad-en.json', {
        ...doc([pikachu]),
        englishPrints: [englishPikachu, { ...englishPikachu, cardIndexEn: '41', effectId: 'xyz' }],
      });
      const err = await importCardFiles(handle.db, [bad]).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CardImportError);
      expect((err as Error).message).toContain('bad-en.json 第 2 张英文卡 (MEG 41) 字段 effectId');
      expect(await counts()).toEqual({ products: 0, cards: 0 });
      expect(await prints()).toEqual([]);
    });
  });
});
