import type { CardBrief, CardSummary, PokemonAttr, Product } from '@ptcg/contract';
import { RARITY_NONE, type EnergyLetter } from '@ptcg/contract';
import { isProvisionalName } from '@ptcg/tcg';
import { ENERGY_NAMES, legality, toIsoDate } from '@ptcg/tcg';
import {
  advanceSearch,
  advanceSearchParams,
  basicSearch,
  cardsByEffect,
  findCard,
  findProduct,
  listProducts,
  productCards,
  summaryTags,
  type CardBriefRow,
  type ProductRow,
  type SearchPage,
} from '#api/db/queries/card.ts';
import { FREE_COST, vstarPowerOf } from '#api/lib/card-text.ts';
import type { Env } from '#api/env.ts';
import { cardFaceUrl, cardImageUrl } from '#api/lib/card-image.ts';
import type { AreaHandlers } from '../handler.ts';
import { notFound, paged } from '../handler.ts';
import { jsonColumn } from '#api/lib/json-column.ts';

function product(p: ProductRow): Product {
  return {
    setId: p.set_code,
    setCode: p.set_code,
    name: p.name,
    series: p.series,
    releaseDate: toIsoDate(p.release_date),
    mainExpansion: p.main_expansion,
    cardsNum: p.cards_num,
    regulationMark: p.regulation_mark,
  };
}

export function cardSummary(c: CardBriefRow): CardSummary {
  return {
    setCode: c.set_code,
    cardIndex: c.card_index,
    cardName: c.name,
    rarity: c.rarity || RARITY_NONE,
    effectId: c.effect_id,
    cardType: c.card_type,
    yorenCode: c.yoren_code,
    is: summaryTags(c.tags, c.stage),
    setCodeEn: c.set_code_en,
    cardIndexEn: c.card_index_en,
    nameEn: c.name_en,
    internationalOnly: c.international_only,
    nameProvisional: isProvisionalName({ internationalOnly: c.international_only, name: c.name, nameEn: c.name_en }),
  };
}

export function cardBrief(env: Pick<Env, 'CARD_IMAGE_URL'>, c: CardBriefRow): CardBrief {
  return {
    ...cardSummary(c),
    name: c.name,
    imageUrl: cardImageUrl(env, c.image_key, c.set_code, c.card_index),
    faceUrl: cardFaceUrl(c.set_code, c.card_index),
  };
}

const pagedBriefs = (env: Env, r: SearchPage, page: number, pageSize: number) =>
  paged(
    r.rows.map((c) => cardBrief(env, c)),
    r.total,
    page,
    pageSize,
  );

type StoredEntry = { name: string; text: string; cost?: string; damage?: string; isVStarPower?: boolean };
type StoredAttr = Omit<PokemonAttr, 'ability' | 'attack' | 'evolvesFrom' | 'ancientTrait'> & {
  ability: StoredEntry[];
  attack: StoredEntry[];
  evolvesFrom: string | null;
  ancientTrait: string | null;
};

/**
 * pokemon_attr in the answer's shape. Rows imported before VSTAR powers were flagged carry the
 * "[VSTAR力量]" name prefix and free attacks cost "": both are read the way current imports write
 * them. jsonb may come back as text from some drivers.
 */
function pokemonAttr(v: unknown): PokemonAttr | null {
  if (v === null) return null;
  const a = jsonColumn<StoredAttr>(v);
  const entry = (e: StoredEntry) => ({
    ...vstarPowerOf(e),
    text: e.text,
    ...(e.isVStarPower ? { isVStarPower: true } : {}),
  });
  return {
    ...a,
    evolvesFrom: a.evolvesFrom ?? '',
    ancientTrait: a.ancientTrait ?? '',
    ability: a.ability.map(entry),
    attack: a.attack.map((e) => ({ ...entry(e), cost: e.cost || FREE_COST, damage: e.damage ?? '' })),
  };
}

const energySymbols = (cost: string) =>
  cost === FREE_COST ? '' : [...cost].map((l) => `【${ENERGY_NAMES[l as EnergyLetter] ?? l}】`).join('');

/**
 * A Pokémon's rules text as printed: each ability and attack with its cost and damage, then any
 * further rules its record holds. Energy symbols are 【】 placeholders.
 */
function pokemonRulesText(a: PokemonAttr, rest: string | null): string {
  const lines: string[] = [];
  for (const ab of a.ability) {
    lines.push(`[${ab.isVStarPower ? 'VSTAR力量' : '特性'}] ${ab.name}`);
    if (ab.text) lines.push(ab.text);
  }
  for (const at of a.attack) {
    lines.push(
      [at.isVStarPower ? '[VSTAR力量]' : '', energySymbols(at.cost), at.name, at.damage]
        .filter((p) => p !== '')
        .join(' '),
    );
    if (at.text) lines.push(at.text);
  }
  if (rest) lines.push(rest);
  return lines.join('\n');
}

/** `label` as clients read it: the printed labels, Ancient / Future included, or null. */
function labelList(label: string | null, tags: readonly string[]): string[] | null {
  const out = [...(label ? [label] : []), ...tags.filter((t) => (t === 'Ancient' || t === 'Future') && t !== label)];
  return out.length > 0 ? out : null;
}

/**
 * The reprint rule: a card is legal in a format when a print of the same name and effect is, so an
 * F-mark 高级球 is usable in Standard while its G-mark reprint is.
 */
function reprintLegality(
  prints: { regulation_mark: string | null; series: string; set_code: string; card_type: string }[],
) {
  const each = prints.map((p) =>
    legality(p.regulation_mark, { series: p.series, setCode: p.set_code, cardType: p.card_type }),
  );
  return {
    standard: each.some((l) => l.standard),
    expanded: each.some((l) => l.expanded),
    smSeries: each.some((l) => l.smSeries),
  };
}

export const cardHandlers: AreaHandlers<'card'> = {
  'card/product-list': async (_body, ctx) => ({ list: (await listProducts(ctx.db)).map(product) }),

  'card/product-detail': async (body, ctx) => {
    const p = await findProduct(ctx.db, body.setId);
    if (!p) throw notFound('产品不存在');
    const cards = await productCards(ctx.db, p.set_id);
    return { ...product(p), cards: cards.map((c) => cardBrief(ctx.env, c)) };
  },

  'card/card-detail': async (body, ctx) => {
    const c = await findCard(ctx.db, body.setCode.trim(), body.cardIndex.trim());
    if (!c) throw notFound('卡牌不存在');
    const same = await cardsByEffect(ctx.db, c.effect_id);
    const attr = pokemonAttr(c.pokemon_attr);
    return {
      name: c.name,
      cardType: c.card_type,
      mechanic: c.mechanic,
      label: labelList(c.label, c.tags),
      is: summaryTags(c.tags, c.stage),
      description: attr ? pokemonRulesText(attr, c.description) : (c.description ?? ''),
      flavorText: c.flavor_text ?? '',
      yorenCode: c.yoren_code,
      pokemonAttr: attr,
      setCode: c.set_code,
      setId: c.set_code,
      setName: c.set_name,
      cardIndex: c.card_index,
      setCardsNum: String(c.set_cards_num),
      artist: c.artist ?? '',
      rarity: c.rarity || RARITY_NONE,
      releaseDate: toIsoDate(c.release_date),
      regulationMark: c.regulation_mark ?? '',
      effectId: c.effect_id,
      regulationLegal: reprintLegality([c, ...same]),
      effectSameCards: same.map(cardSummary),
      setCodeEn: c.set_code_en,
      cardIndexEn: c.card_index_en,
      nameEn: c.name_en,
      internationalOnly: c.international_only,
      nameProvisional: isProvisionalName({ internationalOnly: c.international_only, name: c.name, nameEn: c.name_en }),
      imageUrl: cardImageUrl(ctx.env, c.image_key, c.set_code, c.card_index),
      faceUrl: cardFaceUrl(c.set_code, c.card_index),
    };
  },

  'card/card-basic-search': async (body, ctx) =>
    pagedBriefs(ctx.env, await basicSearch(ctx.db, body), body.page, body.pageSize),

  'card/card-advance-search-params': async (_body, ctx) => advanceSearchParams(ctx.db),

  'card/card-advance-search': async (body, ctx) =>
    pagedBriefs(ctx.env, await advanceSearch(ctx.db, body), body.page, body.pageSize),

  'card/card-effect-search': async (body, ctx) => {
    const rows = await cardsByEffect(ctx.db, body.effectId.toLowerCase());
    return { list: rows.map((c) => cardBrief(ctx.env, c)) };
  },
};
