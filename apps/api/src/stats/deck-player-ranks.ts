import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { chunks } from '../lib/batches.ts';
import { readColumns } from './columns.ts';

/**
 * deck_player_rank of every archetype, or of the rankings that hold one of the given archetype ids
 * (an id's own ranking, its category's and its variants'; ids of deleted categories lose theirs).
 * The own ranking of an id covers the id and its 其他 variant; the all ranking of a category covers
 * it and every variant.
 */
export async function insertPlayerRanks(db: Db, archetypes: number[] | null): Promise<void> {
  const categories = await db.selectFrom('deck_category').select(['id', 'parent_id', 'is_other']).execute();
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  let ids = categories.map((c) => c.id);
  if (archetypes !== null) {
    const wanted = new Set(archetypes);
    for (const c of categories) {
      if (c.parent_id !== null && (wanted.has(c.parent_id) || wanted.has(c.id))) {
        wanted.add(c.parent_id);
        wanted.add(c.id);
      }
    }
    for (const c of categories) if (c.parent_id !== null && wanted.has(c.parent_id)) wanted.add(c.id);
    await sql`DELETE FROM deck_player_rank WHERE archetype_id = ANY(${[...wanted]}::int4[])`.execute(db);
    ids = ids.filter((id) => wanted.has(id));
  }
  // (archetype, all, variant) for every variant a ranking sums.
  const scope: [number, boolean, number][] = [];
  for (const id of ids) {
    const top = parentOf.get(id) === null;
    for (const c of categories) {
      if (c.id === id || (c.parent_id === id && c.is_other)) scope.push([id, false, c.id]);
      if (top && (c.id === id || c.parent_id === id)) scope.push([id, true, c.id]);
    }
  }
  if (scope.length === 0) return;
  // Each player's points per archetype: exact decimal sums of the plays (numeric), read as decimal text.
  const variants = [...new Set(scope.map((s) => s[2]))];
  const points = await readColumns(
    db,
    { variant_id: 'int', pin_code: 'text', points: 'decimal' },
    sql`
    SELECT d.variant_id, e.pin_code, sum(e.points * e.weight)::text AS points
    FROM deck_play e
    JOIN deck d ON d.deck_id = e.deck_id
    WHERE d.variant_id = ANY(${variants}::int4[]) AND e.pin_code IS NOT NULL
    GROUP BY 1, 2`,
  );
  const pointsOf = new Map<number, Map<string, string>>();
  for (let i = 0; i < points.length; i++) {
    const variant = points.variant_id[i]!;
    let m = pointsOf.get(variant);
    if (!m) pointsOf.set(variant, (m = new Map()));
    m.set(points.pin_code[i]!, points.points[i]!);
  }
  // A ranking's points are the exact sum of its variants' decimals, rounded once to a double, as
  // sum(numeric)::float8 gives. Most points first; equal points share a ranking (1, 1, 3: the reader
  // takes the first position of the same points) and are listed by PIN.
  const rankings = new Map<string, { id: number; all: boolean; variants: number[] }>();
  for (const [id, all, variant] of scope) {
    const key = `${id}:${all}`;
    const r = rankings.get(key);
    if (r) r.variants.push(variant);
    else rankings.set(key, { id, all, variants: [variant] });
  }
  const rows: { id: number; all: boolean; pins: string; points: string }[] = [];
  for (const { id, all, variants: own } of rankings.values()) {
    // A player's decimals of the ranking's variants: most players played one variant, whose decimal
    // is kept as it is (no list for each of a few hundred thousand players).
    const parts = new Map<string, string | string[]>();
    for (const variant of own) {
      for (const [pin, points] of pointsOf.get(variant) ?? []) {
        const held = parts.get(pin);
        if (held === undefined) parts.set(pin, points);
        else if (typeof held === 'string') parts.set(pin, [held, points]);
        else held.push(points);
      }
    }
    // A player who scored nothing with the archetype is not one of its top players.
    const ranked: [pin: string, points: number][] = [];
    for (const [pin, held] of parts) {
      const points = typeof held === 'string' ? Number(held) : decimalSum(held);
      if (points > 0) ranked.push([pin, points]);
    }
    ranked.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    if (ranked.length === 0) continue;
    rows.push({ id, all, pins: ranked.map((r) => r[0]).join(','), points: ranked.map((r) => r[1]).join(',') });
  }
  // The lists travel as comma-joined texts, a few statements for every ranking: long arrays as
  // parameters, or a statement per ranking, cost far more on the embedded database.
  for (const part of chunks(rows, 50)) {
    await sql`
      INSERT INTO deck_player_rank (archetype_id, all_variants, pins, points)
      SELECT id, all_variants, string_to_array(pins, ','), string_to_array(points, ',')::float8[]
      FROM unnest(${part.map((r) => r.id)}::int4[], ${part.map((r) => r.all)}::bool[], ${part.map((r) => r.pins)}::text[],
        ${part.map((r) => r.points)}::text[]) AS u(id, all_variants, pins, points)`.execute(db);
  }
}

/** The exact sum of decimal numbers (numeric's text), as the nearest double. */
export function decimalSum(values: readonly string[]): number {
  if (values.length === 1) return Number(values[0]);
  // Whole numbers (most sums: points of individual events) add exactly as doubles.
  let whole = 0;
  for (const v of values) {
    const n = Number(v);
    if (!Number.isInteger(n) || !Number.isSafeInteger(whole + n)) {
      whole = NaN;
      break;
    }
    whole += n;
  }
  if (!Number.isNaN(whole)) return whole;
  let scale = 0;
  for (const v of values) {
    const dot = v.indexOf('.');
    if (dot >= 0) scale = Math.max(scale, v.length - dot - 1);
  }
  let total = 0n;
  for (const v of values) {
    const dot = v.indexOf('.');
    total += dot < 0 ? BigInt(v + '0'.repeat(scale)) : BigInt(v.slice(0, dot) + v.slice(dot + 1).padEnd(scale, '0'));
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}
