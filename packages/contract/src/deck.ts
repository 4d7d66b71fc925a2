import { z } from 'zod';
import { CardSummary } from './card.ts';
import { Id, ID_MAX, IsoDate, Paged, page, pageSize } from './common.ts';
import {
  DECK_CODE_LENGTH,
  EFFECT_ID_LENGTH,
  KEY_CARD_QTY,
  MATCHUP_MIN_GAMES,
  MATCHUP_TOP,
  PAGE_SIZES,
  PAST_MONTHS,
  PRIORITY,
  TOP_CUTS,
} from './vocab.ts';

export const DeckCard = CardSummary.extend({
  count: z.number().int(),
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

/** A line of an imported English list that matches no card of the card table, as the source wrote it. */
export const DeckUnresolvedCard = z.object({
  count: z.number().int(),
  nameEn: z.string(),
  setCodeEn: z.string().nullable(),
  cardIndexEn: z.string().nullable(),
  reason: z.string(),
  /** The international picture of the print the line names, when the card data holds it and CARD_IMAGE_URL can address it. */
  imageUrl: z.string().nullable(),
});
export type DeckUnresolvedCard = z.infer<typeof DeckUnresolvedCard>;

export const Deck = z.object({
  deckId: z.number().int(),
  deckCode: z
    .string()
    .describe(
      "the official WeChat mini-app's 18-character code when the deck came with one from the official data, otherwise ''",
    ),
  cards: z.array(DeckCard),
  variant: VariantRef.extend({ deckId: z.number().int() }),
  /** Lines of the imported list that match no card: part of the deck (cards + these = the whole list). */
  unresolved: z.array(DeckUnresolvedCard),
});
export type Deck = z.infer<typeof Deck>;

export const DeckDetailRequest = z.object({ deckId: Id });
export const DeckExportMiniappRequest = z.object({
  deckCode: z.string().trim().length(DECK_CODE_LENGTH, `请输入 ${DECK_CODE_LENGTH} 位卡组代码`),
});

/**
 * One archetype's row in a statistics table. count, points and points2 are team-weighted (a deck of a
 * team of n decks counts 1/n and carries 1/n of the team's points); raw* are plain sums over decks.
 * The decks of no archetype are the row id 0, named 未分类, always last, with no conversion or 晋级率.
 */
export const DeckStatRow = z.object({
  id: z.number().int().describe('variant id (isVariant) or category id; 0 = decks of no archetype (未分类)'),
  name: z.string(),
  label: z.string().describe('mechanic word of the main attacker (ex, VSTAR, V …); "-" when none'),
  icon: z.array(z.string()).describe('one slug, or two for a two-Pokémon archetype'),
  count: z.number(),
  share: z.number().describe('count / total count, 0..1'),
  share2: z.number().describe('points2 / total points2 (share of match points), 0..1'),
  points: z.number().describe('placement (ladder) points'),
  points2: z
    .number()
    .describe('match points: 3 per swiss win, 1 per tie, summed over the decks (whole numbers on individual events)'),
  rawCount: z.number().int(),
  rawShare: z.number(),
  rawShare2: z.number().describe('rawPoints / total rawPoints'),
  rawPoints: z.number().describe('match points before team weighting'),
  topcutTimes: z
    .array(z.number())
    .length(5)
    .describe('cumulative [champion, top 2, top 4, top 8, top 16] (decks, not weighted)'),
  conversion: z.number().nullable().describe('share2 / share from 20 decks on, else null; null for 未分类'),
  advanceRate: z
    .number()
    .nullable()
    .describe(
      '晋级率: top-cut entries / entries, over events whose top cut is known; null when none is, and for 未分类',
    ),
  prevShare: z.number().nullable().describe('share in the previous window of the same length; null without a window'),
  change: z.number().nullable().describe('share / prevShare; null when there is no previous share'),
});
export type DeckStatRow = z.infer<typeof DeckStatRow>;
/** Share of each of the top archetypes in one Monday–Sunday week of the window. */
export const DeckShareWeek = z.object({
  week: z.string().describe('the Monday, YYYY-MM-DD'),
  deckNum: z.number(),
  shares: z.array(z.object({ id: z.number().int(), count: z.number(), share: z.number() })),
});
export const DeckStats = z.object({
  list: z.array(DeckStatRow),
  deckNum: z.number().describe('sum of count over the rows'),
  tournamentNum: z.number().int(),
  from: z.string().nullable().describe('first day of the window, YYYY-MM-DD; null for all time'),
  to: z.string().nullable(),
  weekly: z.array(DeckShareWeek).describe('by-date only: the top archetypes (first rows of list) week by week'),
});
export type DeckStats = z.infer<typeof DeckStats>;

export const DeckStaticByDateAndRegRequest = z.object({
  topCuts: z
    .number()
    .int()
    .refine((n) => n === 0 || (TOP_CUTS as readonly number[]).includes(n), '不支持的 TopCut')
    .default(0)
    .describe('0 for all entries, else one of 1, 2, 4, 8, 16, 32, 64'),
  isVariant: z.boolean().default(false),
  sortByPoints: z.boolean().default(false).describe('order rows by points instead of count'),
  lastWeek: z.number().int().min(0).max(4).default(0).describe('N weeks ago, a single Monday–Sunday week; 0 = unused'),
  pastWeek: z.number().int().min(0).max(4).default(0).describe('the past N weeks; 0 = unused'),
  pastMonth: z
    .number()
    .int()
    .refine((n) => n === 0 || (PAST_MONTHS as readonly number[]).includes(n), '不支持的时间范围')
    .default(0)
    .describe('the past N months (1, 3, 6, 12); 0 = unused'),
  regulation: z.string().max(40).default(''),
  regulationMark: z.string().max(20).default(''),
  hasTeam: z.boolean().default(false),
});
export const DeckStaticByTourRequest = z.object({
  tournamentId: Id,
  topcut: z
    .number()
    .int()
    .refine((n) => n === 0 || (TOP_CUTS as readonly number[]).includes(n), '不支持的 TopCut')
    .default(0)
    .describe('0 = all entries, else one of 1, 2, 4, 8, 16, 32, 64'),
  points: z.boolean().default(false).describe('only entries that scored points'),
  isVariant: z.boolean().default(false),
  sortByPoints: z.boolean().default(false).describe('order rows by points instead of count'),
});

/**
 * Archetype-vs-archetype results over a window (docs/decisions/012-matchups.md). Games of ended
 * individual events between two players whose decks have a known archetype; byes and double losses
 * are not games.
 */
export const DeckMatchupRequest = DeckStaticByDateAndRegRequest.pick({
  lastWeek: true,
  pastWeek: true,
  pastMonth: true,
  regulation: true,
  regulationMark: true,
}).extend({
  categoryId: z
    .number()
    .int()
    .min(1)
    .max(ID_MAX)
    .nullable()
    .default(null)
    .describe("answer only this archetype's row (a variant stands for its category), against every opponent"),
  minGames: z
    .number()
    .int()
    .min(MATCHUP_MIN_GAMES.min)
    .max(MATCHUP_MIN_GAMES.max)
    .default(MATCHUP_MIN_GAMES.default)
    .describe('cells with fewer games keep their counts but have no win rate or interval'),
  top: z
    .number()
    .int()
    .min(MATCHUP_TOP.min)
    .max(MATCHUP_TOP.max)
    .default(MATCHUP_TOP.default)
    .describe('matrix: the N archetypes with the most games; ignored with categoryId'),
});
export const MatchupArchetype = z.object({
  id: z.number().int().describe('category id'),
  name: z.string(),
  icon: z.array(z.string()),
  games: z.number().int().describe('games played by decks of the archetype (a mirror game counts for both decks)'),
  fieldWinRate: z
    .number()
    .nullable()
    .describe(
      "expected win rate against the window's field: the archetype's win rates (cells of at least minGames games, the mirror 0.5) weighted by the opponents' shares of the entries, over the covered part; null when none is",
    ),
  fieldCoverage: z
    .number()
    .describe('share of the entries of the window (decks of no archetype included) whose matchup is known, 0..1'),
});
export const MatchupCell = z.object({
  rowId: z.number().int().describe('the archetype played'),
  colId: z.number().int().describe('the opponent'),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  games: z
    .number()
    .int()
    .describe(
      'wins + losses + ties; a mirror (rowId = colId) counts each game once: wins = losses = decided games, games = wins + ties',
    ),
  winRate: z.number().nullable().describe('(wins + ties / 2) / games; null for a mirror or under minGames'),
  ciLow: z.number().nullable().describe('Wilson 95% interval of winRate over games'),
  ciHigh: z.number().nullable(),
});
export type MatchupCell = z.infer<typeof MatchupCell>;
export const DeckMatchups = z.object({
  archetypes: z
    .array(MatchupArchetype)
    .describe("most games first: the matrix's rows and columns, or the row's archetype and its opponents"),
  cells: z.array(MatchupCell).describe('only pairs that met; rows in the order of archetypes'),
  games: z.number().int().describe('games of the window between archetyped decks, each counted once'),
  minGames: z.number().int(),
  from: z.string().nullable().describe('first day of the window, YYYY-MM-DD; null for all time'),
  to: z.string().nullable(),
});
export type DeckMatchups = z.infer<typeof DeckMatchups>;

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

export const DeckRecentByCardRequest = z.object({
  setCode: z.string().min(1).max(32),
  cardIndex: z.string().min(1).max(32),
});
export const DeckRecentByCard = z.object({
  status: z.enum(['ok', 'Processing']),
  list: z.array(
    z.object({
      date: IsoDate,
      tournamentId: z.number().int(),
      tournamentName: z.string(),
      rank: z.number().int(),
      points: z.number(),
      qualified: z.boolean(),
      icon: z.array(z.string()),
      deckId: z.number().int(),
    }),
  ),
});

export const TopPlayerRequest = z.object({
  id: Id,
  all: z.boolean().default(false),
  page: page(),
  // The category page asks for every top player at once (pageSize 10000, SPEC 7).
  pageSize: pageSize(PAGE_SIZES.topPlayers, 10_000),
});
export const TopPlayer = z.object({
  ranking: z.number().int(),
  pinCode: z.string(),
  playerName: z.string(),
  points2: z.number(),
});
export const TopPlayers = Paged(TopPlayer);

export const CategoryListRequest = z.object({
  id: z.number().int().min(0).max(ID_MAX).default(0).describe('0 = every category'),
});
export const CategoryList = z.object({ list: z.array(DeckCategory) });

export const KeyEffectInput = z.object({
  effectId: z.string().length(EFFECT_ID_LENGTH, 'effectId 必须为 32 位'),
  qty: z
    .number()
    .int()
    .min(KEY_CARD_QTY.min, '关键卡数量须在 1 到 4 之间')
    .max(KEY_CARD_QTY.max, '关键卡数量须在 1 到 4 之间'),
});
export const CategoryUpsertRequest = z.object({
  id: z.number().int().min(1, 'ID 必须大于 0').max(ID_MAX).nullable().default(null),
  parentId: z.number().int().min(1).max(ID_MAX).nullable().default(null),
  icon: z.array(z.string().min(1).max(64)).min(1, '至少需要一个图标').max(4),
  label: z.string().max(40).default(''),
  name: z.string().trim().min(1, '名称太短').max(60),
  priority: z.number().int().min(PRIORITY.min).max(PRIORITY.max).default(PRIORITY.default),
  keyEffect: z
    .array(KeyEffectInput)
    .max(20)
    .default([])
    .refine((list) => new Set(list.map((k) => k.effectId)).size === list.length, '关键卡中有重复的 effectId'),
});
export type CategoryUpsertRequest = z.infer<typeof CategoryUpsertRequest>;
export const CategoryUpsert = z.string().describe('message shown in the Success notice');
export const CategoryDeleteRequest = z.object({ id: Id });

/** Where one exact list was registered: every standings row that played this deckId. */
export const DeckPlayedRequest = z.object({ deckId: Id });
export const DeckPlayedRow = z.object({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  date: IsoDate,
  regulation: z.string(),
  playerPinCode: z.string(),
  playerName: z.string(),
  rank: z.number().int(),
  points: z.number(),
  qualified: z.boolean(),
});
export const DeckPlayed = z.object({
  categoryId: z
    .number()
    .int()
    .nullable()
    .describe('the archetype (top-level category) of the deck; null when unclassified'),
  categoryName: z.string().nullable(),
  list: z.array(DeckPlayedRow).describe('newest first'),
});

export const DeckConsensusRequest = z.object({
  id: Id.describe('category id (all its variants) or variant id'),
  regulation: z
    .string()
    .max(40)
    .default('')
    .describe('regulation code; empty = the one with the most recent decks of the category'),
});
export const ConsensusCard = DeckCard.extend({
  support: z.number().describe('fraction of the decks playing at least `count` copies'),
});
export const DeckConsensus = z.object({
  regulation: z.string(),
  deckNum: z.number().int().describe('decks of the category registered under the regulation'),
  regulationCount: z.array(z.object({ regulation: z.string(), count: z.number().int() })),
  cards: z
    .array(ConsensusCard)
    .describe('for each card, the count most decks play; at most 60 cards, in deck-sort order'),
});
export type DeckConsensus = z.infer<typeof DeckConsensus>;

export const DECK_TEXT_LIMITS = { chars: 20_000, lines: 300 } as const;
export const DeckImportTextRequest = z.object({
  text: z
    .string()
    .min(1, '请粘贴卡组文本')
    .max(DECK_TEXT_LIMITS.chars, `卡组文本不能超过 ${DECK_TEXT_LIMITS.chars} 个字符`)
    .refine((t) => t.split(/\r?\n/).length <= DECK_TEXT_LIMITS.lines, `卡组文本不能超过 ${DECK_TEXT_LIMITS.lines} 行`)
    .describe('Pokémon TCG Live or Limitless deck text'),
});
export const UnresolvedDeckLine = z.object({
  line: z.number().int().describe('1-based line number in the text'),
  text: z.string(),
  reason: z.string(),
});
export const DeckImportText = z.object({
  cards: z.array(DeckCard).describe('the Chinese prints, in deck-sort order'),
  unresolved: z.array(UnresolvedDeckLine),
  deckId: z.number().int().nullable().describe('the stored deck with exactly these cards, if results hold one'),
  deckCode: z
    .string()
    .describe("the official mini-app code of the stored deck with exactly these cards, if it has one, otherwise ''"),
  categoryId: z.number().int().nullable(),
  variant: VariantRef,
});
export type DeckImportText = z.infer<typeof DeckImportText>;

/** What saving a category form would change, computed on the current decks without saving. */
export const CategoryPreview = z.object({
  /** Decks the category (with its variants) would hold after saving. */
  captured: z.number().int(),
  /** Decks it holds now (0 for a new category). */
  current: z.number().int(),
  /** Where the newly captured decks come from; fromId null: unclassified decks. */
  moves: z.array(z.object({ fromId: z.number().int().nullable(), fromName: z.string(), count: z.number().int() })),
  /** Decks it holds now that it would lose. */
  released: z.number().int(),
  /**
   * The same over the decks played in ended events of the last three months (the /decks window 近 3 个月),
   * counted as the statistics count them: one per entry.
   */
  recent: z.object({
    from: z.string().describe('first day of the window, YYYY-MM-DD'),
    to: z.string(),
    captured: z.number().int().describe('entries whose deck the category would hold after saving'),
    current: z.number().int().describe('entries whose deck it holds now'),
    moves: z
      .array(z.object({ fromId: z.number().int().nullable(), fromName: z.string(), count: z.number().int() }))
      .describe('the archetypes that would lose those entries, most first; fromId null: unclassified'),
    released: z.number().int(),
  }),
  /** Other categories of the same level and priority whose rule matches some of the same decks. */
  overlaps: z.array(
    z.object({ id: z.number().int(), name: z.string(), priority: z.number().int(), decks: z.number().int() }),
  ),
});
export type CategoryPreview = z.infer<typeof CategoryPreview>;

export const CategoryAuditRequest = z.object({ limit: z.number().int().min(1).max(200).default(50) });
export const CategoryAuditEntry = z.object({
  id: z.number().int(),
  username: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  targetId: z.number().int().nullable(),
  targetName: z.string(),
  /** Readable lines such as `优先级: 10 → 20`. */
  changes: z.array(z.string()),
  createdAt: z.string().describe('ISO 8601 time of the change'),
});
export const CategoryAudit = z.object({ list: z.array(CategoryAuditEntry) });
