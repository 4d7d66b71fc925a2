import { describe, expect, test } from 'vitest';
import type { DeckStatRow } from '@ptcg/contract';
import { changeTone, pieSlices, sortStatRows } from './deck-stat-rows.ts';

function row(
  id: number,
  name: string,
  count: number,
  points: number,
  total = { count: 100, points: 1000 },
): DeckStatRow {
  return {
    id,
    name,
    label: '-',
    icon: [],
    count,
    share: count / total.count,
    share2: points / total.points,
    // Placement points run against the match points: the score is the match points (points2).
    points: total.points - points,
    points2: points,
    rawCount: count,
    rawShare: count / total.count,
    rawShare2: points / total.points,
    rawPoints: points,
    topcutTimes: [0, 0, 0, 0, 0],
    conversion: null,
    advanceRate: null,
    prevShare: null,
    change: null,
  };
}

describe('pieSlices', () => {
  test('archetypes under 2% become one 其他 slice, together with an archetype named 其他', () => {
    const rows = [
      row(1, '沙奈朵', 60, 0),
      row(2, '密勒顿', 30, 0),
      row(3, '洛奇亚', 1.5, 0),
      row(4, '其他', 7, 0),
      row(5, '喷火龙', 1.5, 0),
    ];
    const slices = pieSlices(rows);
    expect(slices.map((s) => s.name)).toEqual(['沙奈朵', '密勒顿', '其他']);
    expect(slices.at(-1)).toMatchObject({ id: null, value: 10 });
    expect(slices.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 10);
  });

  test('an archetype of exactly 2% keeps its own slice', () => {
    expect(pieSlices([row(1, 'A', 98, 0), row(2, 'B', 2, 0)]).map((s) => s.name)).toEqual(['A', 'B']);
  });

  test('decks of no archetype (id 0, which the server may name 其他) are their own 未分类 slice, last', () => {
    const slices = pieSlices([row(0, '其他', 15, 0), row(1, 'A', 80, 0), row(2, 'B', 1, 0)]);
    expect(slices.map((s) => [s.id, s.name, s.value])).toEqual([
      [1, 'A', 80],
      [null, '其他', 1],
      [0, '未分类', 15],
    ]);
    // Shares are of all decks, the unclassified ones included.
    expect(slices[0]!.share).toBeCloseTo(80 / 96, 10);
  });

  test('no decks, no slices', () => {
    expect(pieSlices([])).toEqual([]);
  });
});

describe('changeTone', () => {
  test('0.97 and 1.03 themselves are neutral', () => {
    expect(changeTone(1.03)).toBe('neutral');
    expect(changeTone(0.97)).toBe('neutral');
    expect(changeTone(1.031)).toBe('up');
    expect(changeTone(0.969)).toBe('down');
  });
});

describe('sortStatRows', () => {
  test('by score puts the higher points first even with fewer decks', () => {
    const rows = [row(1, 'A', 50, 100), row(2, 'B', 10, 400)];
    expect(sortStatRows(rows, 'usage').map((r) => r.id)).toEqual([1, 2]);
    expect(sortStatRows(rows, 'score').map((r) => r.id)).toEqual([2, 1]);
  });

  test('puts the unclassified decks last, however many they are and wherever they came', () => {
    const rows = [row(0, '其他', 69, 900), row(1, 'A', 20, 50), row(2, 'B', 11, 50)];
    expect(sortStatRows(rows, 'usage').map((r) => r.id)).toEqual([1, 2, 0]);
    expect(sortStatRows(rows, 'score').map((r) => r.id)).toEqual([1, 2, 0]);
  });
});
