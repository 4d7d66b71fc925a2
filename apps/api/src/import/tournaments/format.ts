import {
  DECK_CODE_LENGTH,
  DIVISIONS,
  PinCode,
  KEY_CARD_QTY,
  PRIORITY,
  RANK_DQ,
  RANK_NC,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '@ptcg/contract';
import { isDeckCode } from '@ptcg/tcg';
import { z } from 'zod';

/**
 * Our tournament interchange format (docs/data-formats.md, section "赛事数据 (Tournaments)"): one
 * JSON document (optionally gzip-compressed) holding deck categories, players, shared deck lists and
 * series with their tournaments, standings and decklists. The default season (data/season.json.gz)
 * uses it; so can operators' own result files.
 */
export const TOURNAMENT_FORMAT_NAME = 'ptcg-cn-tournaments';
export const TOURNAMENT_FORMAT_VERSION = 1;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD');
const externalId = z.string().min(1).max(100);
export { PinCode };

export const CardKey = z.object({
  setCode: z.string().min(1).max(20),
  cardIndex: z.string().min(1).max(32),
  count: z.number().int().min(1).max(60),
});
export type CardKey = z.infer<typeof CardKey>;

/**
 * The official WeChat mini-app's id of a list, as the official data gives it. Only such codes are ever
 * shown as mini-app codes; a list without one has none.
 */
const MiniappCode = z.string().refine(isDeckCode, `小程序卡组代码应为 ${DECK_CODE_LENGTH} 位字母或数字`);

/**
 * One deck of an entry: exactly one of
 * - cards: card keys of the Chinese prints,
 * - text: a Pokémon TCG Live list, resolved through the English bridge columns of the card table,
 * - ref: the key of a list in the document's `decks` map (lists shared by many entries).
 */
export const DeckRecord = z
  .object({
    day: z.union([z.literal(1), z.literal(2)]).default(1),
    slot: z.number().int().min(0).max(20).default(0),
    /** On team events: the team member who played it. */
    pinCode: PinCode.nullable().default(null),
    cards: z.array(CardKey).min(1).max(60).optional(),
    text: z.string().min(1).max(10_000).optional(),
    ref: z.string().min(1).max(100).optional(),
    /** The official mini-app code of this list (on a shared list, given there). */
    deckCode: MiniappCode.optional(),
  })
  .refine(
    (d) => [d.cards, d.text, d.ref].filter((v) => v !== undefined).length === 1,
    '卡组须且只能给出 cards、text、ref 之一',
  )
  .refine((d) => d.ref === undefined || d.deckCode === undefined, {
    message: '共享卡组的小程序卡组代码写在 decks 中该卡组上',
    path: ['deckCode'],
  });
export type DeckRecord = z.infer<typeof DeckRecord>;

/** A shared list in the `decks` map. */
export const SharedDeck = z
  .object({
    cards: z.array(CardKey).min(1).max(60).optional(),
    text: z.string().min(1).max(10_000).optional(),
    deckCode: MiniappCode.optional(),
  })
  .refine((d) => (d.cards === undefined) !== (d.text === undefined), '共享卡组须且只能给出 cards、text 之一');
export type SharedDeck = z.infer<typeof SharedDeck>;

export const EntryPlayerRecord = z.union([
  PinCode,
  z.object({ pinCode: PinCode, nickname: z.string().min(1).max(60).optional() }),
]);

export const EntryRecord = z
  .object({
    /** Final rank; 999998 = NC (no contest), 999999 = DQ (disqualified). */
    rank: z.number().int().min(1),
    /** Placement points earned (the ladder of packages/tcg for the event's type and size). */
    points: z.number().min(0).max(100_000).default(0),
    matchPoints: z.number().int().min(0).max(1000).default(0),
    wins: z.number().int().min(0).max(100).default(0),
    losses: z.number().int().min(0).max(100).default(0),
    ties: z.number().int().min(0).max(100).default(0),
    owp: z.number().min(0).max(1).nullable().default(null),
    oowp: z.number().min(0).max(1).nullable().default(null),
    qualified: z.boolean().default(false),
    teamName: z.string().min(1).max(100).nullable().default(null),
    /** The last round the player played before dropping (0 = dropped before round 1); null = played to the end. */
    dropRound: z.number().int().min(0).max(30).nullable().default(null),
    players: z.array(EntryPlayerRecord).min(1).max(10),
    decks: z.array(DeckRecord).max(20).default([]),
  })
  .refine((e) => e.rank < RANK_NC || e.rank === RANK_NC || e.rank === RANK_DQ, {
    message: `名次须为正整数，或 ${RANK_NC} (NC)、${RANK_DQ} (DQ)`,
    path: ['rank'],
  });
export type EntryRecord = z.infer<typeof EntryRecord>;

export const SwissRecord = z.object({
  pinCode: PinCode,
  name: z.string().min(1).max(60),
  rank: z.number().int().min(1),
  points: z.number().int().min(0),
});

/** outcome: 1 player1 won, 2 player2 won, 3 tie, 4 both lost, 5 bye (player2 null). */
export const MatchRecord = z
  .object({
    round: z.number().int().min(1).max(30),
    table: z.number().int().min(0),
    player1: PinCode,
    player2: PinCode.nullable().default(null),
    outcome: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    /** Swiss round or top-cut (single elimination) round. */
    phase: z.enum(['swiss', 'top']).default('swiss'),
  })
  .refine((m) => (m.outcome === 5) === (m.player2 === null), {
    message: '轮空 (outcome 5) 必须且只能没有 player2',
    path: ['player2'],
  });

export const TournamentRecord = z
  .object({
    externalId,
    name: z.string().min(1).max(200),
    status: z.enum(TOURNAMENT_STATUSES).default('ended'),
    date: day,
    endDate: day.nullable().default(null),
    location: z.string().max(200).default(''),
    /** "<marks>-<last legal set code>", e.g. "GHI-SV10". */
    regulation: z.string().max(40).default(''),
    regulationMark: z.string().max(20).default(''),
    formatEnd: z.string().max(40).nullable().default(null),
    /** 高级赛 rows read `Ultra` in the original's data and are kept so; `Master` is accepted for them too. */
    type: z.enum(TOURNAMENT_TYPES).default('City'),
    division: z.enum(DIVISIONS).default('Master'),
    isTeam: z.boolean().default(false),
    isQual: z.boolean().default(false),
    isRate: z.boolean().default(false),
    twoDay: z.boolean().default(false),
    multiDeck: z.boolean().default(false),
    /** Online or unofficial event: results are shown, no ladder points are earned. */
    unofficial: z.boolean().default(false),
    /** Played online: shown as 线上赛 (set `unofficial` too unless it earns ladder points). */
    online: z.boolean().default(false),
    participantCount: z.number().int().min(0).default(0),
    rounds: z.number().int().min(0).max(30).default(0),
    currentRound: z.number().int().min(0).max(30).default(0),
    topCut: z.number().int().min(0).max(1024).default(0),
    /** HTML shown above the standings; the web app sanitises it. */
    notification: z.string().max(20_000).default(''),
    entries: z.array(z.unknown()).default([]),
    swiss: z.array(SwissRecord).default([]),
    matches: z.array(MatchRecord).default([]),
  })
  .refine((t) => t.endDate === null || t.endDate >= t.date, { message: '结束日期早于开始日期', path: ['endDate'] });
export type TournamentRecord = z.infer<typeof TournamentRecord>;

export const SeriesRecord = z.object({
  externalId,
  name: z.string().min(1).max(200),
  status: z.enum(TOURNAMENT_STATUSES).default('ended'),
  startDate: day.nullable().default(null),
  endDate: day.nullable().default(null),
  link: z.string().max(500).nullable().default(null),
  img: z.string().max(500).nullable().default(null),
  format: z.string().max(40).nullable().default(null),
  tournaments: z.array(z.unknown()).default([]),
});
export type SeriesRecord = z.infer<typeof SeriesRecord>;

export const PlayerRecord = z.object({
  pinCode: PinCode,
  /** The current name. */
  nickname: z.string().min(1).max(60),
  division: z.enum(DIVISIONS).default('Master'),
  /** Every name the player has used, with the first day it was used (the current one included or not). */
  names: z
    .array(z.object({ nickname: z.string().min(1).max(60), since: day }))
    .max(50)
    .default([]),
});
export type PlayerRecord = z.infer<typeof PlayerRecord>;

/** A key card: by effect id (every reprint counts) or by one print, whose effect id is looked up. */
export const KeyCardRecord = z.union([
  z.object({
    effectId: z.string().regex(/^[0-9a-f]{32}$/, 'effectId 应为 32 位小写十六进制'),
    qty: z.number().int().min(KEY_CARD_QTY.min).max(KEY_CARD_QTY.max),
  }),
  z.object({
    setCode: z.string().min(1).max(20),
    cardIndex: z.string().min(1).max(32),
    qty: z.number().int().min(KEY_CARD_QTY.min).max(KEY_CARD_QTY.max),
  }),
]);
export type KeyCardRecord = z.infer<typeof KeyCardRecord>;

const categoryFields = {
  /** Stable key: re-importing updates the category instead of adding another. */
  key: z.string().min(1).max(100),
  name: z.string().min(1).max(60),
  label: z.string().max(40).default(''),
  /** Icon keys: English Pokémon slugs such as "charizard". */
  icons: z.array(z.string().min(1).max(64)).min(1).max(4),
  priority: z.number().int().min(PRIORITY.min).max(PRIORITY.max).default(PRIORITY.default),
  keyEffects: z.array(KeyCardRecord).max(20).default([]),
};
export const VariantRecord = z.object({ ...categoryFields, isOther: z.boolean().default(false) });
export const CategoryRecord = z.object({ ...categoryFields, variants: z.array(VariantRecord).max(100).default([]) });
export type CategoryRecord = z.infer<typeof CategoryRecord>;

export const AnnouncementRecord = z.object({ kind: z.enum(['banner', 'home']), text: z.string().max(20_000) });

export const TournamentFile = z.object({
  format: z.literal(TOURNAMENT_FORMAT_NAME),
  version: z.literal(TOURNAMENT_FORMAT_VERSION),
  source: z.string().max(500).optional(),
  /** Generated demonstration data (the default season): its series, events and players say 示例数据. */
  generated: z.boolean().default(false),
  categories: z.array(CategoryRecord).default([]),
  players: z.array(PlayerRecord).default([]),
  decks: z.record(z.string(), SharedDeck).default({}),
  series: z.array(SeriesRecord).default([]),
  /** Tournaments outside any series. */
  tournaments: z.array(z.unknown()).default([]),
  /** Replace the current banner / home text. */
  announcements: z.array(AnnouncementRecord).default([]),
});
export type TournamentFile = z.infer<typeof TournamentFile>;

/** The document as the generator writes it (before defaults are applied). */
export interface TournamentDocument {
  format: typeof TOURNAMENT_FORMAT_NAME;
  version: typeof TOURNAMENT_FORMAT_VERSION;
  source?: string;
  generated?: boolean;
  categories?: z.input<typeof CategoryRecord>[];
  players?: z.input<typeof PlayerRecord>[];
  decks?: Record<string, z.input<typeof SharedDeck>>;
  series?: (Omit<z.input<typeof SeriesRecord>, 'tournaments'> & { tournaments: TournamentInput[] })[];
  tournaments?: TournamentInput[];
  announcements?: z.input<typeof AnnouncementRecord>[];
}
export type TournamentInput = Omit<z.input<typeof TournamentRecord>, 'entries'> & {
  entries: z.input<typeof EntryRecord>[];
};
