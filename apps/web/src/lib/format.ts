import { UNKNOWN_DATE } from '@ptcg/tcg';

export const MISSING = '—';

/**
 * YYYY-MM-DD of an ISO date-time, read from the string itself: the date is the one printed at the event's
 * own offset (usually +08:00), not shifted into the viewer's time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso || iso === UNKNOWN_DATE) return MISSING;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match || match[1] === '0001') return MISSING;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** A fraction (0.1234) as a percentage with two decimals ("12.34%"). */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return MISSING;
  return `${(fraction * 100).toFixed(2)}%`;
}

/** A regulation code as shown to readers: `GHI-CSV10C` reads `GHI - CSV10C`. */
export function formatRegulation(code: string): string {
  return code.replace(/\s*-\s*/g, ' - ');
}
