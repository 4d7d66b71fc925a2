import { z } from 'zod';
import { Id, ID_MAX, IsoDate, Paged, page, pageSize } from './common.ts';
import { DECK_CODE_LENGTH, EFFECT_ID_LENGTH, KEY_CARD_QTY, PAGE_SIZES, PAST_MONTHS, PRIORITY, TOP_CUTS } from './vocab.ts';

export const DeckCard = z.object({
  count: z.number().int(),
  cardType: z.string(),
  cardName: z.string(),
  yorenCode: z.string().nullable(),
  is: z.array(z.string()),
  setCode: z.string(),
  cardIndex: z.string(),
  setCodeEn: z.string().nullable(),
  cardIndexEn: z.string().nullable(),
  nameEn: z.string().nullable(),
  rarity: z.string(),
  effectId: z.string(),
  stage: z.string().nullable(),
  evolvesFrom: z.string().nullable(),
  label: z.string().nullable(),
  mechanic: z.string().nullable(),
  imageUrl: z.string(),
  faceUrl: z.string(),
});
export type DeckCard = z.infer<typeof DeckCard>;

export const VariantRef = z.object({
  variantId: z.number().int().nullable(),
  variantName: z.string(),
  variantIcon: z.array(z.string()),
});
export type VariantRef = z.infer<typeof VariantRef>;

export const Deck = z.object({
  deckId: z.number().int(),
  deckCode: z.string(),
  cards: z.array(DeckCard),
  variant: VariantRef.extend({ deckId: z.number().int() }),
});
export type Deck = z.infer<typeof Deck>;

export const DeckDetailRequest = z.object({ deckId: Id });
export const DeckExportMiniappRequest = z.object({
  deckCode: z.string().trim().length(DECK_CODE_LENGTH, `请输入 ${DECK_CODE_LENGTH} 位卡组代码`),
});

/** One archetype's row in a statistics table. Counts and points are team-weighted; raw* are not. */
export const DeckStatRow = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string().describe('"-" when none'),
  icon: z.array(z.string()),
  count: z.number(),
  share: z.number(),
  share2: z.number().describe('share of points'),
  points: z.number(),
  points2: z.number(),
  rawCount: z.number().int(),
  rawShare: z.number(),
  rawPoints: z.number(),
  topcutTimes: z.array(z.number()).length(5).describe('cumulative [champion, top 2, top 4, top 8, top 16]'),
});
export type DeckStatRow = z.infer<typeof DeckStatRow>;
export const DeckStats = z.object({
  list: z.array(DeckStatRow),
  deckNum: z.number(),
  tournamentNum: z.number().int(),
});
export type DeckStats = z.infer<typeof DeckStats>;

export const DeckStaticByDateAndRegRequest = z.object({
  topCuts: z.number().int().refine((n) => n === 0 || (TOP_CUTS as readonly number[]).includes(n), '不支持的 TopCut').default(0)
    .describe('0 for all entries, else one of 1, 2, 4, 8, 16, 32, 64'),
  isVariant: z.boolean().default(false),
  lastWeek: z.number().int().min(0).max(4).default(0).describe('N weeks ago, a single Monday–Sunday week; 0 = unused'),
  pastWeek: z.number().int().min(0).max(4).default(0).describe('the past N weeks; 0 = unused'),
  pastMonth: z.number().int().refine((n) => n === 0 || (PAST_MONTHS as readonly number[]).includes(n), '不支持的时间范围').default(0)
    .describe('the past N months (1, 3, 6, 12); 0 = unused'),
  regulation: z.string().max(40).default(''),
  regulationMark: z.string().max(20).default(''),
  hasTeam: z.boolean().default(false),
});
export const DeckStaticByTourRequest = z.object({
  tournamentId: Id,
  topcut: z.number().int().min(0).max(1024).default(0).describe('0 = all entries'),
  points: z.boolean().default(false).describe('only entries that scored points'),
  isVariant: z.boolean().default(false),
});

export const KeyEffect = z.object({
  effectId: z.string(),
  qty: z.number().int(),
  setCode: z.string().nullable(),
  cardIndex: z.string().nullable(),
  cardName: z.string().nullable(),
  rarity: z.string().nullable(),
});
export const CategoryVariant = z.object({ id: z.number().int(), name: z.string(), icons: z.array(z.string()) });
export const DeckCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  label: z.string(),
  icons: z.array(z.string()),
  priority: z.number().int(),
  keyEffect: z.array(KeyEffect),
  variants: z.array(CategoryVariant),
  isVariant: z.boolean(),
});
export type DeckCategory = z.infer<typeof DeckCategory>;

export const CategoryDetailRequest = z.object({ id: Id });
export const CategoryRecentPlayRequest = z.object({
  id: Id,
  all: z.boolean().default(false).describe('true: the category and all its variants'),
  page: page(),
  pageSize: pageSize(PAGE_SIZES.categoryRecentPlay),
});
export const RecentPlayRow = z.object({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  date: IsoDate,
  playerPinCode: z.string(),
  playerName: z.string(),
  rank: z.number().int(),
  variantIcon: z.array(z.string()),
  variantName: z.string(),
  deckId: z.number().int(),
  points: z.number(),
  regulation: z.string(),
  qualified: z.boolean(),
});
export const CategoryRecentPlay = Paged(RecentPlayRow);

export const CoreCardRequest = z.object({
  variant: Id.describe('category or variant id'),
  regulation: z.string().max(40).default(''),
  showPopular: z.boolean().default(false).describe('only cards played by at least 10% of decks'),
});
export const CoreCardUsage = z.object({ qty: z.number().int(), num: z.number().int(), usage: z.number() });
export const CoreCardRow = z.object({
  usage: z.array(CoreCardUsage).describe('cumulative: decks playing at least qty copies'),
  averageUsage: z.number(),
  cardType: z.string(),
  is: z.array(z.string()),
  cardName: z.string(),
  yorenCode: z.string().nullable(),
  setCode: z.string(),
  cardIndex: z.string(),
  imageUrl: z.string(),
  faceUrl: z.string(),
});
export const CoreCards = z.object({
  regulation: z.string(),
  total: z.number().int(),
  regulationCount: z.array(z.object({ regulation: z.string(), count: z.number().int() })),
  list: z.array(CoreCardRow),
});

export const DeckRecentByCardRequest = z.object({ setCode: z.string().min(1).max(32), cardIndex: z.string().min(1).max(32) });
export const DeckRecentByCard = z.object({
  status: z.enum(['ok', 'Processing']),
  list: z.array(z.object({
    date: IsoDate,
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    rank: z.number().int(),
    points: z.number(),
    qualified: z.boolean(),
    icon: z.array(z.string()),
    deckId: z.number().int(),
  })),
});

export const TopPlayerRequest = z.object({
  id: Id,
  all: z.boolean().default(false),
  page: page(),
  pageSize: pageSize(PAGE_SIZES.topPlayers),
});
export const TopPlayer = z.object({ ranking: z.number().int(), pinCode: z.string(), playerName: z.string(), points2: z.number() });
export const TopPlayers = Paged(TopPlayer);

export const CategoryListRequest = z.object({ id: z.number().int().min(0).max(ID_MAX).default(0).describe('0 = every category') });
export const CategoryList = z.object({ list: z.array(DeckCategory) });

export const KeyEffectInput = z.object({
  effectId: z.string().length(EFFECT_ID_LENGTH, 'effectId 必须为 32 位'),
  qty: z.number().int().min(KEY_CARD_QTY.min, '关键卡数量须在 1 到 4 之间').max(KEY_CARD_QTY.max, '关键卡数量须在 1 到 4 之间'),
});
export const CategoryUpsertRequest = z.object({
  id: z.number().int().min(1, 'ID 必须大于 0').max(ID_MAX).nullable().default(null),
  parentId: z.number().int().min(1).max(ID_MAX).nullable().default(null),
  icon: z.array(z.string().min(1).max(64)).min(1, '至少需要一个图标').max(4),
  label: z.string().max(40).default(''),
  name: z.string().trim().min(1, '名称太短').max(60),
  priority: z.number().int().min(PRIORITY.min).max(PRIORITY.max).default(PRIORITY.default),
  keyEffect: z.array(KeyEffectInput).max(20).default([])
    .refine((list) => new Set(list.map((k) => k.effectId)).size === list.length, '关键卡中有重复的 effectId'),
});
export type CategoryUpsertRequest = z.infer<typeof CategoryUpsertRequest>;
export const CategoryUpsert = z.string().describe('message shown in the Success notice');
export const CategoryDeleteRequest = z.object({ id: Id });
