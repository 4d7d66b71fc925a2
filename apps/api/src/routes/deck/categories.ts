import type { CategoryPreview, CategoryUpsertRequest } from '@ptcg/contract';
import { pastMonthsRange } from '@ptcg/tcg';
import type { Db } from '#api/db/index.ts';
import { inRolledBackTransaction } from '#api/db/rolled-back.ts';
import { categoryDetail, categoryList, saveCategory, unknownEffectIds } from '#api/db/queries/category.ts';
import {
  auditList,
  categoryNames,
  categoryParent,
  categorySnapshot,
  childIds,
  deleteCategory,
  deckVariants,
  playsInWindow,
  recordAudit,
  sameRankOverlaps,
  snapshotOfInput,
} from '#api/db/queries/category-admin.ts';
import { applyCategoryEdit } from '#api/stats/index.ts';
import { notFound } from '../handler.ts';
import type { AdminSession, Handler } from '../handler.ts';

export const categoryDetailHandler: Handler<'deck/category-detail'> = async ({ id }, { db }) => {
  const category = await categoryDetail(db, id);
  if (!category) throw notFound('卡组分类不存在');
  return category;
};

export const categoryListHandler: Handler<'deck/category-list'> = async ({ id }, { db }) => {
  if (id !== 0 && !(await categoryParent(db, id))) throw notFound('卡组分类不存在');
  return { list: await categoryList(db, id) };
};

/** The checks the database cannot make itself; the contract schema has already checked each field. */
async function checkUpsert(db: Db, input: CategoryUpsertRequest) {
  if (input.id !== null && !(await categoryParent(db, input.id))) throw notFound('卡组分类不存在');
  if (input.parentId !== null) {
    if (input.parentId === input.id) throw notFound('分类不能是自己的父分类');
    const parent = await categoryParent(db, input.parentId);
    if (!parent) throw notFound('父分类不存在');
    if (parent.parent_id !== null) throw notFound('变体不能再有变体: 请选择顶层分类作为父分类');
  }
  const missing = await unknownEffectIds(
    db,
    input.keyEffect.map((k) => k.effectId),
  );
  if (missing.length) throw notFound(`找不到关键卡的效果 ID: ${missing.join(', ')}`);
}

const adminOf = (session: AdminSession | null): AdminSession => {
  // The router answers 401 before an admin handler runs without a session.
  if (!session) throw new Error('admin handler called without a session');
  return session;
};

/**
 * Saves the form through applyCategoryEdit, given the category as it was (undefined for a new one):
 * the decks it can move are classified again, and with `statistics` what they feed is rebuilt.
 */
async function saveWithEdit(
  trx: Db,
  input: CategoryUpsertRequest,
  before: Awaited<ReturnType<typeof categorySnapshot>>,
  { statistics }: { statistics: boolean },
) {
  let id = 0;
  const moves = await applyCategoryEdit(
    trx,
    { touched: [input.id, before?.parentId, input.parentId], rule: before?.keyEffect ?? [] },
    async () => {
      id = await saveCategory(trx, input);
      return { id, rule: input.keyEffect, structural: !before || before.parentId !== input.parentId };
    },
    { statistics },
  );
  return { id, moves };
}

/**
 * Creates or edits a category or variant, then classifies again the decks the edit can move and
 * rebuilds the deck statistics they feed in the same transaction, so statistics never mix the old and
 * the new rules. The change is recorded with its author.
 */
export const categoryUpsertHandler: Handler<'deck/category-upsert'> = async (input, { db, session }) => {
  const admin = adminOf(session);
  return db.transaction().execute(async (trx) => {
    await checkUpsert(trx, input);
    const before = input.id === null ? undefined : await categorySnapshot(trx, input.id);
    const { id, moves } = await saveWithEdit(trx, input, before, { statistics: true });
    await recordAudit(trx, {
      userId: admin.userId,
      username: admin.username,
      action: before ? 'update' : 'create',
      targetId: id,
      targetName: input.name,
      before,
      after: snapshotOfInput(input),
    });
    return `已保存「${input.name}」，${moves.length} 副卡组重新归类`;
  });
};

/**
 * What saving would do: the form is saved and the decks classified again, with the same scope as a
 * save (applyCategoryEdit), inside a transaction that is always rolled back, so the answer is exactly
 * what saving would decide, and nothing changes.
 */
export const categoryPreviewHandler: Handler<'deck/category-preview'> = async (input, { db, now }) => {
  const overlaps = await sameRankOverlaps(db, input);
  const window = pastMonthsRange(now, PREVIEW_MONTHS);
  const recentPlays = await playsInWindow(db, window);
  return inRolledBackTransaction<CategoryPreview>(db, async (trx) => {
    await checkUpsert(trx, input);
    const snapshot = input.id === null ? undefined : await categorySnapshot(trx, input.id);
    const before = await deckVariants(trx);
    const { id, moves: moved } = await saveWithEdit(trx, input, snapshot, { statistics: false });
    const after = new Map(before);
    for (const m of moved) after.set(m.deckId, m.to);
    const mine = new Set([id, ...(input.parentId === null ? await childIds(trx, id) : [])]);
    const all = tallyMoves(before, after, mine, () => 1);
    const recent = tallyMoves(before, after, mine, (deckId) => recentPlays.get(deckId) ?? 0);
    const names = await categoryNames(
      trx,
      [...all.movedFrom.keys(), ...recent.movedFrom.keys()].filter((k): k is number => k !== null),
    );
    const moves = (movedFrom: Map<number | null, number>) =>
      [...movedFrom]
        .filter(([, count]) => count > 0)
        .map(([fromId, count]) => ({
          fromId,
          fromName: fromId === null ? '未归类' : (names.get(fromId) ?? `#${fromId}`),
          count,
        }))
        .sort((a, b) => b.count - a.count);
    return {
      captured: all.captured,
      current: all.current,
      moves: moves(all.movedFrom),
      released: all.released,
      recent: {
        ...window,
        captured: recent.captured,
        current: recent.current,
        moves: moves(recent.movedFrom),
        released: recent.released,
      },
      overlaps,
    };
  });
};

/** The months of plays the preview counts apart, as the /decks window 近 3 个月. */
const PREVIEW_MONTHS = 3;

/**
 * What moving decks from `before` to `after` does to the categories `mine`, each deck weighing `weight`
 * (1 per list, or its plays in a window): decks held before and after, those lost, and where the gained
 * ones come from (null: unclassified).
 */
function tallyMoves(
  before: Map<number, number | null>,
  after: Map<number, number | null>,
  mine: Set<number>,
  weight: (deckId: number) => number,
) {
  let captured = 0;
  let current = 0;
  let released = 0;
  const movedFrom = new Map<number | null, number>();
  for (const [deckId, now] of after) {
    const n = weight(deckId);
    if (n === 0) continue;
    const was = before.get(deckId) ?? null;
    const wasMine = was !== null && mine.has(was);
    const isMine = now !== null && mine.has(now);
    if (wasMine) current += n;
    if (isMine) captured += n;
    if (wasMine && !isMine) released += n;
    if (isMine && !wasMine) movedFrom.set(was, (movedFrom.get(was) ?? 0) + n);
  }
  return { captured, current, released, movedFrom };
}

/** Deleting a category deletes its variants; their decks are classified again and their statistics rebuilt. */
export const categoryDeleteHandler: Handler<'deck/category-delete'> = async ({ id }, { db, session }) => {
  const admin = adminOf(session);
  await db.transaction().execute(async (trx) => {
    const before = await categorySnapshot(trx, id);
    if (!before) throw notFound('卡组分类不存在');
    await applyCategoryEdit(trx, { touched: [id, before.parentId], rule: before.keyEffect }, async () => {
      if (!(await deleteCategory(trx, id))) throw notFound('卡组分类不存在');
      return { id: null, rule: [], structural: true };
    });
    await recordAudit(trx, {
      userId: admin.userId,
      username: admin.username,
      action: 'delete',
      targetId: id,
      targetName: before.name,
      before,
    });
  });
  return null;
};

export const categoryAuditHandler: Handler<'deck/category-audit'> = async ({ limit }, { db }) => ({
  list: await auditList(db, limit),
});
