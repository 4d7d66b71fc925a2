import type { CardRecordInput } from './format.ts';
import { ANCIENT_TRAINERS, FUTURE_TRAINERS, TERA_PRINTS } from './english-card-tags.ts';

export type EnglishTag = 'Tera' | 'Ancient' | 'Future';

/**
 * The tags TCGdex does not record, by the effect of the English prints that bear them
 * (english-card-tags.ts): Tera Pokémon, and trainers printed with the Ancient or Future tag. A tag is a
 * property of the card, so every print of the effect takes it, Chinese and reprints alike.
 */
export function englishTagsByEffect(
  prints: readonly { setCodeEn: string; cardIndexEn: string; nameEn: string; effectId: string }[],
): Map<string, EnglishTag> {
  const tags = new Map<string, EnglishTag>();
  for (const p of prints) {
    if (TERA_PRINTS.has(`${p.setCodeEn} ${p.cardIndexEn}`)) tags.set(p.effectId, 'Tera');
    else if (ANCIENT_TRAINERS.has(p.nameEn)) tags.set(p.effectId, 'Ancient');
    else if (FUTURE_TRAINERS.has(p.nameEn)) tags.set(p.effectId, 'Future');
  }
  return tags;
}

/**
 * Gives a card its tag: Tera among a Pokémon's tags (the card page shows it as 太晶; the rule's mainland
 * wording has no source, so `ancientTrait` stays empty); Ancient / Future as a trainer's label.
 */
export function applyEnglishTag(card: CardRecordInput, tag: EnglishTag | undefined): void {
  if (!tag) return;
  const isPokemon = card.cardType === 'Pokemon';
  if (tag === 'Tera' ? !isPokemon : isPokemon) return;
  card.is = [...(card.is ?? []).filter((t) => t !== tag), tag];
  if (!isPokemon) card.label = tag;
}
