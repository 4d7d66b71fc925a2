import type { CategoryUpsertRequest, DeckCategory } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../index.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  label: string;
  icons: string[];
  priority: number;
  key_effects: { effectId: string; qty: number }[];
}

const CATEGORY_COLUMNS = ['id', 'parent_id', 'name', 'label', 'icons', 'priority', 'key_effects'] as const;

/**
 * One representative print per effect id for showing key cards: the newest release (then the
 * lowest number) among the prints sharing that effect.
 */
async function keyCardPrints(db: Db, effectIds: string[]) {
  if (effectIds.length === 0)
    return new Map<string, { setCode: string; cardIndex: string; cardName: string; rarity: string }>();
  const rows = await sql<{ effect_id: string; set_code: string; card_index: string; name: string; rarity: string }>`
    SELECT DISTINCT ON (c.effect_id) c.effect_id, c.set_code, c.card_index, c.name, c.rarity
    FROM card c JOIN product p ON p.set_id = c.set_id
    WHERE c.effect_id = ANY(${effectIds}::bpchar[])
    ORDER BY c.effect_id, p.release_date DESC NULLS LAST, c.sort_order`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.effect_id,
      { setCode: r.set_code, cardIndex: r.card_index, cardName: r.name, rarity: r.rarity },
    ]),
  );
}

/** Categories in the answer shape, children listed under their parent as `variants`. */
async function toCategories(db: Db, rows: CategoryRow[]): Promise<DeckCategory[]> {
  const parentIds = rows.filter((r) => r.parent_id === null).map((r) => r.id);
  const children = parentIds.length
    ? await db
        .selectFrom('deck_category')
        .select(['id', 'parent_id', 'name', 'icons'])
        .where('parent_id', 'in', parentIds)
        .orderBy('priority', 'desc')
        .orderBy('id')
        .execute()
    : [];
  const prints = await keyCardPrints(db, [...new Set(rows.flatMap((r) => r.key_effects.map((k) => k.effectId)))]);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    label: r.label,
    icons: r.icons,
    priority: r.priority,
    keyEffect: r.key_effects.map((k) => {
      const p = prints.get(k.effectId);
      return {
        effectId: k.effectId,
        qty: k.qty,
        setCode: p?.setCode ?? null,
        cardIndex: p?.cardIndex ?? null,
        cardName: p?.cardName ?? null,
        rarity: p?.rarity ?? null,
      };
    }),
    variants: children.filter((c) => c.parent_id === r.id).map((c) => ({ id: c.id, name: c.name, icons: c.icons })),
    isVariant: r.parent_id !== null,
  }));
}

export async function categoryDetail(db: Db, id: number): Promise<DeckCategory | undefined> {
  const row = await db.selectFrom('deck_category').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? (await toCategories(db, [row]))[0] : undefined;
}

/** id 0: every top-level category; otherwise that category followed by its variants. */
export async function categoryList(db: Db, id: number): Promise<DeckCategory[]> {
  const rows = await db
    .selectFrom('deck_category')
    .select(CATEGORY_COLUMNS)
    .$if(id === 0, (q) => q.where('parent_id', 'is', null))
    .$if(id !== 0, (q) => q.where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])))
    .orderBy(sql`parent_id IS NOT NULL`)
    .orderBy('priority', 'desc')
    .orderBy('id')
    .execute();
  return toCategories(db, rows);
}

/** Which of the effect ids no card in the database carries. */
export async function unknownEffectIds(db: Db, effectIds: string[]): Promise<string[]> {
  if (effectIds.length === 0) return [];
  const rows = await sql<{ effect_id: string }>`
    SELECT DISTINCT effect_id FROM card WHERE effect_id = ANY(${effectIds}::bpchar[])`.execute(db);
  const known = new Set(rows.rows.map((r) => r.effect_id));
  return effectIds.filter((e) => !known.has(e));
}

export async function saveCategory(db: Db, input: CategoryUpsertRequest): Promise<number> {
  const values = {
    parent_id: input.parentId,
    name: input.name,
    label: input.label,
    icons: input.icon,
    priority: input.priority,
    key_effects: JSON.stringify(input.keyEffect),
    is_other: false,
  };
  if (input.id !== null) {
    await db
      .updateTable('deck_category')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', input.id)
      .execute();
    return input.id;
  }
  const row = await db
    .insertInto('deck_category')
    .values({ ...values, external_key: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
