import { z } from 'zod';
import { Id, IsoDate, Paged, page, pageSize } from './common.ts';
import { CardSeries, ComparisonOp, HP_RANGE, PAGE_SIZES, RegulationGroup, RETREAT_RANGE } from './vocab.ts';

export const Product = z.object({
  setId: z.number().int(),
  setCode: z.string(),
  name: z.string(),
  series: z.string(),
  releaseDate: IsoDate,
  mainExpansion: z.boolean(),
  cardsNum: z.number().int(),
  regulationMark: z.string().nullable(),
});
export type Product = z.infer<typeof Product>;

export const CardRef = z.object({ setCode: z.string(), cardIndex: z.string() });

/** A card as shown in grids and result lists. */
export const CardBrief = z.object({
  setCode: z.string(),
  cardIndex: z.string(),
  name: z.string(),
  cardType: z.string(),
  rarity: z.string(),
  effectId: z.string(),
  imageUrl: z.string(),
  faceUrl: z.string().describe('generated card face, shown when imageUrl cannot load'),
});
export type CardBrief = z.infer<typeof CardBrief>;

export const ProductListRequest = z.object({});
export const ProductList = z.object({ list: z.array(Product) });
export const ProductDetailRequest = z.object({ setId: Id });
export const ProductDetail = Product.extend({ cards: z.array(CardBrief) });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const Ability = z.object({ name: z.string(), text: z.string() });
export const Attack = z.object({
  name: z.string(),
  text: z.string(),
  cost: z.string().describe('energy letters, e.g. "WWC"'),
  damage: z.string().describe('"20", "100+", "60×" or ""'),
});
export const TypeModifier = z.object({ energy: z.string(), value: z.string() });

export const PokemonAttr = z.object({
  stage: z.string(),
  energyType: z.string(),
  hp: z.number().int().nullable(),
  evolvesFrom: z.string().nullable(),
  ancientTrait: z.string().nullable(),
  ability: z.array(Ability),
  attack: z.array(Attack),
  weakness: TypeModifier.nullable(),
  resistance: TypeModifier.nullable(),
  retreatCost: z.number().int(),
});
export type PokemonAttr = z.infer<typeof PokemonAttr>;

export const RegulationLegal = z.object({ standard: z.boolean(), expanded: z.boolean(), smSeries: z.boolean() });
export const EffectSameCard = z.object({ setCode: z.string(), cardIndex: z.string(), cardName: z.string(), rarity: z.string() });

export const CardDetailRequest = z.object({ setCode: z.string().min(1).max(32), cardIndex: z.string().min(1).max(32) });
export const CardDetail = z.object({
  name: z.string(),
  cardType: z.string(),
  mechanic: z.string().nullable(),
  label: z.string().nullable(),
  is: z.array(z.string()),
  description: z.string().nullable(),
  yorenCode: z.string().nullable(),
  pokemonAttr: PokemonAttr.nullable(),
  setCode: z.string(),
  setId: z.number().int(),
  setName: z.string(),
  cardIndex: z.string(),
  setCardsNum: z.number().int(),
  artist: z.string().nullable(),
  rarity: z.string(),
  releaseDate: IsoDate,
  regulationMark: z.string().nullable(),
  effectId: z.string(),
  regulationLegal: RegulationLegal,
  effectSameCards: z.array(EffectSameCard),
  setCodeEn: z.string().nullable(),
  cardIndexEn: z.string().nullable(),
  nameEn: z.string().nullable(),
  imageUrl: z.string(),
  faceUrl: z.string(),
});
export type CardDetail = z.infer<typeof CardDetail>;

export const CardBasicSearchRequest = z.object({
  searchText: z.string().max(200).default(''),
  exact: z.boolean().default(false),
  unique: z.boolean().default(false),
  page: page(),
  pageSize: pageSize(PAGE_SIZES.search),
});
export const CardSearchResult = Paged(CardBrief);
export type CardSearchResult = z.infer<typeof CardSearchResult>;

export const CardAdvanceSearchParamsRequest = z.object({});
export const CardAdvanceSearchParams = z.object({
  expansion: z.array(z.object({ setName: z.string(), setCode: z.string(), setId: z.number().int() })),
  artist: z.array(z.string()),
  regulationMark: z.array(z.string()),
});

/**
 * A numeric comparison travels as an object `{op, value}`, e.g. `{"op": ">=", "value": 120}`;
 * the compact string form `">=120"` is accepted too. `null` or absent means no filter.
 */
export function Comparison(range: { min: number; max: number }) {
  const obj = z.object(
    { op: ComparisonOp, value: z.number().int().min(range.min).max(range.max) },
    { error: '应为比较条件，例如 ">=120" 或 {"op": ">=", "value": 120}' },
  );
  return z
    .preprocess((v) => {
      if (typeof v !== 'string') return v;
      const m = /^\s*(<=|>=|<|>|=)\s*(\d+)\s*$/.exec(v);
      return m ? { op: m[1], value: Number(m[2]) } : v;
    }, obj)
    .nullable()
    .default(null)
    .describe(`comparison: {"op": "<" | "<=" | "=" | ">" | ">=", "value": ${range.min}-${range.max}}, or the same as a string such as ">=120"; null or absent: no filter`);
}
export type ComparisonValue = { op: z.infer<typeof ComparisonOp>; value: number };

const strList = (max = 64) => z.array(z.string().max(max)).max(200).default([]);

export const CardAdvanceSearchRequest = z.object({
  unique: z.boolean().default(false),
  page: page(),
  pageSize: pageSize(PAGE_SIZES.search),
  name: z.string().max(100).default(''),
  text: z.string().max(200).default('').describe('effect text: abilities, attacks, trainer and energy text'),
  t: strList().describe('card types: Pokemon, Trainer, Energy, Item, Supporter, Stadium, Tool, Basic Energy, Special Energy'),
  mechanic: strList().describe('V, GX, Prism Star, Radiant, ex'),
  label: strList().describe('Fusion Strike, Single Strike, Rapid Strike, TAG TEAM, Ultra Beast'),
  is: strList().describe('any tag a card carries (mechanics, labels, V-UNION, ACE SPEC, ...)'),
  energy: strList(1).describe('Pokémon energy type letters'),
  stage: strList().describe('Basic, Stage 1, Stage 2, VMAX, V-UNION, VSTAR'),
  has: strList().describe('"ability": only Pokémon with an Ability'),
  weak: strList(1).describe('weakness energy letters'),
  rs: strList(1).describe('resistance energy letters'),
  series: z.array(CardSeries).max(10).default([]),
  setS: strList().describe('set codes'),
  artist: strList(200),
  r: strList().describe('rarities'),
  hp: Comparison(HP_RANGE),
  rc: Comparison(RETREAT_RANGE),
  reg: z.array(RegulationGroup).max(3).default([]),
  mark: strList(2).describe('regulation marks'),
});
export type CardAdvanceSearchRequest = z.infer<typeof CardAdvanceSearchRequest>;

export const CardEffectSearchRequest = z.object({ effectId: z.string().length(32) });
export const CardEffectSearch = z.object({ list: z.array(CardBrief) });

export type CardTreeNode = { yorenCode: string; name: string; treeItemList: CardTreeNode[] };
export const CardTreeNode: z.ZodType<CardTreeNode> = z.lazy(() =>
  z.object({ yorenCode: z.string(), name: z.string(), treeItemList: z.array(CardTreeNode) }),
).meta({ id: 'CardTreeNode' });
/** `GET /static/tree.json`: evolution lines, unwrapped (no envelope). */
export const CardTree = z.array(CardTreeNode);
