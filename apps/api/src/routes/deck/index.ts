import { RECENT_USE_CUTS, ResultCode } from '@ptcg/contract';
import { pastMonthsRange, statsWindows } from '@ptcg/tcg';
import type { Db } from '#api/db/index.ts';
import { currentRegulation } from '#api/db/queries/app.ts';
import { effectOfPrint } from '#api/db/queries/card.ts';
import { tournamentStatus } from '#api/db/queries/tournament.ts';
import type { AreaHandlers } from '../handler.ts';
import { ApiError, notFound, paged } from '../handler.ts';
import { deckDetail, deckIdOfMiniappCode } from '#api/db/queries/deck.ts';
import { deckConsensus, deckPlayed, importDeckText } from '#api/db/queries/deck-list.ts';
import {
  deckStatsByDate,
  deckStatsByTour,
  deckStatsReady,
  loadArchetypes,
  type Archetypes,
} from '#api/db/queries/deck-stats.ts';
import { deckMatchups } from '#api/db/queries/matchups.ts';
import {
  coreCards,
  playsByRegulation,
  recentPlays,
  recentPlaysOfEffect,
  topPlayers,
} from '#api/db/queries/deck-usage.ts';
import { loadClassifier } from '#api/stats/deck-archetypes.ts';
import {
  categoryAuditHandler,
  categoryDeleteHandler,
  categoryDetailHandler,
  categoryListHandler,
  categoryPreviewHandler,
  categoryUpsertHandler,
} from './categories.ts';

/** The archetypes an id stands for: its own decks, or with `all` the category and every variant of it. */
async function archetypeIds(db: Db, id: number, all: boolean): Promise<[Archetypes, number[]]> {
  const archetypes = await loadArchetypes(db);
  if (!archetypes.exists(id)) throw notFound('卡组分类不存在');
  return [archetypes, all ? archetypes.family(archetypes.categoryOf(id)) : archetypes.own(id)];
}

export const deckHandlers: AreaHandlers<'deck'> = {
  'deck/detail': async (b, { db, env }) => {
    const deck = await deckDetail(db, env, b.deckId);
    if (!deck) throw notFound('卡组不存在');
    return deck;
  },
  'deck/export-miniapp': async (b, { db, env }) => {
    const deckId = await deckIdOfMiniappCode(db, b.deckCode);
    const deck = deckId !== undefined ? await deckDetail(db, env, deckId) : undefined;
    if (!deck) throw notFound('卡组代码不存在');
    return deck;
  },
  'deck/deck-played': async (b, { db }) => {
    const played = await deckPlayed(db, b.deckId);
    if (!played) throw notFound('卡组不存在');
    return played;
  },
  'deck/consensus': async (b, { db, env }) => {
    const consensus = await deckConsensus(db, env, b.id, b.regulation);
    if (!consensus) throw notFound('卡组分类不存在');
    return consensus;
  },
  'deck/import-text': async (b, { db, env }) => importDeckText(db, env, b.text, (await loadClassifier(db)).classifier),
  'deck/deck-static-by-date-and-reg': async (b, { db, now }) => {
    if ([b.lastWeek, b.pastWeek, b.pastMonth].filter((n) => n > 0).length > 1) {
      throw notFound('参数错误: lastWeek、pastWeek、pastMonth 只能选一个');
    }
    return deckStatsByDate(db, b, statsWindows(now, b));
  },
  'deck/matchup': async (b, { db, now }) => {
    if ([b.lastWeek, b.pastWeek, b.pastMonth].filter((n) => n > 0).length > 1) {
      throw notFound('参数错误: lastWeek、pastWeek、pastMonth 只能选一个');
    }
    const archetypes = await loadArchetypes(db);
    if (b.categoryId !== null && !archetypes.exists(b.categoryId)) throw notFound('卡组分类不存在');
    return deckMatchups(db, archetypes, b, statsWindows(now, b)?.current ?? null);
  },
  'deck/deck-static-by-tour': async (b, { db }) => {
    const status = await tournamentStatus(db, b.tournamentId);
    if (status === null) throw notFound('赛事不存在');
    // The original answers 10002, not 400, for the statistics of an event that has not ended.
    if (status !== 'ended') throw new ApiError(ResultCode.malformed, '赛事未结束');
    return deckStatsByTour(db, b.tournamentId, b);
  },
  'deck/category-detail': categoryDetailHandler,
  'deck/category-recent-play': async (b, { db }) => {
    const { total, list } = await recentPlays(db, ...(await archetypeIds(db, b.id, b.all)), b.page, b.pageSize);
    return paged(list, total, b.page, b.pageSize);
  },
  'deck/top-player': async (b, { db }) => {
    const archetypes = await loadArchetypes(db);
    if (!archetypes.exists(b.id)) throw notFound('卡组分类不存在');
    const { total, list } = await topPlayers(db, b.all ? archetypes.categoryOf(b.id) : b.id, b.all, b.page, b.pageSize);
    return paged(list, total, b.page, b.pageSize);
  },
  'deck/core-card': async (b, { db, env }) => {
    // A category's cards are those of every deck of the archetype, its variants included.
    const archetypes = await loadArchetypes(db);
    if (!archetypes.exists(b.variant)) throw notFound('卡组分类不存在');
    const ids = archetypes.isVariant(b.variant) ? [b.variant] : archetypes.family(b.variant);
    const regulationCount = await playsByRegulation(db, ids);
    const current = await currentRegulation(db);
    const regulation =
      b.regulation ||
      (regulationCount.some((r) => r.regulation === current) ? current : (regulationCount[0]?.regulation ?? current));
    const total = regulationCount.find((r) => r.regulation === regulation)?.count ?? 0;
    const list = total > 0 ? await coreCards(db, env, ids, regulation, total, b.showPopular) : [];
    return { regulation, total, regulationCount, list };
  },
  'deck/deck-recent-by-card': async (b, { db, now }) => {
    const effectId = await effectOfPrint(db, b.setCode, b.cardIndex);
    if (effectId === null) throw notFound('卡牌不存在');
    if (!(await deckStatsReady(db))) return { status: 'Processing' as const, list: [] };
    const window = pastMonthsRange(now, RECENT_USE_CUTS.months);
    return {
      status: 'ok' as const,
      list: await recentPlaysOfEffect(db, await loadArchetypes(db), effectId, window),
    };
  },
  'deck/category-list': categoryListHandler,
  'deck/category-upsert': categoryUpsertHandler,
  'deck/category-delete': categoryDeleteHandler,
  'deck/category-preview': categoryPreviewHandler,
  'deck/category-audit': categoryAuditHandler,
};
