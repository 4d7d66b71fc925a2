import type { DeckCard } from '@ptcg/contract';

/** A deck card with every field filled, for tests; override what the test is about. */
export function card(fields: Partial<DeckCard> & Pick<DeckCard, 'cardName' | 'count'>): DeckCard {
  return {
    cardType: 'Pokemon',
    yorenCode: null,
    is: [],
    setCode: 'CSV1C',
    cardIndex: '001',
    setCodeEn: null,
    cardIndexEn: null,
    nameEn: null,
    internationalOnly: false,
    nameProvisional: false,
    rarity: 'C',
    effectId: fields.cardName.padEnd(32, '0').slice(0, 32),
    stage: null,
    evolvesFrom: null,
    label: null,
    mechanic: null,
    imageUrl: '',
    faceUrl: '',
    ...fields,
  };
}
