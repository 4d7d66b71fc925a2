import type { Division, TournamentStatus } from '@ptcg/contract';
import { formatDate, MISSING } from '#web/lib/format.ts';
import { DIVISION_NAMES } from '@ptcg/tcg';
import { TOURNAMENT_STATUS_NAMES } from '#web/lib/labels.ts';

// Lookups tolerate values outside the vocabulary (imported data may carry them): they are shown as given.
export const statusName = (status: string) => TOURNAMENT_STATUS_NAMES[status as TournamentStatus] ?? status;
export const divisionName = (division: string) => DIVISION_NAMES[division as Division] ?? division;

const REGULATION_NAMES: Record<string, string> = {
  Standard: '标准',
  Expanded: '开放',
  'Sun & Moon Series': '太阳&月亮系列',
};
/** A tournament's format group (`regulation`: Standard, Expanded) in Chinese. */
export const regulationName = (regulation: string) => REGULATION_NAMES[regulation] ?? regulation;

export const STATUS_COLOURS: Record<string, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };

/** The event's flags as shown beside its type: 资格赛 (qualifier), 团体赛 (team), 积分赛 (rate series). */
export function flagLabels(t: { isQual: boolean; isTeam: boolean; isRate: boolean }): string[] {
  return [t.isQual ? '资格赛' : null, t.isTeam ? '团体赛' : null, t.isRate ? '积分赛' : null].filter(
    (f): f is string => f !== null,
  );
}

/** "2026-01-16" or "2026-01-16 至 2026-01-18" for events spanning several days. */
export function formatDateRange(start: string, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (to === MISSING || to === from) return from;
  if (from === MISSING) return to;
  return `${from} 至 ${to}`;
}

/** Head count as shown; an event that has not started has no field yet, which reads better as a dash. */
export function formatParticipants(count: number, status: string): string {
  return count === 0 && status === 'upcoming' ? MISSING : `${count} 人`;
}
