import { z } from 'zod';
import { IsoDate, Paged, PinCode, page, pageSize } from './common.ts';
import { Division, PAGE_SIZES, Season } from './vocab.ts';
import { RankDeck } from './tournament.ts';

const search = () => z.string().trim().max(40).default('').describe('nickname substring or pin code');

export const RankOfficialRequest = z.object({
  page: page(),
  pageSize: pageSize(PAGE_SIZES.playerRank),
  search: search(),
});
export const OfficialRankRow = z.object({
  ranking: z.number().int(),
  nickName: z.string(),
  pinCode: z.string(),
  points: z.number(),
});
export const RankOfficial = Paged(OfficialRankRow);

export const PointsRankRow = z.object({
  rank: z.number().int(),
  divisionRank: z.number().int(),
  nickname: z.string(),
  pinCode: z.string(),
  division: z.string(),
  points: z.number(),
  pointsTimes: z.number().int().describe('events that counted'),
  playTimes: z.number().int().describe('events played'),
});
export type PointsRankRow = z.infer<typeof PointsRankRow>;
export const RankSeasonRequest = z.object({
  page: page(),
  pageSize: pageSize(PAGE_SIZES.playerRank),
  season: Season.optional().describe('YY-YY; absent = the season today is in'),
  division: Division.default('Master'),
  search: search(),
});

export const SeasonsRequest = z.object({});
export const Seasons = z.object({
  /** The season today is in (Shanghai calendar): the default of every season choice. */
  current: z.string(),
  /** Seasons with ended events, and the current one, newest first. */
  list: z.array(z.object({ season: z.string(), from: z.string(), to: z.string(), tournamentNum: z.number().int() })),
});
export const RankCareerRequest = z.object({
  page: page(),
  pageSize: pageSize(PAGE_SIZES.playerRank),
  division: Division.default('Master'),
  search: search(),
});
export const PointsRank = Paged(PointsRankRow);

export const RankRateSeriesRequest = z.object({
  page: page(),
  pageSize: pageSize(PAGE_SIZES.playerRank),
  search: search(),
});
export const RateSeriesRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  pinCode: z.string(),
  points: z.number(),
  playTimes: z.number().int(),
});
export const RankRateSeries = Paged(RateSeriesRow);

export const PlayerInfoRequest = z.object({ pinCode: PinCode });
export const TopCutCounts = z.array(z.number().int()).length(5).describe('[champion, runner-up, top 4, top 8, top 16]');
export const PlayedTournament = z.object({
  date: IsoDate,
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  type: z.string(),
  division: z.string(),
  isQual: z.boolean(),
  isTeam: z.boolean(),
  isRate: z.boolean(),
  /** Played online (shown as 线上赛). */
  online: z.boolean(),
  rank: z.number().int(),
  participant: z.number().int(),
  points: z.number(),
  qualified: z.boolean(),
  decks: z.array(RankDeck),
});
export const PlayerInfo = z.object({
  nickName: z.string(),
  historyName: z.array(z.string()),
  pinCode: z.string(),
  topCuts: z.object({ Master: TopCutCounts, Great: TopCutCounts, City: TopCutCounts }),
  seasonPoints: z.array(z.object({ season: z.string(), points: z.number(), rank: z.number().int().nullable() })),
  careerPoints: z.number(),
  playTimes: z.number().int(),
  generated: z.boolean().describe('a player of the generated default season (示例数据)'),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

export const RecentPlayedRequest = z.object({
  page: page(),
  pageSize: pageSize(PAGE_SIZES.playerHistory),
  pinCode: PinCode,
  type: z.number().int().min(0).max(3).default(0).describe('0 all, 1 Master, 2 Great, 3 City'),
});
export const RecentPlayed = Paged(PlayedTournament);
