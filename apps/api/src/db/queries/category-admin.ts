import type { CategoryPreview, CategoryUpsertRequest } from '@ptcg/contract';
import { matchesKeyCards } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { jsonColumn } from '#api/lib/json-column.ts';

type KeyEffects = { effectId: string; qty: number }[];

export interface CategorySnapshot {
  name: string;
  label: string;
  icons: string[];
  priority: number;
  parentId: number | null;
  keyEffect: KeyEffects;
}

export async function categorySnapshot(db: Db, id: number): Promise<CategorySnapshot | undefined> {
  const row = await db
    .selectFrom('deck_category')
    .select(['name', 'label', 'icons', 'priority', 'parent_id', 'key_effects'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const keyEffect = jsonColumn<KeyEffects>(row.key_effects);
  return {
    name: row.name,
    label: row.label,
    icons: row.icons,
    priority: row.priority,
    parentId: row.parent_id,
    keyEffect,
  };
}

export const snapshotOfInput = (input: CategoryUpsertRequest): CategorySnapshot => ({
  name: input.name,
  label: input.label,
  icons: input.icon,
  priority: input.priority,
  parentId: input.parentId,
  keyEffect: input.keyEffect,
});

/**
 * jsonb refuses the escape of a lone UTF-16 surrogate, which text columns store as a replacement
 * character; the record keeps the same replacement instead of failing the change it describes.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string'
    ? value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : value;

export async function recordAudit(
  db: Db,
  entry: {
    userId: number;
    username: string;
    action: 'create' | 'update' | 'delete';
    targetId: number;
    targetName: string;
    before?: CategorySnapshot;
    after?: CategorySnapshot;
  },
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      user_id: entry.userId,
      username: entry.username,
      action: entry.action,
      target_id: entry.targetId,
      target_name: entry.targetName,
      detail: JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null }, wellFormed),
    })
    .execute();
}

const keyCardsText = (list: KeyEffects) => list.map((k) => `${k.effectId.slice(0, 8)}×${k.qty}`).join(', ') || '无';

/** Readable lines of what one audited change did. */
export function describeChange(before: CategorySnapshot | null, after: CategorySnapshot | null): string[] {
  if (!before && after) {
    return [
      `名称: ${after.name}`,
      `图标: ${after.icons.join(', ')}`,
      `优先级: ${after.priority}`,
      `关键卡: ${after.keyEffect.length} 张`,
    ];
  }
  if (before && !after) return [`删除「${before.name}」及其变体`];
  if (!before || !after) return [];
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`名称: ${before.name} → ${after.name}`);
  if (before.label !== after.label) lines.push(`标签: ${before.label || '-'} → ${after.label || '-'}`);
  if (before.icons.join() !== after.icons.join())
    lines.push(`图标: ${before.icons.join(', ')} → ${after.icons.join(', ')}`);
  if (before.priority !== after.priority) lines.push(`优先级: ${before.priority} → ${after.priority}`);
  if (keyCardsText(before.keyEffect) !== keyCardsText(after.keyEffect)) {
    lines.push(`关键卡: ${keyCardsText(before.keyEffect)} → ${keyCardsText(after.keyEffect)}`);
  }
  return lines.length ? lines : ['没有字段变化'];
}

export async function auditList(db: Db, limit: number) {
  const rows = await db
    .selectFrom('admin_audit')
    .select(['id', 'username', 'action', 'target_id', 'target_name', 'detail', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const detail = jsonColumn<{ before: CategorySnapshot | null; after: CategorySnapshot | null }>(r.detail);
    return {
      id: r.id,
      username: r.username,
      action: r.action,
      targetId: r.target_id,
      targetName: r.target_name,
      changes: describeChange(detail.before, detail.after),
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

/** deck id → variant id of every stored deck. */
export async function deckVariants(db: Db): Promise<Map<number, number | null>> {
  const rows = await db.selectFrom('deck').select(['deck_id', 'variant_id']).execute();
  return new Map(rows.map((r) => [r.deck_id, r.variant_id]));
}

/** How many plays (deck_play: entries of ended events) each deck had in a window of days. */
export async function playsInWindow(db: Db, window: { from: string; to: string }): Promise<Map<number, number>> {
  const rows = await sql<{ deck_id: number; plays: number }>`
    SELECT p.deck_id, count(*)::int AS plays
    FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
    WHERE t.date BETWEEN ${window.from}::date AND ${window.to}::date
    GROUP BY p.deck_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.deck_id, r.plays]));
}

/** Display names; a variant is named with its category (`沙奈朵ex / 其他`), since variant names repeat. */
export async function categoryNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('deck_category as c')
    .leftJoin('deck_category as p', 'p.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'p.name as parentName'])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.parentName ? `${r.parentName} / ${r.name}` : r.name]));
}

export async function childIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db.selectFrom('deck_category').select('id').where('parent_id', '=', parentId).execute();
  return rows.map((r) => r.id);
}

/**
 * Categories of the same level (top-level or variant) and priority as the form whose key-card rule
 * matches at least one deck that the form's rule matches too: the classifier then decides between them
 * only by the number of key cards and the id, which is rarely what the editor meant.
 */
export async function sameRankOverlaps(db: Db, input: CategoryUpsertRequest): Promise<CategoryPreview['overlaps']> {
  if (input.keyEffect.length === 0) return [];
  const rivals = await db
    .selectFrom('deck_category')
    .select(['id', 'name', 'priority', 'key_effects'])
    .where('priority', '=', input.priority)
    .where('is_other', '=', false)
    .where('parent_id', input.parentId === null ? 'is' : 'is not', null)
    .$if(input.id !== null, (q) => q.where('id', '<>', input.id!))
    .execute();
  const rules = rivals
    .map((r) => ({ ...r, rule: jsonColumn<KeyEffects>(r.key_effects) }))
    .filter((r) => r.rule.length > 0);
  if (rules.length === 0) return [];
  const effectIds = [...new Set([...input.keyEffect, ...rules.flatMap((r) => r.rule)].map((k) => k.effectId))];
  const rows = await sql<{ deck_id: number; effect_id: string; count: number }>`
    SELECT dc.deck_id, c.effect_id, sum(dc.count)::int AS count
    FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
    WHERE c.effect_id = ANY(${effectIds}::bpchar[])
    GROUP BY dc.deck_id, c.effect_id`.execute(db);
  const decks = new Map<number, Map<string, number>>();
  for (const r of rows.rows) {
    let m = decks.get(r.deck_id);
    if (!m) decks.set(r.deck_id, (m = new Map()));
    m.set(r.effect_id, r.count);
  }
  const mine = [...decks.values()].filter((d) => matchesKeyCards(input.keyEffect, d));
  return rules
    .map((r) => ({
      id: r.id,
      name: r.name,
      priority: r.priority,
      decks: mine.filter((d) => matchesKeyCards(r.rule, d)).length,
    }))
    .filter((o) => o.decks > 0)
    .sort((a, b) => b.decks - a.decks);
}

/** A category's id and parent, or undefined when there is none. */
export async function categoryParent(db: Db, id: number) {
  return db.selectFrom('deck_category').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
}

/** Deletes a category (its variants with it); answers whether it existed. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('deck_category').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
