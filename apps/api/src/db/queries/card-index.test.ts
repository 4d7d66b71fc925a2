import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyTestApp, type TestApp } from '#api/test/app.ts';
import { CardIndex, describeEnglishLine, englishLinesOfText, type EnglishLine } from './card-index.ts';

let t: TestApp;
let index: CardIndex;

beforeAll(async () => {
  t = await readOnlyTestApp();
  index = await CardIndex.load(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const line = (name: string, setCode: string | null = null, number: string | null = null): EnglishLine => ({
  qty: 1,
  name,
  setCode,
  number,
});

/** The Chinese card an English line resolves to, as a player would read it. */
async function resolve(l: EnglishLine, marks: string[] = []) {
  const found = index.english(l, marks);
  if (!found) return undefined;
  const row = await t.database.db
    .selectFrom('card')
    .select(['name', 'set_code', 'card_index', 'regulation_mark'])
    .where('card_id', '=', found.cardId)
    .executeTakeFirstOrThrow();
  return { name: row.name, print: `${row.set_code} ${row.card_index}`, mark: row.regulation_mark };
}

describe('English decklist lines on the default data', () => {
  it('resolves reprints named by a print other than the one the Chinese card shows', async () => {
    expect(await resolve(line('Lost Vacuum', 'CRZ', '135'))).toMatchObject({ name: '放逐吸尘器' });
    expect(await resolve(line('Arven', 'OBF', '186'))).toMatchObject({ name: '派帕' });
    expect(await resolve(line('Umbreon V', 'EVS', '94'))).toMatchObject({ name: '月亮伊布V' });
    expect(await resolve(line('Fezandipiti ex', 'SFA', '38'))).toMatchObject({ name: '吉雉鸡ex' });
    expect(await resolve(line('Charizard ex', 'PAF', '234'))).toMatchObject({ name: '喷火龙ex' });
    expect(await resolve(line('Ultra Ball', 'SVI', '196'))).toMatchObject({ name: '高级球' });
    // Leading zeros and lower case as some exports write them.
    expect(await resolve(line('Arven', 'obf', '0186'))).toMatchObject({ name: '派帕' });
  });

  it('resolves the lines real 2026 lists lost to the Chinese card, on its newest legal print', async () => {
    const standard = ['G', 'H', 'I'];
    for (const [l, name] of [
      [line("Boss's Orders (Giovanni)", 'RCL', '154'), '老大的指令'],
      [line("Boss's Orders (Giovanni)", 'SHF', '58'), '老大的指令'],
      [line("Professor's Research (Professor Oak)", 'CEL', '24'), '博士的研究'],
      [line("Team Rocket's Giovanni", 'DRI', '174'), '火箭队的坂木'],
      [line("Team Rocket's Giovanni", 'ASC', '204'), '火箭队的坂木'],
      [line("Team Rocket's Transceiver", 'DRI', '178'), '火箭队的接收器'],
      [line("N's PP Up", 'JTG', '153'), 'N的PP提升剂'],
      [line("Hop's Bag", 'JTG', '147'), '赫普的包包'],
      [line('Unfair Stamp', 'TWM', '165'), '不公印章'],
      [line('Gravity Mountain', 'SSP', '177'), '引力山岳'],
      [line('Academy at Night', 'SFA', '54'), '夜间学院'],
      [line('Ultra Ball', 'SVI', '196'), '高级球'],
      [line('Rare Candy', 'SVI', '191'), '神奇糖果'],
      [line('Switch', 'SVI', '194'), '宝可梦交替'],
    ] as const) {
      const found = await resolve(l, standard);
      expect(found?.name, describeEnglishLine(l)).toBe(name);
      expect(standard, describeEnglishLine(l)).toContain(found!.mark);
    }
    // Legal in no Standard of the data: the Chinese card all the same.
    expect(await resolve(line('Arceus VSTAR', 'BRS', '123'), standard)).toMatchObject({ name: '阿尔宙斯VSTAR' });
    expect(await resolve(line('Cheryl', 'BST', '123'), standard)).toMatchObject({ name: '芽米' });
  });

  it('chooses the G-mark reprint over an F-mark print for a Standard list', async () => {
    const prints = await t.database.db
      .selectFrom('card')
      .select(['regulation_mark'])
      .where('name', '=', '高级球')
      .execute();
    expect(prints.map((p) => p.regulation_mark)).toEqual(expect.arrayContaining(['F', 'G']));
    expect(await resolve(line('Ultra Ball', 'BRS', '150'), ['G', 'H', 'I'])).toMatchObject({ mark: 'G' });
    expect(await resolve(line('Ultra Ball', 'SVI', '196'), ['D', 'E', 'F'])).toMatchObject({ mark: 'F' });
  });

  it('reads promo sets as Pokémon TCG Live and Limitless write them', async () => {
    for (const [set, number] of [
      ['SP', '203'],
      ['PR-SW', '203'],
      ['SWSHP', 'SWSH203'],
      ['PR-SW', 'SWSH203'],
    ]) {
      expect(await resolve(line('Umbreon V', set, number)), `${set} ${number}`).toMatchObject({ name: '月亮伊布V' });
    }
    expect(await resolve(line('Pikachu V-UNION', 'SP', '139'))).toMatchObject({ name: '皮卡丘V-UNION' });
  });

  it('resolves basic energies and name-only lines', async () => {
    expect(await resolve(line('Fire Energy', 'SVE', '2'))).toMatchObject({ name: '基本火能量' });
    expect(await resolve(line('Metal Energy', 'SVE', '8'))).toMatchObject({ name: '基本钢能量' });
    expect(await resolve(line('Iono'))).toMatchObject({ name: '奇树' });
  });

  it('prefers a print legal in the event', async () => {
    const legal = await resolve(line('Ultra Ball', 'SVI', '196'), ['G', 'H']);
    expect(['G', 'H']).toContain(legal?.mark);
  });

  it('resolves every line of tournament lists of 2022 and 2024 as Pokémon TCG Live exports them', async () => {
    const lists = [
      `Pokémon: 20\n3 Charmander PAF 7\n1 Charmander MEW 4\n1 Charmeleon PAF 8\n2 Charizard ex OBF 125\n1 Charizard ex PAF 234\n3 Pidgey OBF 162
2 Pidgeot ex OBF 164\n1 Rotom V LOR 58\n1 Lumineon V BRS 40\n1 Manaphy BRS 41\n1 Radiant Charizard CRZ 20\n1 Fezandipiti ex SFA 38
1 Umbreon V EVS 94\n1 Squawkabilly ex PAL 169\n\nTrainer: 33\n4 Arven OBF 186\n2 Iono PAL 185\n2 Boss's Orders PAL 172
1 Professor's Research SVI 189\n4 Ultra Ball SVI 196\n4 Rare Candy SVI 191\n3 Nest Ball SVI 181\n1 Lost Vacuum CRZ 135\n1 Super Rod PAL 188
1 Forest Seal Stone SIT 156\n1 Defiance Band SVI 169\n1 Buddy-Buddy Poffin TEF 144\n1 Earthen Vessel PAR 163\n1 Counter Catcher PAR 160
1 Technical Machine: Evolution PAR 178\n1 Collapsed Stadium BRS 137\n1 Pal Pad SVI 182\n1 Switch Cart ASR 154\n1 Path to the Peak CRE 148
\nEnergy: 7\n6 Basic {R} Energy SVE 2\n1 Jet Energy PAL 190\n\nTotal Cards: 60`,
      `Pokémon: 18\n4 Lugia V SIT 138\n3 Lugia VSTAR SIT 139\n2 Archeops SIT 147\n1 Yveltal CEL 19\n1 Lumineon V BRS 40\n1 Radiant Greninja ASR 46
1 Comfey LOR 79\n1 Sableye LOR 70\n1 Cramorant LOR 50\n1 Giratina VSTAR LOR 131\n1 Kyogre CEL 3\n1 Pikachu V SP 60\n\nTrainer: 32
4 Professor's Research BRS 147\n2 Marnie SSH 169\n4 Quick Ball SSH 179\n2 Evolution Incense SSH 163\n1 Ordinary Rod SSH 171
1 Pokemon Catcher SSH 175\n1 Choice Belt BRS 135\n1 Lost City LOR 161\n2 Cross Switcher FST 230\n1 Colress's Experiment LOR 155
1 Mirage Gate LOR 163\n2 Battle VIP Pass FST 225\n2 Boss's Orders BRS 132\n1 Serena SIT 164\n1 Cyllene ASR 138\n1 Irida ASR 147
1 Trekking Shoes ASR 156\n1 Training Court RCL 169\n\nEnergy: 10\n4 Double Turbo Energy BRS 151\n2 Capture Energy RCL 171
4 Gift Energy LOR 171\n\nTotal Cards: 60`,
    ];
    for (const text of lists) {
      const { lines, errors } = englishLinesOfText(text);
      expect(errors).toEqual([]);
      expect(lines.length).toBeGreaterThan(25);
      expect(lines.filter((l) => index.english(l) === undefined).map(describeEnglishLine)).toEqual([]);
    }
  });

  it('resolves international-only prints to their own catalogue card, never to an invented Chinese one', async () => {
    const mega = line('Mega Lucario ex', 'MEG', '77');
    expect(index.englishPrint(mega)).toMatchObject({ nameEn: 'Mega Lucario ex', internationalOnly: true });
    expect(index.english(mega)).toMatchObject({ setCode: 'EN-MEG', cardIndex: '77', internationalOnly: true });
    expect(index.english(line('No Such Card', 'SVI', '999'))).toBeUndefined();
  });
});
