import { describe, expect, it } from 'vitest';
import {
  cardDetailUrl,
  csvField,
  fromLiveSetCode,
  parseDeckText,
  toCsv,
  toLiveNumber,
  toLiveSetCode,
  toLiveText,
} from './deck-export.ts';
import { card } from './test-cards.ts';

const charmander = card({ cardName: '小火龙', count: 3, setCodeEn: 'PAF', cardIndexEn: '007', nameEn: 'Charmander' });
const charizard = card({
  cardName: '喷火龙ex',
  count: 2,
  setCodeEn: 'OBF',
  cardIndexEn: '125',
  nameEn: 'Charizard ex',
});
const pikachu = card({ cardName: '皮卡丘', count: 1, setCodeEn: 'SVP', cardIndexEn: '088', nameEn: 'Pikachu' });
const iono = card({
  cardName: '奇树',
  count: 4,
  cardType: 'Supporter',
  setCodeEn: 'PAL',
  cardIndexEn: '185',
  nameEn: 'Iono',
});
const chineseOnly = card({ cardName: '只在中文版的卡', count: 2, cardType: 'Item' });
const fire = card({ cardName: '基本火能量', count: 5, cardType: 'Basic Energy' });

describe('set codes and numbers for Pokémon TCG Live', () => {
  it('maps promo codes both ways', () => {
    expect(toLiveSetCode('SVP')).toBe('PR-SV');
    expect(toLiveSetCode('SWSHP')).toBe('PR-SW');
    expect(toLiveSetCode('SP')).toBe('PR-SW');
    expect(toLiveSetCode('SMP')).toBe('PR-SM');
    expect(toLiveSetCode('MEP')).toBe('PR-ME');
    expect(toLiveSetCode('PAF')).toBe('PAF');
    expect(fromLiveSetCode('PR-SV')).toBe('SVP');
    expect(fromLiveSetCode('PR-SW')).toBe('SWSHP');
    expect(fromLiveSetCode('PR-SM')).toBe('SMP');
    expect(fromLiveSetCode('PR-ME')).toBe('MEP');
    expect(fromLiveSetCode('TWM')).toBe('TWM');
  });

  it('drops leading zeros from numeric collector numbers only', () => {
    expect(toLiveNumber('007')).toBe('7');
    expect(toLiveNumber('TG05')).toBe('TG05');
    expect(toLiveNumber('SWSH061')).toBe('SWSH061');
  });
});

describe('toLiveText', () => {
  it('writes sections with recomputed counts, a blank line between them and the total last', () => {
    const { text, skipped } = toLiveText([charmander, charizard, pikachu, iono, fire]);
    expect(text).toBe(
      [
        'Pokémon: 6',
        '3 Charmander PAF 7',
        '2 Charizard ex OBF 125',
        '1 Pikachu PR-SV 88',
        '',
        'Trainer: 4',
        '4 Iono PAL 185',
        '',
        'Energy: 5',
        '5 Fire Energy SVE 2',
        '',
        'Total Cards: 15',
      ].join('\n'),
    );
    expect(skipped).toEqual([]);
  });

  it('skips cards without an international print and reports them', () => {
    const { text, skipped } = toLiveText([charmander, chineseOnly]);
    expect(skipped).toEqual([chineseOnly]);
    expect(text).not.toContain('Trainer:');
    expect(text.endsWith('Total Cards: 3')).toBe(true);
  });

  it('writes the header lines when asked', () => {
    const { text } = toLiveText([charmander], { createdBy: 'PTCG 中文站', deckCode: 'u0V77BXuvEFRERtCxS' });
    expect(text.split('\n').slice(0, 4)).toEqual([
      '# Created by: PTCG 中文站',
      '# 宝可梦官方微信小程序卡组ID: u0V77BXuvEFRERtCxS',
      '',
      'Pokémon: 3',
    ]);
  });

  it('merges two Chinese prints of the same international card', () => {
    const other = { ...charmander, setCode: 'CSV3C', cardIndex: '010', count: 1 };
    expect(toLiveText([charmander, other]).text).toContain('Pokémon: 4\n4 Charmander PAF 7\n');
  });

  it('can be read back by parseDeckText', () => {
    const { text } = toLiveText([charmander, charizard, pikachu, iono, fire], { deckCode: 'u0V77BXuvEFRERtCxS' });
    const parsed = parseDeckText(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.totals).toEqual({ pokemon: 6, trainer: 4, energy: 5, unknown: 0, total: 15 });
    expect(parsed.lines.find((l) => l.name === 'Pikachu')?.setCode).toBe('SVP');
  });
});

describe('toCsv', () => {
  it('writes QTY, Name, Type, URL rows with a BOM and CRLF line ends', () => {
    const csv = toCsv([charmander, iono, fire], { baseUrl: 'https://ptcg.example.cn/' });
    expect(csv).toBe(
      '\uFEFF' +
        [
          'QTY,Name,Type,URL',
          '3,小火龙,Pokémon,https://ptcg.example.cn/cards/CSV1C/001',
          '4,奇树,Trainer,https://ptcg.example.cn/cards/CSV1C/001',
          '5,基本火能量,Energy,https://ptcg.example.cn/cards/CSV1C/001',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('quotes names holding commas or quotes', () => {
    const odd = card({ cardName: '博士的研究,"奥琳"', count: 1, cardType: 'Supporter' });
    const csv = toCsv([odd], { baseUrl: 'https://x.cn', bom: false });
    expect(csv.split('\r\n')[1]).toBe('1,"博士的研究,""奥琳""",Trainer,https://x.cn/cards/CSV1C/001');
  });

  it('quotes fields with line breaks and leaves plain ones alone', () => {
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(4)).toBe('4');
  });

  it('escapes set codes and indices in card URLs', () => {
    expect(cardDetailUrl('https://x.cn', 'CSM2.5C', 'TG 1')).toBe('https://x.cn/cards/CSM2.5C/TG%201');
  });
});

describe('parseDeckText', () => {
  it('reads the Pokémon TCG Live format, ignoring written counts', () => {
    const text = [
      'Pokemon: 99',
      '3 Charmander PAF 7',
      '2 Charizard ex OBF 125 PH',
      '',
      'Trainer: 1',
      '4 Iono PAL 185',
      "2 Boss's Orders",
      '',
      'Energy: 5',
      '5 Fire Energy SVE 2',
      '',
      'Total Cards: 60',
    ].join('\n');
    const parsed = parseDeckText(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      { qty: 3, name: 'Charmander', setCode: 'PAF', number: '7', section: 'pokemon', energy: null, line: 2 },
      { qty: 2, name: 'Charizard ex', setCode: 'OBF', number: '125', section: 'pokemon', energy: null, line: 3 },
      { qty: 4, name: 'Iono', setCode: 'PAL', number: '185', section: 'trainer', energy: null, line: 6 },
      { qty: 2, name: "Boss's Orders", setCode: null, number: null, section: 'trainer', energy: null, line: 7 },
      { qty: 5, name: 'Fire Energy', setCode: 'SVE', number: '2', section: 'energy', energy: 'R', line: 10 },
    ]);
    expect(parsed.totals).toEqual({ pokemon: 5, trainer: 6, energy: 5, unknown: 0, total: 16 });
  });

  it('understands every basic energy spelling', () => {
    const parsed = parseDeckText(
      [
        'Energy: 4',
        '1 Basic {R} Energy SVE 2',
        '1 Basic {W} Energy Energy 3',
        '1 Darkness Energy SVE 7',
        '1 Basic Lightning Energy',
        '1 Basic {P} Energy Energy 5 PH',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((l) => [l.name, l.setCode, l.number, l.energy])).toEqual([
      ['Fire Energy', 'SVE', '2', 'R'],
      ['Water Energy', 'SVE', '3', 'W'],
      ['Darkness Energy', 'SVE', '7', 'D'],
      ['Lightning Energy', 'SVE', '4', 'L'],
      ['Psychic Energy', 'SVE', '5', 'P'],
    ]);
  });

  it('maps SVE numbers 1 to 8 to energy types when the name does not say', () => {
    const parsed = parseDeckText([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `1 Basic Energy SVE ${n}`).join('\n'));
    expect(parsed.lines.map((l) => l.energy).join('')).toBe('GRWLPFDM');
    expect(parsed.lines.every((l) => l.section === 'energy')).toBe(true);
  });

  it('does not mistake special energy for basic energy', () => {
    const [line] = parseDeckText('2 Double Turbo Energy BRS 151').lines;
    expect(line).toMatchObject({
      name: 'Double Turbo Energy',
      setCode: 'BRS',
      number: '151',
      energy: null,
      section: null,
    });
  });

  it('maps promo codes back to the card database codes', () => {
    expect(parseDeckText('1 Pikachu PR-SV 88').lines[0]?.setCode).toBe('SVP');
  });

  it('accepts comments, bullets, Windows line ends and Chinese headings', () => {
    const parsed = parseDeckText(
      '# 宝可梦官方微信小程序卡组ID: u0V77BXuvEFRERtCxS\r\n宝可梦：3\r\n* 3 Charmander PAF 7\r\n// note\r\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]?.section).toBe('pokemon');
  });

  it('reads the older Pokémon TCG Online layout', () => {
    const parsed = parseDeckText(
      [
        '****** Pokémon Trading Card Game Deck List ******',
        '',
        '##Pokémon - 1',
        '',
        '* 1 Pikachu PR-SV 88',
        '',
        '##Trainer Cards - 4',
        '',
        '* 4 Ultra Ball SVI 196',
        '',
        'Total Cards - 5',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((l) => [l.name, l.setCode, l.section])).toEqual([
      ['Pikachu', 'SVP', 'pokemon'],
      ['Ultra Ball', 'SVI', 'trainer'],
    ]);
  });

  it('accepts a decomposed accent in the Pokémon heading', () => {
    expect(parseDeckText('Poke\u0301mon: 1\n1 Pikachu PR-SV 88').lines[0]?.section).toBe('pokemon');
  });

  it('reports unreadable lines and impossible quantities with their line numbers', () => {
    const parsed = parseDeckText('Pokémon: 3\nCharmander PAF 7\n0 Charmander PAF 7\n3 Charmander PAF 7');
    expect(parsed.errors).toEqual([
      { line: 2, text: 'Charmander PAF 7', message: '无法识别这一行' },
      { line: 3, text: '0 Charmander PAF 7', message: '数量须在 1 到 60 之间' },
    ]);
    expect(parsed.totals.total).toBe(3);
  });
});

describe('parseDeckText on lists as players paste them', () => {
  const shape = (text: string) => parseDeckText(text).lines.map((l) => [l.qty, l.name, l.setCode, l.number, l.section]);

  it('accepts headings with the count in brackets', () => {
    const parsed = parseDeckText(
      [
        'Pokémon (2)',
        '2 Dreepy TWM 128',
        '',
        'Trainer (4)',
        '4 Arven SVI 166',
        '',
        'Energy (7)',
        '7 Fire Energy 2',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.totals).toMatchObject({ pokemon: 2, trainer: 4, energy: 7, unknown: 0, total: 13 });
  });

  it('reads "7 Fire Energy 2" as seven Fire Energy number 2, not a card named Fire', () => {
    expect(shape('7 Fire Energy 2')).toEqual([[7, 'Fire Energy', 'SVE', '2', 'energy']]);
    expect(shape('3 Basic {D} Energy 7')).toEqual([[3, 'Darkness Energy', 'SVE', '7', 'energy']]);
  });

  it('keeps special energies whose name ends with a number-like set', () => {
    expect(shape('4 Jet Energy PAL 190')).toEqual([[4, 'Jet Energy', 'PAL', '190', null]]);
    expect(shape('2 Reversal Energy PAL 192')[0]?.[1]).toBe('Reversal Energy');
  });

  it('reads a full Pokémon TCG Live export of 2024', () => {
    const text = [
      'Pokémon: 19',
      '4 Charmander PAF 7',
      '1 Charmeleon OBF 27',
      '3 Charizard ex OBF 125',
      '2 Pidgey OBF 162',
      '2 Pidgeot ex OBF 164',
      '1 Pidgeotto MEW 17',
      '2 Rotom V LOR 58',
      '1 Lumineon V BRS 40',
      '1 Manaphy BRS 41',
      '1 Radiant Charizard CRZ 20',
      '1 Fezandipiti ex SFA 38',
      '',
      'Trainer: 35',
      '4 Arven SVI 166',
      '3 Iono PAL 185',
      "2 Boss's Orders (Ghetsis) PAL 172",
      "1 Professor's Research (Professor Turo) SVI 190",
      '4 Rare Candy SVI 191',
      '4 Ultra Ball SVI 196',
      '3 Nest Ball SVI 181',
      '2 Super Rod PAL 188',
      '2 Counter Catcher PAR 160',
      '1 Prime Catcher TEF 157',
      '1 Lost Vacuum CRZ 135',
      '1 Forest Seal Stone SIT 156',
      '1 Defiance Band SVI 169',
      '3 Buddy-Buddy Poffin TEF 144',
      '2 Collapsed Stadium BRS 137',
      '1 Pokégear 3.0 SVI 186',
      '',
      'Energy: 6',
      '6 Basic {R} Energy SVE 2',
      '',
      'Total Cards: 60',
    ].join('\n');
    const parsed = parseDeckText(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.totals).toMatchObject({ pokemon: 19, trainer: 35, energy: 6, total: 60 });
    expect(parsed.lines.find((l) => l.name.startsWith('Boss'))).toMatchObject({
      name: "Boss's Orders (Ghetsis)",
      setCode: 'PAL',
      number: '172',
    });
    expect(parsed.lines.find((l) => l.name.startsWith('Pokégear'))).toMatchObject({ setCode: 'SVI', number: '186' });
  });

  it('reads Mega Evolution energy numbers and set codes with digits', () => {
    expect(shape('5 Basic {P} Energy MEE 5')).toEqual([[5, 'Psychic Energy', 'SVE', '5', 'energy']]);
    expect(shape('2 Mega Gardevoir ex MEG 62')).toEqual([[2, 'Mega Gardevoir ex', 'MEG', '62', null]]);
    expect(shape('1 Mew ex M1L 12')[0]?.[2]).toBe('M1L');
  });

  it('reads gallery and shiny numbers', () => {
    expect(
      shape('1 Radiant Greninja ASR 46\n1 Pikachu VMAX CRZ GG30\n1 Mew ex SV 107 PH\n1 Charizard SV SV107'),
    ).toEqual([
      [1, 'Radiant Greninja', 'ASR', '46', null],
      [1, 'Pikachu VMAX', 'CRZ', 'GG30', null],
      [1, 'Mew ex', 'SV', '107', null],
      [1, 'Charizard', 'SV', 'SV107', null],
    ]);
  });

  it('accepts quantities written 4x and tab or double spaces between fields', () => {
    expect(shape('4x Ultra Ball SVI 196\n3×  Nest Ball\tSVI 181')).toEqual([
      [4, 'Ultra Ball', 'SVI', '196', null],
      [3, 'Nest Ball', 'SVI', '181', null],
    ]);
  });

  it('accepts a dash between heading and count and Total without Cards', () => {
    const parsed = parseDeckText(
      'Pokémon – 1\n1 Pikachu ex SSP 57\nTrainers - 1\n1 Iono PAL 185\nEnergies: 1\n1 Basic Lightning Energy\nTotal: 3',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((l) => l.section)).toEqual(['pokemon', 'trainer', 'energy']);
  });

  it('reads Sword & Shield promos and keeps unknown set codes as written', () => {
    expect(shape('1 Lumineon V PR-SW 204\n1 Mewtwo ex PR-SM 12\n1 Pikachu MEP 1')).toEqual([
      [1, 'Lumineon V', 'SWSHP', '204', null],
      [1, 'Mewtwo ex', 'SMP', '12', null],
      [1, 'Pikachu', 'MEP', '1', null],
    ]);
  });

  it('reports the line number and text of what it cannot read', () => {
    const parsed = parseDeckText('Pokémon: 1\n1 Pikachu SVI 1\nsomething odd\n0 Iono PAL 185');
    expect(parsed.errors).toEqual([
      { line: 3, text: 'something odd', message: '无法识别这一行' },
      { line: 4, text: '0 Iono PAL 185', message: '数量须在 1 到 60 之间' },
    ]);
  });
});
