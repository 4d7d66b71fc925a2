import { DEFAULT_REGULATION } from '@ptcg/contract';
import type { AreaHandlers } from '../handler.ts';
import { notFound, paged } from '../handler.ts';
import { deckDetail } from '../../db/queries/deck.ts';
import { categoryDeleteHandler, categoryDetailHandler, categoryListHandler, categoryUpsertHandler } from './categories.ts';

const emptyStats = { list: [], deckNum: 0, tournamentNum: 0 };

export const deckHandlers: AreaHandlers<'deck'> = {
  'deck/detail': async (b, { db, env }) => {
    const deck = await deckDetail(db, env, b.deckId);
    if (!deck) throw notFound('卡组不存在');
    return deck;
  },
  'deck/export-miniapp': async (b, { db, env }) => {
    const row = await db.selectFrom('deck').select('deck_id').where('deck_code', '=', b.deckCode).executeTakeFirst();
    const deck = row && (await deckDetail(db, env, row.deck_id));
    if (!deck) throw notFound('卡组代码不存在');
    return deck;
  },
  'deck/deck-static-by-date-and-reg': async () => emptyStats,
  'deck/deck-static-by-tour': async () => emptyStats,
  'deck/category-detail': categoryDetailHandler,
  'deck/category-recent-play': async (b) => paged([], 0, b.page, b.pageSize),
  'deck/core-card': async (b) => ({ regulation: b.regulation || DEFAULT_REGULATION, total: 0, regulationCount: [], list: [] }),
  'deck/deck-recent-by-card': async () => ({ status: 'ok' as const, list: [] }),
  'deck/top-player': async (b) => paged([], 0, b.page, b.pageSize),
  'deck/category-list': categoryListHandler,
  'deck/category-upsert': categoryUpsertHandler,
  'deck/category-delete': categoryDeleteHandler,
};
