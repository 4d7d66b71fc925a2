import { DECK_CODE_LENGTH, type DeckCard } from '@ptcg/contract';

/**
 * Deck identity. Two players with the identical list share one deck, so a deck is identified by its
 * content: deckContentKey is a canonical text of the list, each print (set code and collector index)
 * with its total count, sorted by code point, so the order of the input and split rows of the same
 * print do not matter ("CSV1C/001*3|CSV2C/TG05*1"); the server stores its SHA-256 as the content hash.
 *
 * A deck code is something else: the official WeChat mini-app's 18-character id of an uploaded list.
 * Only the mini-app can issue one, so the site keeps the codes that come with decks and makes none.
 */

export type DeckCodeCard = Pick<DeckCard, 'setCode' | 'cardIndex' | 'count'>;

const DECK_CODE_PATTERN = new RegExp(`^[0-9A-Za-z]{${DECK_CODE_LENGTH}}$`);

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

/** The shape of an official mini-app code: 18 letters and digits. */
export function isDeckCode(value: string): boolean {
  return DECK_CODE_PATTERN.test(value);
}
