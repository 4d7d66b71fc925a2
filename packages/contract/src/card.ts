import { z } from 'zod';
import { Id, IsoDate, Paged, page, pageSize } from './common.ts';
import { CardSeries, ComparisonOp, HP_RANGE, PAGE_SIZES, RegulationGroup, RETREAT_RANGE } from './vocab.ts';

/** A product's own code ("CSV7C", "SV1S"): clients use it as a directory name and as the key cards' setCode points to. */
export const SetId = z.string().describe('the product code, e.g. "CSV7C"');

export const Product = z.object({
  setId: SetId,
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

/**
 * The one row every card list answers (product cards, effectSameCards, deck cards): `is` holds the
 * mechanic tags plus the stage (`["ex", "Stage 2"]`, `["Basic"]`).
 */
export const CardSummary = z.object({
  setCode: z.string(),
  cardIndex: z.string(),
  cardName: z.string(),
  rarity: z.string(),
  effectId: z.string(),
  cardType: z.string(),
  yorenCode: z.string().nullable(),
  is: z.array(z.string()),
  setCodeEn: z.string().nullable(),
  cardIndexEn: z.string().nullable(),
  nameEn: z.string().nullable(),
  internationalOnly: z
    .boolean()
    .describe('an international print with no Chinese print yet: shown as 尚无中文版, its texts in English'),
  nameProvisional: z.boolean().describe('the Chinese name is built from printed parts, not printed: shown as 暂译'),
});
export type CardSummary = z.infer<typeof CardSummary>;

/** A card as shown in grids and result lists: the summary with its pictures. */
export const CardBrief = CardSummary.extend({
  name: z.string().describe('same as cardName'),
  imageUrl: z.string(),
  faceUrl: z.string().describe('generated card face, shown when imageUrl cannot load'),
});
export type CardBrief = z.infer<typeof CardBrief>;

export const ProductListRequest = z.object({});
export const ProductList = z.object({ list: z.array(Product) });
/** A number is read as the product's former numeric id, so old links keep working. */
export const ProductDetailRequest = z.object({
  setId: z.union([z.string().trim().min(1).max(20), Id]).describe('the product code, e.g. "CSV7C"'),
});
export const ProductDetail = Product.extend({ cards: z.array(CardBrief) });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const Ability = z.object({ name: z.string(), text: z.string(), isVStarPower: z.boolean() });
export const Attack = z.object({
  name: z.string(),
  text: z.string(),
  cost: z.string().describe('energy letters, e.g. "WWC"; "0" for a free attack'),
  damage: z.string().describe('"20", "100+", "60×" or ""'),
  isVStarPower: z.boolean(),
});
export const TypeModifier = z.object({ energy: z.string(), value: z.string() });

export const PokemonAttr = z.object({
  stage: z.string(),
  energyType: z.string(),
  hp: z.number().int().nullable(),
  evolvesFrom: z.string().describe('a name, "" for none'),
  ancientTrait: z.string().describe('"" for none'),
  ability: z.array(Ability),
  attack: z.array(Attack),
  weakness: TypeModifier.nullable(),
  resistance: TypeModifier.nullable(),
  retreatCost: z.number().int(),
});
export type PokemonAttr = z.infer<typeof PokemonAttr>;

export const RegulationLegal = z.object({ standard: z.boolean(), expanded: z.boolean(), smSeries: z.boolean() });

export const CardDetailRequest = z.object({ setCode: z.string().min(1).max(32), cardIndex: z.string().min(1).max(32) });
export const CardDetail = z.object({
  name: z.string(),
  cardType: z.string(),
  mechanic: z.string().nullable(),
  label: z.array(z.string()).nullable().describe('e.g. ["TAG TEAM"], ["Single Strike"], ["Ancient"]; null for none'),
  is: z.array(z.string()),
  description: z
    .string()
    .describe('the printed rules text (abilities, attacks, rule box, trainer effect) with 【】 placeholders'),
  flavorText: z.string().describe('Pokédex flavour text, "" for none; never rules'),
  yorenCode: z.string().nullable(),
  pokemonAttr: PokemonAttr.nullable(),
  setCode: z.string(),
  setId: SetId,
  setName: z.string(),
  cardIndex: z.string(),
  setCardsNum: z.string(),
  artist: z.string(),
  rarity: z.string(),
  releaseDate: IsoDate,
  regulationMark: z.string(),
  effectId: z.string(),
  regulationLegal: RegulationLegal,
  effectSameCards: z.array(CardSummary),
  setCodeEn: z.string().nullable(),
  cardIndexEn: z.string().nullable(),
  nameEn: z.string().nullable(),
  internationalOnly: CardSummary.shape.internationalOnly,
  nameProvisional: CardSummary.shape.nameProvisional,
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
  expansion: z.array(z.object({ setName: z.string(), setCode: z.string(), setId: SetId })),
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
    .describe(
      `comparison: {"op": "<" | "<=" | "=" | ">" | ">=", "value": ${range.min}-${range.max}}, or the same as a string such as ">=120"; null or absent: no filter`,
    );
}
export type ComparisonValue = { op: z.infer<typeof ComparisonOp>; value: number };

const strList = (max = 64) => z.array(z.string().max(max)).max(200).default([]);

export const CardAdvanceSearchRequest = z.object({
  unique: z.boolean().default(false),
  page: page(),
  pageSize: pageSize(PAGE_SIZES.search),
  name: z.string().max(100).default(''),
  text: z.string().max(200).default('').describe('effect text: abilities, attacks, trainer and energy text'),
  t: strList().describe(
    'card types: Pokemon, Trainer, Energy, Item, Supporter, Stadium, Tool, Basic Energy, Special Energy',
  ),
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
export const CardTreeNode: z.ZodType<CardTreeNode> = z
  .lazy(() => z.object({ yorenCode: z.string(), name: z.string(), treeItemList: z.array(CardTreeNode) }))
  .meta({ id: 'CardTreeNode' });
/** `GET /static/tree.json`: evolution lines, unwrapped (no envelope). */
export const CardTree = z.array(CardTreeNode);
