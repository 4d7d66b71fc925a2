import { z } from 'zod';
import { Id, IsoDate, Paged, page, pageSize } from './common.ts';
import { PAGE_SIZES, RegulationGroup } from './vocab.ts';

export const TournamentSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  tournamentNum: z.number().int(),
  link: z.string().describe('the official announcement URL, "" when none is known'),
  img: z.string().nullable(),
  format: z.string().nullable(),
  generated: z.boolean().describe('a series of the generated default season (示例数据)'),
});
export type TournamentSeries = z.infer<typeof TournamentSeries>;

/** The format group a tournament was played in; the marks and last product are beside it. */
export const TOURNAMENT_REGULATIONS = ['Standard', 'Expanded', 'Sun & Moon Series'] as const;
export const TournamentRegulation = z.enum(TOURNAMENT_REGULATIONS);

export const TournamentBrief = z.object({
  id: z.number().int(),
  seriesId: z.number().int().nullable(),
  name: z.string(),
  status: z.string(),
  date: IsoDate,
  endDate: IsoDate,
  location: z.string(),
  regulation: TournamentRegulation,
  regulationMark: z.string().describe('e.g. "GHI"'),
  formatEnd: z.string().nullable().describe('the last legal product code, e.g. "CSV10C"'),
  regulationCode: z.string().describe('"<marks>-<last legal set code>" as in regulation-list, e.g. "GHI-CSV10C"'),
  isTeam: z.boolean(),
  isQual: z.boolean(),
  isRate: z.boolean(),
  type: z.string(),
  division: z.string(),
  participantCount: z.number().int(),
  twoDay: z.boolean(),
  multiDeck: z.boolean(),
  /** Online or unofficial event: results shown, no ladder points. */
  unofficial: z.boolean(),
  /** Played online (shown as 线上赛 instead of its type). */
  online: z.boolean(),
  /** Top-cut size (0 = none), as the event ran it. */
  topCut: z.number().int(),
  generated: z.boolean().describe('an event of the generated default season (示例数据)'),
});
export type TournamentBrief = z.infer<typeof TournamentBrief>;
export const Tournament = TournamentBrief.extend({
  seriesName: z.string().nullable(),
  notification: z.string().describe('HTML; sanitise before display'),
});
export type Tournament = z.infer<typeof Tournament>;

export const SeriesListRequest = z.object({ page: page(), pageSize: pageSize(PAGE_SIZES.seriesList) });
export const SeriesList = Paged(TournamentSeries);

export const TournamentListRequest = z.object({
  seriesId: Id,
  page: page(),
  pageSize: pageSize(PAGE_SIZES.seriesDetail),
});
export const TournamentList = Paged(TournamentBrief).extend({
  name: z.string(),
  series: TournamentSeries.nullable(),
  weeks: z
    .number()
    .int()
    .describe(
      "how many weeks (Monday to Sunday) the series' events span: 1 for one weekend, 0 for a series without dates",
    ),
});

export const TournamentDetailRequest = z.object({ tournamentId: Id });

export const RankDeck = z.object({
  variantId: z.number().int().nullable().describe('the archetype (variant) id; null for an unclassified deck'),
  variantName: z.string().describe("the archetype's own name"),
  variantIcon: z.array(z.string()),
  deckId: z.number().int(),
});
export const RankPlayer = z.object({ pinCode: z.string(), nickname: z.string() });
/** Swiss wins, losses and ties (byes count as wins); null when the source gave no record. */
export const MatchRecord = z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() });
/** Matches won and lost in the single-elimination top cut. */
export const TopCutRecord = z.object({ wins: z.number().int(), losses: z.number().int() });
export const RankRow = z.object({
  rank: z.number().int().describe('999998 = NC, 999999 = DQ'),
  teamName: z.string().describe('"" on individual events'),
  players: z.array(RankPlayer),
  points: z.number(),
  qualified: z.boolean(),
  decks: z.array(RankDeck),
  day1: z.array(RankDeck),
  day2: z.array(RankDeck),
  record: MatchRecord.nullable(),
  /** The top-cut record beside the swiss one; null for an entry that did not play the cut (or when it is not known). */
  topRecord: TopCutRecord.nullable(),
  /** The last round played before the player dropped (0 = before round 1); null = played to the end. */
  dropRound: z.number().int().nullable(),
});
export type RankRow = z.infer<typeof RankRow>;
export const RankIndividualRequest = z.object({
  tournamentId: Id,
  page: page(),
  pageSize: pageSize(PAGE_SIZES.tournamentRank),
});
export const RankIndividual = Paged(RankRow).extend({ twoDayFlag: z.boolean() });

export const SwissRequest = z.object({ tournamentId: Id });
export const Swiss = z.object({
  participantCount: z.number().int(),
  round: z.number().int(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      pinCode: z.string(),
      points: z.number(),
      record: MatchRecord.nullable(),
    }),
  ),
});

export const RegulationListRequest = z.object({});
export const Regulation = z.object({
  regulation: z.string().describe('"<marks>-<last legal set code>", e.g. EFG-CSV5C'),
  group: RegulationGroup,
  tournamentNum: z.number().int(),
  lastDate: IsoDate,
  isDefault: z.boolean(),
});
export const RegulationList = z.object({ list: z.array(Regulation) });
