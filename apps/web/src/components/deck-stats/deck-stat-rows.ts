import { UNCLASSIFIED_ID, UNCLASSIFIED_NAME, type DeckStatRow } from '@ptcg/contract';
import { changeColour, pieGroups, PIE_OTHER_NAME, type ChangeColour } from '@ptcg/tcg';

export type StatSort = 'usage' | 'score';

export { UNCLASSIFIED_ID, UNCLASSIFIED_NAME };
/** The row of decks no archetype takes (id 0): not an archetype, so never ranked among them. */
export const isUnclassified = (row: Pick<DeckStatRow, 'id'>) => row.id === UNCLASSIFIED_ID;

/**
 * Rows in table order: by usage (count) or by score (match points), ties by the other measure, then name;
 * the unclassified decks last, whatever their size and wherever the server put them.
 */
export function sortStatRows(rows: readonly DeckStatRow[], sort: StatSort): DeckStatRow[] {
  const primary = (r: DeckStatRow) => (sort === 'score' ? r.points2 : r.count);
  const secondary = (r: DeckStatRow) => (sort === 'score' ? r.count : r.points2);
  return [...rows].sort(
    (a, b) =>
      Number(isUnclassified(a)) - Number(isUnclassified(b)) ||
      primary(b) - primary(a) ||
      secondary(b) - secondary(a) ||
      a.name.localeCompare(b.name, 'zh-CN'),
  );
}

export type ChangeTone = ChangeColour;

/** SPEC 9 colouring of a change ratio (shared with the server): above 1.03 red, below 0.97 green. */
export const changeTone = changeColour;

export type PieSlice = { id: number | null; name: string; value: number; share: number };

export const OTHER_SLICE_NAME = PIE_OTHER_NAME;

/**
 * Slices of the pie (@ptcg/tcg's pieGroups: archetypes under 2% merged into 其他), then the decks of no
 * archetype as their own 未分类 slice, last. Each archetype slice keeps its id for the legend's link.
 */
export function pieSlices(rows: readonly DeckStatRow[], measure: StatSort = 'usage'): PieSlice[] {
  const value = (row: DeckStatRow) => (measure === 'score' ? row.points2 : row.count);
  const total = rows.reduce((sum, row) => sum + value(row), 0);
  const archetypes = rows.filter((row) => !isUnclassified(row));
  const measured = archetypes.map((row) => ({ row, name: row.name, count: value(row) }));
  const slices: PieSlice[] = [];
  const other = { value: 0, share: 0 };
  for (const group of pieGroups(measured, undefined, total)) {
    const single = group.rows.length === 1 ? group.rows[0]!.row : null;
    if (single && group.name !== OTHER_SLICE_NAME) {
      slices.push({ id: single.id, name: group.name, value: group.count, share: group.share });
    } else {
      other.value += group.count;
      other.share += group.share;
    }
  }
  if (other.value > 0) slices.push({ id: null, name: OTHER_SLICE_NAME, ...other });
  const unclassified = rows.filter(isUnclassified).reduce((sum, row) => sum + value(row), 0);
  if (unclassified > 0)
    slices.push({ id: UNCLASSIFIED_ID, name: UNCLASSIFIED_NAME, value: unclassified, share: unclassified / total });
  return slices;
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
  if (name === OTHER_SLICE_NAME) return 'gray.5';
  if (name === UNCLASSIFIED_NAME) return 'gray.7';
  return CHART_COLOURS[index % CHART_COLOURS.length]!;
}

/**
 * One colour per archetype for every chart of a page, given by its place in usage order, so the pie
 * and the weekly lines draw the same archetype alike.
 */
export function archetypeColours(rows: readonly DeckStatRow[]): Map<number, string> {
  const byUsage = rows.filter((row) => !isUnclassified(row)).sort((a, b) => b.count - a.count || a.id - b.id);
  return new Map([
    ...byUsage.map((row, i): [number, string] => [row.id, chartColour(i, row.name)]),
    [UNCLASSIFIED_ID, chartColour(0, UNCLASSIFIED_NAME)],
  ]);
}
