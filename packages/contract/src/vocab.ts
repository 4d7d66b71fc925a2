import { z } from 'zod';

/** Energy letters: Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon, Colorless. */
export const ENERGY_LETTERS = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'Y', 'N', 'C'] as const;
export const EnergyLetter = z.enum(ENERGY_LETTERS);
export type EnergyLetter = z.infer<typeof EnergyLetter>;
export const ENERGY_NAMES: Record<EnergyLetter, string> = {
  G: '草', R: '火', W: '水', L: '雷', P: '超', F: '斗', D: '恶', M: '钢', Y: '妖', N: '龙', C: '无',
};

export const CARD_TYPES = ['Pokemon', 'Item', 'Tool', 'Stadium', 'Supporter', 'Special Energy', 'Basic Energy'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;
/** A card whose type is not given is a Pokémon. */
export const DEFAULT_CARD_TYPE: CardType = 'Pokemon';
export const CARD_TYPE_NAMES: Record<CardType, string> = {
  Pokemon: '宝可梦', Item: '物品', Tool: '宝可梦道具', Stadium: '竞技场', Supporter: '支援者',
  'Special Energy': '特殊能量', 'Basic Energy': '基本能量',
};
/** Card type filters of advanced search: the seven types plus the two umbrella groups. */
export const CARD_TYPE_FILTERS = ['Pokemon', 'Trainer', 'Energy', 'Item', 'Supporter', 'Stadium', 'Tool', 'Basic Energy', 'Special Energy'] as const;
export const CardTypeFilter = z.enum(CARD_TYPE_FILTERS);
export const TRAINER_TYPES: readonly CardType[] = ['Item', 'Supporter', 'Stadium', 'Tool'];
export const ENERGY_TYPES: readonly CardType[] = ['Basic Energy', 'Special Energy'];

export const MECHANICS = ['V', 'GX', 'Prism Star', 'Radiant', 'ex'] as const;
export const Mechanic = z.enum(MECHANICS);
export const LABELS = ['Fusion Strike', 'Single Strike', 'Rapid Strike', 'TAG TEAM', 'Ultra Beast'] as const;
export const Label = z.enum(LABELS);
export const LABEL_NAMES: Record<z.infer<typeof Label>, string> = {
  'Fusion Strike': '汇流', 'Single Strike': '一击', 'Rapid Strike': '连击', 'TAG TEAM': 'TAG TEAM', 'Ultra Beast': '究极异兽',
};
/** Tags a card may carry in `is`: mechanics, labels and other printed markers. */
export const CARD_TAGS = [...MECHANICS, ...LABELS, 'V-UNION', 'VMAX', 'VSTAR', 'ACE SPEC', 'Tera', 'Ancient', 'Future'] as const;

export const STAGES = ['Basic', 'Stage 1', 'Stage 2', 'VMAX', 'V-UNION', 'VSTAR'] as const;
export const Stage = z.enum(STAGES);
export const STAGE_NAMES: Record<z.infer<typeof Stage>, string> = {
  Basic: '基础', 'Stage 1': '1阶进化', 'Stage 2': '2阶进化', VMAX: 'VMAX', 'V-UNION': 'V-UNION', VSTAR: 'VSTAR',
};

export const RARITY_NONE = '无标记';
/** 'A' is Amazing Rare; ACE SPEC cards carry 'ACE'. */
export const RARITIES = [
  'C', 'U', 'R', 'PR', 'RR', 'RRR', 'CHR', 'K', 'S', 'AR', 'SR', 'SSR', 'SAR', 'CSR', 'HR', 'UR', 'A', 'ACE',
  RARITY_NONE, '●', '◆', '★', '★★', '★★★',
] as const;
export const Rarity = z.enum(RARITIES);

export const CARD_SERIES = ['Scarlet & Violet', 'Sword & Shield', 'Sun & Moon'] as const;
export const CardSeries = z.enum(CARD_SERIES);
export const CARD_SERIES_NAMES: Record<z.infer<typeof CardSeries>, string> = {
  'Scarlet & Violet': '朱&紫', 'Sword & Shield': '剑&盾', 'Sun & Moon': '太阳&月亮',
};

export const REGULATION_GROUPS = ['standard', 'expanded', 'smSeries'] as const;
export const RegulationGroup = z.enum(REGULATION_GROUPS);
export const REGULATION_GROUP_NAMES: Record<z.infer<typeof RegulationGroup>, string> = {
  standard: '标准', expanded: '开放', smSeries: '太阳&月亮系列',
};
export type RegulationGroup = z.infer<typeof RegulationGroup>;
export const DEFAULT_REGULATION = 'EFG-CSV5C';
/** Regulation codes starting with this are Expanded; see regulationGroup() in @ptcg/tcg. */
export const EXPANDED_REGULATION_PREFIX = 'EXP';
/** The one regulation code of the Sun & Moon Series format; every other code is Standard. */
export const SM_SERIES_REGULATION = 'ABC-CSM2.5C';

/** What an empty product (no data yet) shows. */
export const PRODUCT_DEFAULTS = { releaseDate: '2022-10-28', series: 'Sun & Moon', regulationMark: 'A' } as const;

export const COMPARISON_OPS = ['<', '<=', '=', '>', '>='] as const;
export const ComparisonOp = z.enum(COMPARISON_OPS);

export const TOURNAMENT_TYPES = ['City', 'Great', 'Master'] as const;
export const TournamentType = z.enum(TOURNAMENT_TYPES);
export type TournamentType = z.infer<typeof TournamentType>;
export const TOURNAMENT_TYPE_NAMES: Record<TournamentType, string> = { City: '城市赛', Great: '超级赛', Master: '大师赛' };
/** `player/recent-played` type filter: 0 all, 1 Master, 2 Great, 3 City. */
export const PLAYED_TYPE_FILTER: Record<number, TournamentType | null> = { 0: null, 1: 'Master', 2: 'Great', 3: 'City' };

export const TOURNAMENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export const TournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatus>;
export const TOURNAMENT_STATUS_NAMES: Record<TournamentStatus, string> = { upcoming: '未开始', ongoing: '进行中', ended: '已结束' };

export const DIVISIONS = ['Master', 'Senior', 'Junior'] as const;
export const Division = z.enum(DIVISIONS);
export type Division = z.infer<typeof Division>;
export const DIVISION_NAMES: Record<Division, string> = { Master: '公开组', Senior: '少年组', Junior: '儿童组' };

/**
 * A season runs 1 September to 31 August and is named by its two years, "26-27". Which seasons
 * exist follows the data and today's date (player/seasons); the default is the one today is in.
 */
export const Season = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{2}$/, '赛季应写作 YY-YY，如 26-27')
  .refine((s) => (Number(s.slice(0, 2)) + 1) % 100 === Number(s.slice(3, 5)), '赛季的两个年份应相连，如 26-27');
export const SEASON_BEST_OF = 10;

export const TOP_CUTS = [1, 2, 4, 8, 16, 32, 64] as const;

/** Deck statistics weeks run Monday to Sunday (dayjs / Date day number of Monday). */
export const WEEK_STARTS_ON = 1;
/**
 * Time filters of the deck statistics page, each as the request fields of
 * `deck/deck-static-by-date-and-reg` it sets (the others stay 0).
 */
export const TIME_FILTERS = [
  { value: 'all', label: '全部时间', lastWeek: 0, pastWeek: 0, pastMonth: 0 },
  { value: 'last-week-1', label: '上周', lastWeek: 1, pastWeek: 0, pastMonth: 0 },
  { value: 'last-week-2', label: '2 周前', lastWeek: 2, pastWeek: 0, pastMonth: 0 },
  { value: 'last-week-3', label: '3 周前', lastWeek: 3, pastWeek: 0, pastMonth: 0 },
  { value: 'last-week-4', label: '4 周前', lastWeek: 4, pastWeek: 0, pastMonth: 0 },
  { value: 'past-week-1', label: '近 1 周', lastWeek: 0, pastWeek: 1, pastMonth: 0 },
  { value: 'past-week-2', label: '近 2 周', lastWeek: 0, pastWeek: 2, pastMonth: 0 },
  { value: 'past-week-3', label: '近 3 周', lastWeek: 0, pastWeek: 3, pastMonth: 0 },
  { value: 'past-week-4', label: '近 4 周', lastWeek: 0, pastWeek: 4, pastMonth: 0 },
  { value: 'past-month-1', label: '近 1 个月', lastWeek: 0, pastWeek: 0, pastMonth: 1 },
  { value: 'past-month-3', label: '近 3 个月', lastWeek: 0, pastWeek: 0, pastMonth: 3 },
  { value: 'past-month-6', label: '近 6 个月', lastWeek: 0, pastWeek: 0, pastMonth: 6 },
  { value: 'past-month-12', label: '近 12 个月', lastWeek: 0, pastWeek: 0, pastMonth: 12 },
] as const;
export const PAST_MONTHS = [1, 3, 6, 12] as const;
export const RANK_NC = 999998;
export const RANK_DQ = 999999;

export const DECK_SIZE = 60;
export const DECK_CODE_LENGTH = 18;
export const EFFECT_ID_LENGTH = 32;
export const KEY_CARD_QTY = { min: 1, max: 4 } as const;
export const PRIORITY = { min: 0, max: 100, default: 10 } as const;
export const HP_RANGE = { min: 0, max: 400, step: 10 } as const;
export const RETREAT_RANGE = { min: 0, max: 400, step: 1 } as const;
export const DEFAULT_VARIANT_NAME = '其他';

export const PAGE_SIZES = {
  search: 100,
  searchInitial: 25,
  seriesList: 100,
  seriesDetail: 25,
  tournamentRank: 64,
  swiss: 100,
  topPlayers: 15,
  categoryTopPlayers: 10,
  playerRank: 100,
  playerHistory: 10,
  recentUse: 15,
  categoryRecentPlay: 100,
} as const;
export const PAGINATION_SIBLINGS = 3;
export const VARIANTS_SHOWN = 8;
export const SAME_NAME_SHOWN = 6;
export const PIE_OTHER_THRESHOLD = 0.02;
export const CONVERSION_MIN_COUNT = 20;
export const SEARCH_DEBOUNCE_MS = 1000;
export const COPY_FEEDBACK_MS = 500;
export const IMAGE_TIMEOUT_MS = 15000;
/** Usage or price change ratio: within [low, high] neutral, above red, below green. */
export const CHANGE_NEUTRAL = { low: 0.97, high: 1.03 } as const;
export const HOME_GRID_COLUMNS = 24;
/** Card detail's recent usage: the last 3 months, top 64 of Master events and top 8 of the others. */
export const RECENT_USAGE = { months: 3, masterTopCut: 64, otherTopCut: 8 } as const;
/** Archetype icon cache of the browser: entries stamped in one-hour units, kept 7 days. */
export const ICON_CACHE = { unitMs: 3_600_000, keepDays: 7 } as const;
/**
 * Deck list image grid: 45 columns, 9 cards a row on desktop and 5 on small screens; V-UNION pieces in
 * sets of up to 4, up to 2 sets a row. The exported image is 1920 px wide with 9 cards a row.
 */
export const DECK_IMAGE = {
  gridColumns: 45, perRow: 9, perRowSmall: 5, vUnionSet: 4, vUnionSetsPerRow: 2, exportWidth: 1920, exportPerRow: 9,
} as const;
/** `deck/core-card` showPopular: only cards held by at least this share of the archetype's decks. */
export const CORE_CARD_POPULAR_SHARE = 0.1;
/**
 * Card detail's recent usage: plays of the last `months` months inside the top `master` of Master
 * events or the top `other` of the others, newest first, at most `limit` rows.
 */
export const RECENT_USE_CUTS = { months: 3, master: 64, other: 8, limit: 200 } as const;
/** How many archetypes the home page lists. */
export const HOME_TOP_DECKS = 8;
