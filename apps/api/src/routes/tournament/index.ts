import type { AreaHandlers } from '../handler.ts';
import { badState, notFound, paged } from '../handler.ts';
import {
  rankPage,
  regulationList,
  seriesById,
  seriesPage,
  swissStandings,
  tournamentDetail,
  tournamentRow,
  tournamentsOfSeries,
} from '#api/db/queries/tournament.ts';
import type { Db } from '#api/db/index.ts';

async function requireTournament(db: Db, id: number) {
  const t = await tournamentRow(db, id);
  if (!t) throw notFound('赛事不存在');
  return t;
}

export const tournamentHandlers: AreaHandlers<'tournament'> = {
  'tournament/series-list': async (b, { db }) => {
    const { list, total } = await seriesPage(db, b.page, b.pageSize);
    return paged(list, total, b.page, b.pageSize);
  },
  'tournament/list': async (b, { db }) => {
    const series = await seriesById(db, b.seriesId);
    if (!series) throw notFound('系列赛不存在');
    const { list, total, weeks } = await tournamentsOfSeries(db, series, b.page, b.pageSize);
    return { ...paged(list, total, b.page, b.pageSize), name: series.name, series, weeks };
  },
  'tournament/detail': async (b, { db }) => tournamentDetail(db, await requireTournament(db, b.tournamentId)),
  'tournament/rank-individual': async (b, { db }) => {
    const t = await requireTournament(db, b.tournamentId);
    if (t.status !== 'ended') throw badState('赛事未结束');
    const { list, total } = await rankPage(db, t, b.page, b.pageSize);
    return { ...paged(list, total, b.page, b.pageSize), twoDayFlag: t.two_day };
  },
  'tournament/swiss': async (b, { db }) => {
    const t = await requireTournament(db, b.tournamentId);
    if (t.status !== 'ongoing') throw badState('赛事未进行中');
    if (t.is_team) throw badState('团体赛没有瑞士轮积分');
    if (t.is_rate) throw badState('积分系列赛没有瑞士轮积分');
    const rows = await swissStandings(db, t.id);
    return {
      participantCount: t.participant_count || rows.length,
      round: t.current_round,
      list: rows.map((r) => ({
        rank: r.rank,
        name: r.name,
        pinCode: r.pin_code,
        points: r.points,
        record: r.wins === null ? null : { wins: r.wins, losses: r.losses ?? 0, ties: r.ties ?? 0 },
      })),
    };
  },
  'tournament/regulation-list': async (_b, { db }) => regulationList(db),
};
