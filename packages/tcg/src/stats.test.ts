import { describe, expect, it } from 'vitest';
import {
  splitIntoWeeksAndDays,
  archetypeShares,
  changeColour,
  conversionRatio,
  formatShare,
  pastMonthsRange,
  pastWeeksRange,
  pieGroups,
  statsWindows,
  topCutTimes,
  weekRange,
} from './stats.ts';

describe('pieGroups', () => {
  const rows = [
    { name: '喷火龙ex', count: 40 },
    { name: '密勒顿ex', count: 30 },
    { name: '古剑豹', count: 1 },
    { name: '沙奈朵ex', count: 27 },
    { name: '洛奇亚VSTAR', count: 2 },
  ];

  it('keeps slices of 2% or more and merges the rest into 其他 at the end', () => {
    const slices = pieGroups(rows);
    expect(slices.map((s) => [s.name, s.count])).toEqual([
      ['喷火龙ex', 40],
      ['密勒顿ex', 30],
      ['沙奈朵ex', 27],
      ['洛奇亚VSTAR', 2],
      ['其他', 1],
    ]);
    expect(slices[3]!.share).toBeCloseTo(0.02, 12);
    expect(slices[4]).toMatchObject({ isOther: true, share: 0.01 });
    expect(slices[4]!.rows.map((r) => r.name)).toEqual(['古剑豹']);
  });

  it('measures shares against a given total', () => {
    const slices = pieGroups(rows, 0.02, 200);
    expect(slices.find((s) => s.isOther)!.rows.map((r) => r.name)).toEqual(['洛奇亚VSTAR', '古剑豹']);
    expect(slices[0]!.share).toBe(0.2);
  });

  it('has no 其他 slice when nothing is small, and nothing for an empty table', () => {
    expect(
      pieGroups([
        { name: 'a', count: 1 },
        { name: 'b', count: 1 },
      ]).some((s) => s.isOther),
    ).toBe(false);
    expect(pieGroups([])).toEqual([]);
  });
});

describe('changeColour', () => {
  it('is neutral between 0.97 and 1.03 inclusive, red above and green below', () => {
    expect(changeColour(0.97)).toBe('neutral');
    expect(changeColour(1)).toBe('neutral');
    expect(changeColour(1.03)).toBe('neutral');
    expect(changeColour(1.031)).toBe('up');
    expect(changeColour(Infinity)).toBe('up');
    expect(changeColour(0.969)).toBe('down');
    expect(changeColour(NaN)).toBe('neutral');
  });
});

describe('conversionRatio', () => {
  it('divides the share of points by the share of entries from 20 decks on', () => {
    expect(conversionRatio({ count: 20, share: 0.1, share2: 0.15 })).toBeCloseTo(1.5, 12);
    expect(conversionRatio({ count: 19, share: 0.1, share2: 0.15 })).toBeNull();
    expect(conversionRatio({ count: 25, share: 0, share2: 0 })).toBeNull();
  });
});

describe('formatShare', () => {
  it('shows a percentage with two decimals', () => {
    expect(formatShare(0.12345)).toBe('12.35%');
    expect(formatShare(0)).toBe('0.00%');
  });
});

describe('date ranges', () => {
  // Wednesday 2026-01-14, 10:00 in Shanghai.
  const wednesday = new Date('2026-01-14T02:00:00Z');

  it('gives Monday–Sunday weeks counted back from the current one', () => {
    expect(weekRange(wednesday, 0)).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(weekRange(wednesday, 1)).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    expect(weekRange(wednesday, 4)).toEqual({ from: '2025-12-15', to: '2025-12-21' });
  });

  it('uses the Shanghai day: Sunday 23:30 in Shanghai is still that week', () => {
    const sundayNight = new Date('2026-01-18T15:30:00Z');
    expect(weekRange(sundayNight, 1)).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    const mondayMorning = new Date('2026-01-18T16:30:00Z');
    expect(weekRange(mondayMorning, 1)).toEqual({ from: '2026-01-12', to: '2026-01-18' });
  });

  it('gives the past n weeks from a Monday up to today', () => {
    expect(pastWeeksRange(wednesday, 1)).toEqual({ from: '2026-01-12', to: '2026-01-14' });
    expect(pastWeeksRange(wednesday, 4)).toEqual({ from: '2025-12-22', to: '2026-01-14' });
  });

  it('gives the past n months up to today', () => {
    expect(pastMonthsRange(wednesday, 1)).toEqual({ from: '2025-12-15', to: '2026-01-14' });
    expect(pastMonthsRange(wednesday, 12)).toEqual({ from: '2025-01-15', to: '2026-01-14' });
    expect(pastMonthsRange(new Date('2026-03-31T04:00:00Z'), 1)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('topCutTimes', () => {
  it('counts cumulative champion, top 2, 4, 8 and 16 finishes', () => {
    expect(topCutTimes([1, 2, 3, 5, 9, 16, 17, 999998, 999999])).toEqual([1, 2, 3, 4, 6]);
    expect(topCutTimes([])).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('statsWindows', () => {
  // Wednesday 2026-03-18, 10:00 in Shanghai.
  const now = new Date('2026-03-18T10:00:00+08:00');
  const none = { lastWeek: 0, pastWeek: 0, pastMonth: 0 };

  it('has no window (and no previous one) for all time', () => {
    expect(statsWindows(now, none)).toBeNull();
  });

  it('compares a Monday–Sunday week with the week before it', () => {
    expect(statsWindows(now, { ...none, lastWeek: 1 })).toEqual({
      current: { from: '2026-03-09', to: '2026-03-15' },
      previous: { from: '2026-03-02', to: '2026-03-08' },
    });
  });

  it('compares this week so far with as many days just before it', () => {
    expect(statsWindows(now, { ...none, pastWeek: 1 })).toEqual({
      current: { from: '2026-03-16', to: '2026-03-18' },
      previous: { from: '2026-03-13', to: '2026-03-15' },
    });
    expect(statsWindows(now, { ...none, pastWeek: 2 })?.current).toEqual({ from: '2026-03-09', to: '2026-03-18' });
  });

  it('takes "today" in Shanghai: late Sunday evening UTC is already Monday', () => {
    const mondayInShanghai = new Date('2026-03-15T17:00:00Z');
    expect(statsWindows(mondayInShanghai, { ...none, pastWeek: 1 })?.current).toEqual({
      from: '2026-03-16',
      to: '2026-03-16',
    });
  });

  it('compares the past months with the same number of days before them', () => {
    const w = statsWindows(now, { ...none, pastMonth: 1 })!;
    expect(w.current).toEqual({ from: '2026-02-19', to: '2026-03-18' });
    expect(w.previous).toEqual({ from: '2026-01-22', to: '2026-02-18' });
  });
});

describe('archetypeShares', () => {
  const sums = (id: number, count: number, matchPoints: number, cut: [known: number, made: number] = [0, 0]) => ({
    id,
    count,
    points: 10 * matchPoints,
    matchPoints,
    rawCount: count,
    rawPoints: matchPoints,
    cutKnown: cut[0],
    cutMade: cut[1],
    topcutTimes: [0, 0, 0, 0, 0] as [number, number, number, number, number],
  });

  it('answers shares of entries and match points, conversion from 20 decks, 晋级率 and the change against the previous shares', () => {
    const rows = archetypeShares(
      [sums(1, 20, 300, [8, 2]), sums(2, 19, 100), sums(3, 1, 0)],
      new Map([
        [1, 0.25],
        [2, 0.5],
      ]),
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({
      share: 0.5,
      share2: 0.75,
      conversion: 1.5,
      advanceRate: 0.25,
      prevShare: 0.25,
      change: 2,
      points2: 300,
    });
    expect(rows[1]).toMatchObject({ share: 19 / 40, conversion: null, advanceRate: null, prevShare: 0.5 });
    expect(rows[2]).toMatchObject({ prevShare: null, change: null });
  });

  it('orders by match points when asked', () => {
    expect(archetypeShares([sums(1, 5, 10), sums(2, 3, 50)], null, true).map((r) => r.id)).toEqual([2, 1]);
  });

  it('puts the decks of no archetype last, with neither conversion nor 晋级率', () => {
    const rows = archetypeShares([sums(0, 30, 90, [30, 10]), sums(1, 20, 60, [20, 5])], null);
    expect(rows.map((r) => r.id)).toEqual([1, 0]);
    expect(rows[1]).toMatchObject({ share: 0.6, share2: 0.6, conversion: null, advanceRate: null });
    expect(rows[0]).toMatchObject({ conversion: 1, advanceRate: 0.25 });
  });
});

describe('splitIntoWeeksAndDays', () => {
  it('takes whole Monday–Sunday weeks and leaves the partial edges as days', () => {
    // 2026-01-07 is a Wednesday, 2026-01-27 a Tuesday.
    expect(splitIntoWeeksAndDays({ from: '2026-01-07', to: '2026-01-27' })).toEqual({
      weeks: { from: '2026-01-12', to: '2026-01-19' },
      days: [
        { from: '2026-01-07', to: '2026-01-11' },
        { from: '2026-01-26', to: '2026-01-27' },
      ],
    });
    expect(splitIntoWeeksAndDays({ from: '2026-01-05', to: '2026-01-18' })).toEqual({
      weeks: { from: '2026-01-05', to: '2026-01-12' },
      days: [],
    });
  });

  it('answers days only for a window inside one week', () => {
    expect(splitIntoWeeksAndDays({ from: '2026-01-06', to: '2026-01-10' })).toEqual({
      weeks: null,
      days: [{ from: '2026-01-06', to: '2026-01-10' }],
    });
  });
});
