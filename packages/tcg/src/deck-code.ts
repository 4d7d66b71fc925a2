import { DECK_CODE_LENGTH, type DeckCard } from '@ptcg/contract';

/**
 * Deck identity. Two players with the identical list share one deck, so a deck is identified by its
 * content:
 * 1. deckContentKey: a canonical text of the list. Each print (set code and collector index) with
 *    its total count, sorted by code point, so the order of the input and split rows of the same
 *    print do not matter. Example: "CSV1C/001*3|CSV2C/TG05*1".
 * 2. The caller takes the SHA-256 of that text as hex (node:crypto on the server, WebCrypto in the
 *    browser), which is the deck's content hash.
 * 3. deckCodeFromDigest turns the digest into the 18-character base62 deck code.
 */

export type DeckCodeCard = Pick<DeckCard, 'setCode' | 'cardIndex' | 'count'>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DECK_CODE_PATTERN = new RegExp(`^[0-9A-Za-z]{${DECK_CODE_LENGTH}}$`);
/** 18 base62 digits hold about 107 bits; 28 hex digits (112 bits) are needed to fill them. */
const MIN_DIGEST_HEX = 28;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function deckContentKey(cards: readonly DeckCodeCard[]): string {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (!Number.isInteger(card.count) || card.count <= 0)
      throw new RangeError(`卡牌数量无效: ${card.setCode}/${card.cardIndex}`);
    if (/[/*|]/.test(card.setCode + card.cardIndex))
      throw new RangeError(`卡牌编号含有保留字符: ${card.setCode}/${card.cardIndex}`);
    const key = `${card.setCode}/${card.cardIndex}`;
    counts.set(key, (counts.get(key) ?? 0) + card.count);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, count]) => `${key}*${count}`)
    .join('|');
}

/** 18 base62 characters from a hex digest (big-endian number, least significant digit last). */
export function deckCodeFromDigest(hexDigest: string): string {
  if (!/^[0-9a-fA-F]+$/.test(hexDigest) || hexDigest.length < MIN_DIGEST_HEX) {
    throw new RangeError('摘要须为至少 28 位的十六进制字符串');
  }
  let value = BigInt(`0x${hexDigest}`);
  const digits: string[] = [];
  for (let i = 0; i < DECK_CODE_LENGTH; i++) {
    digits.push(BASE62[Number(value % 62n)] as string);
    value /= 62n;
  }
  return digits.reverse().join('');
}

export function isDeckCode(value: string): boolean {
  return DECK_CODE_PATTERN.test(value);
}
