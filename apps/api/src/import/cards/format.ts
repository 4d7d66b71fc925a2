import { CARD_SERIES, CARD_TYPES, ENERGY_LETTERS, RARITIES, STAGES } from '@ptcg/contract';
import { z } from 'zod';

/**
 * Our card interchange format (docs/data-formats.md, section "卡牌数据 (Cards)"): one JSON document
 * holding products with their cards, already in simplified Chinese and in the site's vocabulary.
 * The default dataset (data/cards.json.gz) and operators' own official data both use it.
 */
export const CARD_FORMAT_NAME = 'ptcg-cn-cards';
export const CARD_FORMAT_VERSION = 1;

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => z.string().max(max).nullable().default(null);
const energyLetter = z.enum(ENERGY_LETTERS);

/** A VSTAR power is an ordinary entry with its plain name, flagged. */
export const AbilityRecord = z.object({
  name: text(100).min(1),
  text: text(2000),
  isVStarPower: z.boolean().default(false),
});
export const AttackRecord = z.object({
  name: text(100).min(1),
  text: text(2000).default(''),
  cost: z
    .string()
    .regex(/^([GRWLPFDMYNC]*|0)$/, '费用只能由能量字母 G R W L P F D M Y N C 组成，免费招式写作 "0"')
    .default('0'),
  damage: z
    .string()
    .regex(/^(\d+[+×-]?)?$/, '伤害写作 "20"、"100+"、"60×"、"10-" 或 ""')
    .default(''),
  isVStarPower: z.boolean().default(false),
});
export const TypeModifierRecord = z.object({ energy: energyLetter, value: text(10).min(1) });

export const PokemonAttrRecord = z.object({
  stage: z.enum(STAGES),
  energyType: energyLetter,
  hp: z.number().int().min(10).max(400).nullable(),
  evolvesFrom: nullableText(60),
  ancientTrait: nullableText(60),
  ability: z.array(AbilityRecord).max(4).default([]),
  attack: z.array(AttackRecord).max(6).default([]),
  weakness: TypeModifierRecord.nullable().default(null),
  resistance: TypeModifierRecord.nullable().default(null),
  retreatCost: z.number().int().min(0).max(10),
});
export type PokemonAttrRecord = z.infer<typeof PokemonAttrRecord>;

const hex32 = z.string().regex(/^[0-9a-f]{32}$/, '应为 32 位小写十六进制');

export const CardRecord = z
  .object({
    cardIndex: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[0-9A-Za-z-]+$/, '编号只能含字母、数字和连字符'),
    name: text(100).min(1),
    cardType: z.enum(CARD_TYPES),
    mechanic: nullableText(30),
    label: nullableText(30),
    is: z.array(text(30)).max(10).default([]),
    rarity: z.enum(RARITIES),
    artist: nullableText(200),
    /** Rules text as printed beyond abilities and attacks (trainer and energy effects). Energy symbols as 【草】…【无】. */
    description: nullableText(4000),
    /** Pokédex flavour text: shown as such, never as rules. */
    flavorText: nullableText(1000),
    regulationMark: z
      .string()
      .regex(/^[A-Z]$/, '赛制标记应为一个大写字母')
      .nullable()
      .default(null),
    /** Omitted: the importer computes it from the normalised game text (see effectIdOf). */
    effectId: hex32.optional(),
    /** Omitted: `P<dex>` for a plain Pokémon, else the `Y<n>` of its game identity (table yoren_identity). */
    yorenCode: z.string().min(1).max(40).nullable().optional(),
    dexIds: z.array(z.number().int().min(1).max(2000)).max(3).default([]),
    pokemonAttr: PokemonAttrRecord.nullable().default(null),
    /** Key of the print's picture for the CARD_IMAGE_URL template, e.g. "zh-tw/SV/SV1S/001". */
    imageKey: nullableText(200),
    setCodeEn: nullableText(20),
    cardIndexEn: nullableText(20),
    nameEn: nullableText(100),
    /** A print of the international card data with no Chinese print yet: English texts, name 暂译 unless English. */
    internationalOnly: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if ((c.cardType === 'Pokemon') !== (c.pokemonAttr !== null)) {
      ctx.addIssue({ code: 'custom', path: ['pokemonAttr'], message: '宝可梦卡必须有 pokemonAttr，其他卡必须为 null' });
    }
    const bridged = [c.setCodeEn, c.cardIndexEn, c.nameEn].filter((v) => v !== null).length;
    if (bridged !== 0 && bridged !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['setCodeEn'],
        message: 'setCodeEn、cardIndexEn、nameEn 须同时给出或同时为 null',
      });
    }
  });
export type CardRecord = z.infer<typeof CardRecord>;
export type CardRecordInput = z.input<typeof CardRecord>;

export const ProductRecord = z.object({
  setId: z.number().int().min(1).max(2_147_483_647),
  setCode: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z.-]+$/, '产品代码只能含字母、数字、点和连字符'),
  name: text(100).min(1),
  nameEn: nullableText(100),
  series: z.enum(CARD_SERIES),
  releaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD')
    .nullable()
    .default(null),
  mainExpansion: z.boolean(),
  regulationMark: z
    .string()
    .regex(/^[A-Z]$/)
    .nullable()
    .default(null),
  /** A product of international-only cards (international-cards.ts), not a Chinese release. */
  international: z.boolean().default(false),
  cards: z.array(z.unknown()).max(2000),
});
export type ProductRecord = z.infer<typeof ProductRecord>;

/**
 * One international print (docs/data-formats.md, "English prints"): how decklists name it and the
 * effectId of the Chinese card it is a print of.
 */
export const EnglishPrintRecord = z.object({
  setCodeEn: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z.-]+$/, '英文系列代码只能含字母、数字、点和连字符'),
  cardIndexEn: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z-]+$/, '编号只能含字母、数字和连字符'),
  nameEn: text(100).min(1),
  cardType: z.enum(CARD_TYPES),
  regulationMark: z
    .string()
    .regex(/^[A-Z]$/, '赛制标记应为一个大写字母')
    .nullable()
    .default(null),
  releaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD')
    .nullable()
    .default(null),
  imageKey: nullableText(200),
  /** Game identity compared with Chinese cards (species, stage, HP, attack costs and damages ...), null when not comparable. */
  matchKey: nullableText(300),
  /** The numbers of the print's attack and ability texts, sorted: decides between Chinese cards of one match key. */
  numbers: text(300).default(''),
  effectId: hex32,
  /** No Chinese print of the card is known yet: effectId is a digest of the English identity. */
  internationalOnly: z.boolean().default(false),
});
export type EnglishPrintRecord = z.infer<typeof EnglishPrintRecord>;

/** The document: cards are validated one by one by the importer so that errors can name the card. */
export const CardFile = z.object({
  format: z.literal(CARD_FORMAT_NAME),
  version: z.literal(CARD_FORMAT_VERSION),
  source: z.string().max(500).optional(),
  products: z.array(z.unknown()),
  englishPrints: z.array(z.unknown()).optional(),
});

export interface CardDocument {
  format: typeof CARD_FORMAT_NAME;
  version: typeof CARD_FORMAT_VERSION;
  source?: string;
  products: (Omit<ProductRecord, 'cards' | 'international'> & { international?: boolean; cards: CardRecordInput[] })[];
  englishPrints?: EnglishPrintRecord[];
}
