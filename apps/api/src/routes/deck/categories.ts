import type { Db } from '../../db/index.ts';
import { categoryDetail, categoryList, saveCategory, unknownEffectIds } from '../../db/queries/category.ts';
import { reclassifyAllDecks } from '../../import/tournaments/decks.ts';
import { notFound } from '../handler.ts';
import type { Handler } from '../handler.ts';

async function parentOf(db: Db, id: number) {
  return db.selectFrom('deck_category').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
}

export const categoryDetailHandler: Handler<'deck/category-detail'> = async ({ id }, { db }) => {
  const category = await categoryDetail(db, id);
  if (!category) throw notFound('卡组分类不存在');
  return category;
};

export const categoryListHandler: Handler<'deck/category-list'> = async ({ id }, { db }) => {
  if (id !== 0 && !(await parentOf(db, id))) throw notFound('卡组分类不存在');
  return { list: await categoryList(db, id) };
};

/**
 * Creates or edits a category or variant, then classifies every deck again in the same
 * transaction, so statistics never mix the old and the new rules.
 */
export const categoryUpsertHandler: Handler<'deck/category-upsert'> = async (input, { db }) => {
  return db.transaction().execute(async (trx) => {
    if (input.id !== null && !(await parentOf(trx, input.id))) throw notFound('卡组分类不存在');
    if (input.parentId !== null) {
      if (input.parentId === input.id) throw notFound('分类不能是自己的父分类');
      const parent = await parentOf(trx, input.parentId);
      if (!parent) throw notFound('父分类不存在');
      if (parent.parent_id !== null) throw notFound('变体不能再有变体: 请选择顶层分类作为父分类');
    }
    const missing = await unknownEffectIds(trx, input.keyEffect.map((k) => k.effectId));
    if (missing.length) throw notFound(`找不到关键卡的效果 ID: ${missing.join(', ')}`);
    await saveCategory(trx, input);
    const { changed } = await reclassifyAllDecks(trx);
    return `已保存「${input.name}」，${changed} 副卡组重新归类`;
  });
};

/** Deleting a category deletes its variants; their decks are classified again. */
export const categoryDeleteHandler: Handler<'deck/category-delete'> = async ({ id }, { db }) => {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('deck_category').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('卡组分类不存在');
    await reclassifyAllDecks(trx);
  });
  return null;
};
