import { describe, expect, it } from 'vitest';
import { deckContentKey, isDeckCode } from './deck-code.ts';

const deck = [
  { setCode: 'CSV2C', cardIndex: 'TG05', count: 1 },
  { setCode: 'CSV1C', cardIndex: '001', count: 3 },
  { setCode: 'CSM2.5C', cardIndex: '010', count: 4 },
];

describe('deckContentKey', () => {
  it('lists prints sorted with their counts', () => {
    expect(deckContentKey(deck)).toBe('CSM2.5C/010*4|CSV1C/001*3|CSV2C/TG05*1');
  });

  it('ignores input order and merges split rows of one print', () => {
    const split = [
      { setCode: 'CSV1C', cardIndex: '001', count: 2 },
      { setCode: 'CSV2C', cardIndex: 'TG05', count: 1 },
      { setCode: 'CSM2.5C', cardIndex: '010', count: 4 },
      { setCode: 'CSV1C', cardIndex: '001', count: 1 },
    ];
    expect(deckContentKey(split)).toBe(deckContentKey(deck));
  });

  it('tells apart decks that differ in one count', () => {
    const other = deck.map((c) => ({ ...c, count: c.cardIndex === '001' ? 2 : c.count }));
    expect(deckContentKey(other)).not.toBe(deckContentKey(deck));
  });

  it('rejects counts that are not positive integers and reserved characters', () => {
    expect(() => deckContentKey([{ setCode: 'A', cardIndex: '1', count: 0 }])).toThrow(RangeError);
    expect(() => deckContentKey([{ setCode: 'A', cardIndex: '1', count: 1.5 }])).toThrow(RangeError);
    expect(() => deckContentKey([{ setCode: 'A|B', cardIndex: '1', count: 1 }])).toThrow(RangeError);
  });
});

describe('isDeckCode', () => {
  it('accepts exactly 18 letters and digits', () => {
    expect(isDeckCode('u0V77BXuvEFRERtCxS')).toBe(true);
    expect(isDeckCode('u0V77BXuvEFRERtCx')).toBe(false);
    expect(isDeckCode('u0V77BXuvEFRERtCxS1')).toBe(false);
    expect(isDeckCode('u0V77BXuvEFRERtCx-')).toBe(false);
  });
});
