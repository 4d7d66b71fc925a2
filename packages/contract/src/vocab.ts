import { z } from 'zod';

/**
 * The API's vocabulary: enum values and limits the request and answer schemas validate, and the
 * numbers that define what a call answers. Display names are not here: those the server renders too
 * are in @ptcg/tcg (names.ts), the web's own labels and screen tuning in apps/web/src/lib.
 */

/** Energy letters: Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon, Colorless. */
export const ENERGY_LETTERS = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'Y', 'N', 'C'] as const;
export const EnergyLetter = z.enum(ENERGY_LETTERS);
export type EnergyLetter = z.infer<typeof EnergyLetter>;

export const CARD_TYPES = [
  'Pokemon',
  'Item',
  'Tool',
  'Stadium',
  'Supporter',
  'Special Energy',
  'Basic Energy',
] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;
/** A card whose type is not given is a Pokémon. */
export const DEFAULT_CARD_TYPE: CardType = 'Pokemon';
/** Card type filters of advanced search: the seven types plus the two umbrella groups. */
export const CARD_TYPE_FILTERS = [
  'Pokemon',
  'Trainer',
  'Energy',
  'Item',
  'Supporter',
  'Stadium',
  'Tool',
  'Basic Energy',
  'Special Energy',
] as const;
export const CardTypeFilter = z.enum(CARD_TYPE_FILTERS);
export const TRAINER_TYPES: readonly CardType[] = ['Item', 'Supporter', 'Stadium', 'Tool'];
export const ENERGY_TYPES: readonly CardType[] = ['Basic Energy', 'Special Energy'];

export const MECHANICS = ['V', 'GX', 'Prism Star', 'Radiant', 'ex'] as const;
export const Mechanic = z.enum(MECHANICS);
export const LABELS = ['Fusion Strike', 'Single Strike', 'Rapid Strike', 'TAG TEAM', 'Ultra Beast'] as const;
export const Label = z.enum(LABELS);
/** Tags a card may carry in `is`: mechanics, labels and other printed markers. */
export const CARD_TAGS = [
  ...MECHANICS,
  ...LABELS,
  'V-UNION',
  'VMAX',
  'VSTAR',
  'ACE SPEC',
  'Tera',
  'Ancient',
  'Future',
] as const;

export const STAGES = ['Basic', 'Stage 1', 'Stage 2', 'VMAX', 'V-UNION', 'VSTAR'] as const;
export const Stage = z.enum(STAGES);

export const RARITY_NONE = '无标记';
/** 'A' is Amazing Rare; ACE SPEC cards carry 'ACE'. */
export const RARITIES = [
  'C',
  'U',
  'R',
  'PR',
  'RR',
  'RRR',
  'CHR',
  'K',
  'S',
  'AR',
  'SR',
  'SSR',
  'SAR',
  'CSR',
  'HR',
  'UR',
  'A',
  'ACE',
  RARITY_NONE,
  '●',
  '◆',
  '★',
  '★★',
  '★★★',
] as const;
export const Rarity = z.enum(RARITIES);

/** Product codes of international-only cards (no Chinese print yet): `EN-` and the English set code, `EN-MEG`. */
export const INTERNATIONAL_SET_PREFIX = 'EN-';

export const CARD_SERIES = ['Mega Evolution', 'Scarlet & Violet', 'Sword & Shield', 'Sun & Moon'] as const;
export const CardSeries = z.enum(CARD_SERIES);

export const REGULATION_GROUPS = ['standard', 'expanded', 'smSeries'] as const;
export const RegulationGroup = z.enum(REGULATION_GROUPS);
export type RegulationGroup = z.infer<typeof RegulationGroup>;
export const DEFAULT_REGULATION = 'EFG-CSV5C';
/** Regulation codes starting with this are Expanded; see regulationGroup() in @ptcg/tcg. */
export const EXPANDED_REGULATION_PREFIX = 'EXP';
/** The one regulation code of the Sun & Moon Series format; every other code is Standard. */
export const SM_SERIES_REGULATION = 'ABC-CSM2.5C';

export const COMPARISON_OPS = ['<', '<=', '=', '>', '>='] as const;
export const ComparisonOp = z.enum(COMPARISON_OPS);

/**
 * City 城市赛, Great 超级赛, Ultra 高级赛 (the type the original answers on 高级赛 rows, qualifier days
 * included), Master 大师赛 and other top-level events.
 */
export const TOURNAMENT_TYPES = ['City', 'Great', 'Ultra', 'Master'] as const;
export const TournamentType = z.enum(TOURNAMENT_TYPES);
export type TournamentType = z.infer<typeof TournamentType>;
/** The three levels the player profile counts top cuts by and filters on: 高级赛 is of the Master level. */
export type TournamentLevel = 'City' | 'Great' | 'Master';
export const TOURNAMENT_LEVEL: Record<TournamentType, TournamentLevel> = {
  City: 'City',
  Great: 'Great',
  Ultra: 'Master',
  Master: 'Master',
};
/** `player/recent-played` type filter: 0 all, 1 Master (高级赛 included), 2 Great, 3 City. */
export const PLAYED_TYPE_FILTER: Record<number, TournamentLevel | null> = {
  0: null,
  1: 'Master',
  2: 'Great',
  3: 'City',
};
/** The types of one level. */
export const typesOfLevel = (level: TournamentLevel): TournamentType[] =>
  TOURNAMENT_TYPES.filter((t) => TOURNAMENT_LEVEL[t] === level);

export const TOURNAMENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export const TournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const DIVISIONS = ['Master', 'Senior', 'Junior'] as const;
export const Division = z.enum(DIVISIONS);
export type Division = z.infer<typeof Division>;

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
/**
 * Matchup matrix (deck/matchup): how many archetypes it shows, and the games a cell needs before its
 * win rate is given (fewer: counts only, shown greyed). The category page's best and worst matchups
 * use MATCHUP_BEST_WORST of them with at least the default minimum.
 */
export const MATCHUP_TOP = { min: 2, max: 30, default: 12, choices: [8, 12, 16, 20] } as const;
export const MATCHUP_MIN_GAMES = { min: 0, max: 1000, default: 10, choices: [0, 5, 10, 20, 50] } as const;
export const MATCHUP_BEST_WORST = 3;
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
/** The statistics row of the decks no archetype takes: not an archetype, never ranked among them. */
export const UNCLASSIFIED_ID = 0;
export const UNCLASSIFIED_NAME = '未分类';

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
/** `deck/core-card` showPopular: only cards held by at least this share of the archetype's decks. */
export const CORE_CARD_POPULAR_SHARE = 0.1;
/**
 * Card detail's recent usage: plays of the last `months` months inside the top `master` of Master
 * events or the top `other` of the others, newest first, at most `limit` rows.
 */
export const RECENT_USE_CUTS = { months: 3, master: 64, other: 8, limit: 200 } as const;
/** How many archetypes the home page lists. */
export const HOME_TOP_DECKS = 8;
