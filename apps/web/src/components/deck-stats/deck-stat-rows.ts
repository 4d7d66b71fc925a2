import type { DeckStatRow } from '@ptcg/contract';
import { changeColour, pieGroups, PIE_OTHER_NAME, type ChangeColour } from '@ptcg/tcg';

export type StatSort = 'usage' | 'score';

/** Rows in table order: by usage (count) or by score (points), ties by the other measure, then name. */
export function sortStatRows(rows: readonly DeckStatRow[], sort: StatSort): DeckStatRow[] {
  const primary = (r: DeckStatRow) => (sort === 'score' ? r.points : r.count);
  const secondary = (r: DeckStatRow) => (sort === 'score' ? r.count : r.points);
  return [...rows].sort(
    (a, b) => primary(b) - primary(a) || secondary(b) - secondary(a) || a.name.localeCompare(b.name, 'zh-CN'),
  );
}

export type ChangeTone = ChangeColour;

/** SPEC 9 colouring of a change ratio (shared with the server): above 1.03 red, below 0.97 green. */
export const changeTone = changeColour;

export type PieSlice = { id: number | null; name: string; value: number; share: number };

export const OTHER_SLICE_NAME = PIE_OTHER_NAME;

/**
 * Slices of the pie (@ptcg/tcg's pieGroups: under 2% merged into 其他); decks of no archetype, which the
 * server also names 其他, join that slice. Each slice keeps its archetype id for the legend's link.
 */
export function pieSlices(rows: readonly DeckStatRow[], measure: StatSort = 'usage'): PieSlice[] {
  const measured = rows.map((row) => ({ row, name: row.name, count: measure === 'score' ? row.points : row.count }));
  const slices: PieSlice[] = [];
  const other = { value: 0, share: 0 };
  for (const group of pieGroups(measured)) {
    const single = group.rows.length === 1 ? group.rows[0]!.row : null;
    if (single && single.id !== 0 && group.name !== OTHER_SLICE_NAME) {
      slices.push({ id: single.id, name: group.name, value: group.count, share: group.share });
    } else {
      other.value += group.count;
      other.share += group.share;
    }
  }
  return other.value > 0 ? [...slices, { id: null, name: OTHER_SLICE_NAME, ...other }] : slices;
}

/** Chart colours (Mantine palette names) for slices and lines, in order; 其他 is always grey. */
export const CHART_COLOURS = [
  'indigo.6',
  'orange.6',
  'teal.6',
  'grape.6',
  'yellow.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'blue.4',
  'red.6',
  'violet.4',
  'green.8',
  'orange.3',
  'indigo.3',
];

export function chartColour(index: number, name: string): string {
  return name === OTHER_SLICE_NAME ? 'gray.5' : CHART_COLOURS[index % CHART_COLOURS.length]!;
}

/**
 * One colour per archetype for every chart of a page, given by its place in usage order, so the pie
 * and the weekly lines draw the same archetype alike.
 */
export function archetypeColours(rows: readonly DeckStatRow[]): Map<number, string> {
  const byUsage = [...rows].sort((a, b) => b.count - a.count || a.id - b.id);
  return new Map(byUsage.map((row, i) => [row.id, chartColour(i, row.name)]));
}
