import { PLAYED_TYPE_FILTER } from '@ptcg/contract';
import type { AreaHandlers } from '../handler.ts';
import { notFound, paged } from '../handler.ts';
import {
  officialRankPage,
  playerInfo,
  pointsRankPage,
  rateSeriesPage,
  recentPlayed,
  seasonList,
  toPointsRankRow,
} from '#api/db/queries/player.ts';
import { currentSeason } from '@ptcg/tcg';
import { SCOPE } from '#api/stats/player-stats.ts';

export const playerHandlers: AreaHandlers<'player'> = {
  'player/rank-official': async (b, { db, now }) => {
    const { list, total } = await officialRankPage(db, b, currentSeason(now));
    return paged(list, total, b.page, b.pageSize);
  },
  'player/rank-season': async (b, { db, now }) => {
    const { list, total } = await pointsRankPage(db, { ...b, scope: b.season ?? currentSeason(now) });
    return paged(list.map(toPointsRankRow), total, b.page, b.pageSize);
  },
  'player/seasons': async (_b, { db, now }) => seasonList(db, now),
  'player/rank-career': async (b, { db }) => {
    const { list, total } = await pointsRankPage(db, { ...b, scope: SCOPE.career });
    return paged(list.map(toPointsRankRow), total, b.page, b.pageSize);
  },
  'player/rank-rate-series': async (b, { db }) => {
    const { list, total } = await rateSeriesPage(db, b);
    return paged(
      list.map((r) => ({
        rank: r.division_rank,
        nickname: r.nickname,
        pinCode: r.pin_code,
        points: r.points,
        playTimes: r.play_times,
      })),
      total,
      b.page,
      b.pageSize,
    );
  },
  'player/info': async (b, { db, now }) => {
    const info = await playerInfo(db, b.pinCode, currentSeason(now));
    if (!info) throw notFound('选手不存在');
    return info;
  },
  'player/recent-played': async (b, { db }) => {
    const played = await recentPlayed(db, b.pinCode, PLAYED_TYPE_FILTER[b.type] ?? null, b.page, b.pageSize);
    if (!played) throw notFound('选手不存在');
    return paged(played.list, played.total, b.page, b.pageSize);
  },
};
