import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deckCodeFromDigest, deckContentKey, isDeckCode } from './deck-code.ts';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const codeOf = (cards: Parameters<typeof deckContentKey>[0]): string =>
  deckCodeFromDigest(sha256(deckContentKey(cards)));

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

describe('deckCodeFromDigest', () => {
  it('gives 18 base62 characters, the same every time', () => {
    const code = codeOf(deck);
    expect(code).toHaveLength(18);
    expect(code).toMatch(/^[0-9A-Za-z]{18}$/);
    expect(codeOf([...deck].reverse())).toBe(code);
  });

  it('is the low 18 base62 digits of the digest', () => {
    expect(deckCodeFromDigest('0'.repeat(64))).toBe('0'.repeat(18));
    expect(deckCodeFromDigest('0'.repeat(62) + '3d')).toBe('0'.repeat(17) + 'z'); // 61
    expect(deckCodeFromDigest('0'.repeat(62) + '3e')).toBe('0'.repeat(16) + '10'); // 62
  });

  it('gives different codes for different decks', () => {
    const codes = new Set<string>();
    for (let n = 1; n <= 500; n++) codes.add(codeOf([{ setCode: 'CSV1C', cardIndex: String(n), count: 1 }]));
    expect(codes.size).toBe(500);
  });

  it('refuses digests that are not hex or too short', () => {
    expect(() => deckCodeFromDigest('xyz')).toThrow(RangeError);
    expect(() => deckCodeFromDigest('abcdef')).toThrow(RangeError);
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
