import { describe, expect, it } from 'vitest';
import { addDays, addMonths, fromIsoDate, isoWeekday, shanghaiDate, toIsoDate, UNKNOWN_DATE } from './dates.ts';

describe('toIsoDate', () => {
  it('writes a calendar day as Shanghai midnight', () => {
    expect(toIsoDate('2026-01-16')).toBe('2026-01-16T00:00:00+08:00');
  });

  it('answers the unknown date for null', () => {
    expect(toIsoDate(null)).toBe(UNKNOWN_DATE);
    expect(UNKNOWN_DATE).toBe('0001-01-01T00:00:00Z');
  });

  it('writes an instant in Shanghai time, moving to the next day after 16:00 UTC', () => {
    expect(toIsoDate(new Date('2026-01-15T16:00:00Z'))).toBe('2026-01-16T00:00:00+08:00');
    expect(toIsoDate(new Date('2026-01-16T03:04:05Z'))).toBe('2026-01-16T11:04:05+08:00');
    expect(toIsoDate('2025-12-31T20:30:00Z')).toBe('2026-01-01T04:30:00+08:00');
  });

  it('rejects impossible or garbled dates instead of rolling them over', () => {
    expect(() => toIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => toIsoDate('yesterday')).toThrow(RangeError);
  });
});

describe('fromIsoDate', () => {
  it('round-trips with toIsoDate', () => {
    const d = fromIsoDate('2026-01-16T00:00:00+08:00');
    expect(d?.toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(toIsoDate(d)).toBe('2026-01-16T00:00:00+08:00');
  });

  it('maps the unknown date and empty values to null', () => {
    expect(fromIsoDate(UNKNOWN_DATE)).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });

  it('reads a bare calendar day as Shanghai midnight', () => {
    expect(fromIsoDate('2026-03-01')?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('finds the Shanghai day of an instant', () => {
    expect(shanghaiDate(new Date('2026-08-31T15:59:59Z'))).toBe('2026-08-31');
    expect(shanghaiDate(new Date('2026-08-31T16:00:00Z'))).toBe('2026-09-01');
  });

  it('adds days across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, clamping to the end of shorter months', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-01-12')).toBe(1);
    expect(isoWeekday('2026-01-18')).toBe(7);
  });
});
