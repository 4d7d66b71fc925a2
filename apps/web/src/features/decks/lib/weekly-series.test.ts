import { describe, expect, test } from 'vitest';
import type { DeckStatRow } from '@ptcg/contract';
import { weekLabel, weeklySeries } from './weekly-series.ts';

const row = (id: number, name: string) => ({ id, name }) as DeckStatRow;

describe('weekLabel', () => {
  test('runs Monday to Sunday across month and year ends', () => {
    expect(weekLabel('2026-11-16')).toBe('11/16–11/22');
    expect(weekLabel('2025-12-29')).toBe('12/29–01/04');
  });
});

describe('weeklySeries', () => {
  test('one point per week, oldest first, with 0% for an archetype that missed a week', () => {
    const series = weeklySeries({
      list: [row(2, '密勒顿'), row(1, '沙奈朵')],
      weekly: [
        { week: '2026-11-09', deckNum: 50, shares: [{ id: 2, count: 40, share: 0.8 }] },
        {
          week: '2026-11-02',
          deckNum: 40,
          shares: [
            { id: 2, count: 10, share: 0.25 },
            { id: 1, count: 30, share: 0.75 },
          ],
        },
      ],
    });
    expect(series.archetypes.map((a) => a.name)).toEqual(['密勒顿', '沙奈朵']);
    expect(series.points).toEqual([
      { week: '11/02–11/08', decks: 40, 密勒顿: 25, 沙奈朵: 75 },
      { week: '11/09–11/15', decks: 50, 密勒顿: 80, 沙奈朵: 0 },
    ]);
  });

  test('no weeks, no points', () => {
    expect(weeklySeries({ list: [], weekly: [] }).points).toEqual([]);
  });
});
