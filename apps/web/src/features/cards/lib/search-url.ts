import { card, PAGE_SIZES, type ComparisonValue } from '@ptcg/contract';
import { paths } from '#web/lib/paths.ts';

/** The advanced search criteria, without paging: what the form edits and the URL carries. */
export const AdvanceQuery = card.CardAdvanceSearchRequest.omit({ page: true, pageSize: true });
export type AdvanceQuery = ReturnType<typeof AdvanceQuery.parse>;

export const EMPTY_ADVANCE_QUERY: AdvanceQuery = AdvanceQuery.parse({});

/** Results per page offered on the results screen (`show` in the URL). */
export const SHOW_OPTIONS = [PAGE_SIZES.searchInitial, 50, PAGE_SIZES.search] as const;

export function readShow(value: string | null): number {
  const n = Number(value);
  return (SHOW_OPTIONS as readonly number[]).includes(n) ? n : PAGE_SIZES.searchInitial;
}

export function readFlag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function comparisonText(value: ComparisonValue | null): string | undefined {
  return value ? `${value.op}${value.value}` : undefined;
}

/**
 * Compact JSON of the criteria that differ from the defaults, e.g. `{"hp":">=200","energy":["R"]}`
 * (comparisons in their short string form, which the API accepts as well). Empty criteria give ''.
 */
export function encodeAdvanceQuery(query: AdvanceQuery): string {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query) as [keyof AdvanceQuery, AdvanceQuery[keyof AdvanceQuery]][]) {
    if (key === 'hp' || key === 'rc') {
      const text = comparisonText(value as ComparisonValue | null);
      if (text) compact[key] = text;
    } else if (Array.isArray(value) ? value.length > 0 : value !== '' && value !== false && value !== null) {
      compact[key] = value;
    }
  }
  return Object.keys(compact).length ? JSON.stringify(compact) : '';
}

/** The criteria in a URL's `query`; anything unreadable falls back to the defaults instead of failing. */
export function decodeAdvanceQuery(raw: string | null): AdvanceQuery {
  if (!raw) return EMPTY_ADVANCE_QUERY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_ADVANCE_QUERY;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return EMPTY_ADVANCE_QUERY;
  const parsed = AdvanceQuery.safeParse(json);
  if (parsed.success) return parsed.data;
  // Keep what is valid when one field is not (a hand-edited link): drop the failing fields only.
  const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const rest = Object.fromEntries(Object.entries(json).filter(([key]) => !failing.has(key)));
  return AdvanceQuery.safeParse(rest).data ?? EMPTY_ADVANCE_QUERY;
}

export function isEmptyAdvanceQuery(query: AdvanceQuery): boolean {
  return encodeAdvanceQuery(query) === '';
}

export function advanceResultPath(query: AdvanceQuery): string {
  return paths.searchResult({ type: 'advance', query: encodeAdvanceQuery(query) || undefined });
}

export function advanceFormPath(query: AdvanceQuery): string {
  const encoded = encodeAdvanceQuery(query);
  return encoded
    ? `${paths.searchAdvance()}?${new URLSearchParams({ query: encoded }).toString()}`
    : paths.searchAdvance();
}

/**
 * A query naming one print, a product code and a card number ("SV1S 069", "sv3 66", "CSV7C 012"),
 * or null. The number must hold a digit, so that "喷火龙 ex" is not read as one.
 */
export function printQuery(text: string): { setCode: string; cardIndex: string } | null {
  const m = /^([0-9A-Za-z.-]+)\s+([0-9A-Za-z-]*\d[0-9A-Za-z-]*)$/.exec(text.normalize('NFKC').trim());
  return m ? { setCode: m[1]!, cardIndex: m[2]! } : null;
}

const sameNumber = (a: string, b: string) =>
  a.toUpperCase() === b.toUpperCase() || (/^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b));

/** The result that is exactly the print a query names, if any. */
export function printOf<T extends { setCode: string; cardIndex: string }>(
  text: string,
  results: readonly T[],
): T | null {
  const print = printQuery(text);
  if (!print) return null;
  return (
    results.find(
      (c) => c.setCode.toUpperCase() === print.setCode.toUpperCase() && sameNumber(c.cardIndex, print.cardIndex),
    ) ?? null
  );
}
