import type { CardBrief, PokemonAttr, Product } from '@ptcg/contract';
import { RARITY_NONE } from '@ptcg/contract';
import { legality, toIsoDate } from '@ptcg/tcg';
import {
  advanceSearch, advanceSearchParams, basicSearch, cardsByEffect, findCard, findProduct, listProducts, productCards,
  type CardBriefRow, type ProductRow, type SearchPage,
} from '../../db/queries/card.ts';
import type { Env } from '../../env.ts';
import { cardFaceUrl, cardImageUrl } from '../../lib/card-image.ts';
import type { AreaHandlers } from '../handler.ts';
import { notFound, paged } from '../handler.ts';

function product(p: ProductRow): Product {
  return {
    setId: p.set_id,
    setCode: p.set_code,
    name: p.name,
    series: p.series,
    releaseDate: toIsoDate(p.release_date),
    mainExpansion: p.main_expansion,
    cardsNum: p.cards_num,
    regulationMark: p.regulation_mark,
  };
}

export function cardBrief(env: Pick<Env, 'CARD_IMAGE_URL'>, c: CardBriefRow): CardBrief {
  return {
    setCode: c.set_code,
    cardIndex: c.card_index,
    name: c.name,
    cardType: c.card_type,
    rarity: c.rarity || RARITY_NONE,
    effectId: c.effect_id,
    imageUrl: cardImageUrl(env, c.image_key, c.set_code, c.card_index),
    faceUrl: cardFaceUrl(c.set_code, c.card_index),
  };
}

const pagedBriefs = (env: Env, r: SearchPage, page: number, pageSize: number) =>
  paged(r.rows.map((c) => cardBrief(env, c)), r.total, page, pageSize);

/** pokemon_attr is stored in the contract's shape; jsonb may come back as text from some drivers. */
const pokemonAttr = (v: unknown): PokemonAttr | null => (v === null ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as PokemonAttr));

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
    return {
      name: c.name,
      cardType: c.card_type,
      mechanic: c.mechanic,
      label: c.label,
      is: c.tags,
      description: c.description,
      yorenCode: c.yoren_code,
      pokemonAttr: pokemonAttr(c.pokemon_attr),
      setCode: c.set_code,
      setId: c.set_id,
      setName: c.set_name,
      cardIndex: c.card_index,
      setCardsNum: c.set_cards_num,
      artist: c.artist,
      rarity: c.rarity || RARITY_NONE,
      releaseDate: toIsoDate(c.release_date),
      regulationMark: c.regulation_mark,
      effectId: c.effect_id,
      regulationLegal: legality(c.regulation_mark, { series: c.series, setCode: c.set_code, cardType: c.card_type }),
      effectSameCards: same.map((s) => ({ setCode: s.set_code, cardIndex: s.card_index, cardName: s.name, rarity: s.rarity || RARITY_NONE })),
      setCodeEn: c.set_code_en,
      cardIndexEn: c.card_index_en,
      nameEn: c.name_en,
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
