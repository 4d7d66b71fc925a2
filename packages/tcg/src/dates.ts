/**
 * Date conventions of the API. Every date the API answers is an ISO 8601 instant written with the
 * China Standard Time offset (+08:00, no daylight saving), because tournaments, seasons and weekly
 * statistics are all reckoned in Chinese calendar days. An unknown date is the zero instant below,
 * which is what existing clients of the original API test for.
 */

export const UNKNOWN_DATE = '0001-01-01T00:00:00Z';
/** Offset of Asia/Shanghai from UTC in milliseconds (constant: China has no daylight saving). */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Throws when the string is not a real calendar day (2026-02-30 is rejected, not rolled over). */
function assertCalendarDate(value: string): void {
  const m = CALENDAR_DATE.exec(value);
  if (!m) throw new RangeError(`不是 YYYY-MM-DD 格式的日期: ${value}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) {
    throw new RangeError(`不存在的日期: ${value}`);
  }
}

/** The Shanghai calendar day (YYYY-MM-DD) on which an instant falls. */
export function shanghaiDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/**
 * Formats a date for the API.
 * - `null` gives UNKNOWN_DATE.
 * - A calendar day 'YYYY-MM-DD' is midnight of that day in Shanghai.
 * - A Date (or any other string Date can parse, such as a timestamp with an offset) is treated as
 *   an instant and written in Shanghai local time.
 */
export function toIsoDate(date: Date | string | null): string {
  if (date === null) return UNKNOWN_DATE;
  if (typeof date === 'string' && CALENDAR_DATE.test(date)) {
    assertCalendarDate(date);
    return `${date}T00:00:00+08:00`;
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`无法识别的日期: ${String(date)}`);
  const shifted = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${shanghaiDate(instant)}T${time}+08:00`;
}

/** Parses an API date back into an instant; UNKNOWN_DATE (or any year-1 date) and null give null. */
export function fromIsoDate(value: string | null): Date | null {
  if (value === null || value === '' || value.startsWith('0001-01-01')) return null;
  if (CALENDAR_DATE.test(value)) {
    assertCalendarDate(value);
    return new Date(`${value}T00:00:00+08:00`);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`无法识别的日期: ${value}`);
  return instant;
}

/** Adds whole days to a calendar day, across month and year ends. */
export function addDays(day: string, days: number): string {
  assertCalendarDate(day);
  const t = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  assertCalendarDate(day);
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * Moves a calendar day by whole months. When the target month is shorter, the day is clamped to
 * its last day (2026-03-31 minus one month is 2026-02-28).
 */
export function addMonths(day: string, months: number): string {
  assertCalendarDate(day);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const ty = Math.floor(monthIndex / 12);
  const tm = monthIndex - ty * 12;
  const lastDay = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return `${pad(ty, 4)}-${pad(tm + 1)}-${pad(Math.min(d, lastDay))}`;
}
