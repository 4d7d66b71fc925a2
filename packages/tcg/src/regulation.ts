import { SM_SERIES_REGULATION, type CARD_SERIES, type REGULATION_GROUPS } from '@ptcg/contract';

export type CardSeriesName = (typeof CARD_SERIES)[number];

/**
 * Regulations (formats) of the Chinese game.
 *
 * A regulation code reads "<marks>-<last legal set code>": "GHI-CSV10C" is the Standard format of
 * cards printed with regulation mark G, H or I up to set CSV10C. Two families do not follow the
 * marks rule: codes starting "EXP" are the Expanded format, and "ABC-CSM2.5C" is the
 * Sun & Moon Series format. Every other code is a Standard format.
 *
 * Card legality (the `regulationLegal` object of a card), for the regulation in force:
 * - standard: the card's regulation mark is one of the Standard marks (now G, H, I).
 * - expanded: every card of the Sword & Shield and Scarlet & Violet series (regulation marks D to I
 *   when the series is not known), plus anything legal in Standard.
 * - smSeries: every card of the Sun & Moon series (the Chinese CSM… sets such as CSMPiC, whose cards
 *   carry marks A, B, C).
 * - Basic Energy is legal in all three.
 */

export type RegulationGroupName = (typeof REGULATION_GROUPS)[number];

export function regulationGroup(code: string): RegulationGroupName {
  if (code.startsWith('EXP')) return 'expanded';
  if (code === SM_SERIES_REGULATION) return 'smSeries';
  return 'standard';
}

export interface ParsedRegulation {
  group: RegulationGroupName;
  /** Regulation marks of a Standard or Sun & Moon code; empty for Expanded, which is not mark-based. */
  marks: string[];
  lastSet: string;
}

/** Splits a regulation code; null when it has no "<marks>-<set>" shape. */
export function parseRegulation(code: string): ParsedRegulation | null {
  const dash = code.indexOf('-');
  if (dash <= 0 || dash === code.length - 1) return null;
  const head = code.slice(0, dash);
  const lastSet = code.slice(dash + 1);
  const group = regulationGroup(code);
  if (group === 'expanded') return { group, marks: [], lastSet };
  if (!/^[A-Z]+$/.test(head)) return null;
  return { group, marks: [...head], lastSet };
}

/** The home page shows "EFG-CSV5C" as "EFG - CSV5C". */
export function formatRegulationForDisplay(code: string): string {
  return code.replace(/\s*-\s*/g, ' - ');
}

export interface RegulationInForce {
  /** Marks legal in Standard. */
  standardMarks: readonly string[];
  /** Series whose every card is legal in Expanded. */
  expandedSeries: readonly CardSeriesName[];
  /** Marks legal in Expanded, used when a card's series is unknown. */
  expandedMarks: readonly string[];
  /** Series whose every card is legal in the Sun & Moon Series format. */
  smSeries: readonly CardSeriesName[];
  /** Marks of the Sun & Moon Series format, used when a card's series is unknown. */
  smSeriesMarks: readonly string[];
}

/** The regulation in force on the site: current Chinese Standard G, H, I. */
export const DEFAULT_REGULATION_IN_FORCE: RegulationInForce = {
  standardMarks: ['G', 'H', 'I'],
  expandedSeries: ['Sword & Shield', 'Scarlet & Violet', 'Mega Evolution'],
  expandedMarks: ['D', 'E', 'F', 'G', 'H', 'I'],
  smSeries: ['Sun & Moon'],
  smSeriesMarks: ['A', 'B', 'C'],
};

/** The regulation in force for a Standard code ("EFG-CSV5C" makes E, F, G the Standard marks). */
export function regulationInForceFor(
  code: string,
  base: RegulationInForce = DEFAULT_REGULATION_IN_FORCE,
): RegulationInForce {
  const parsed = parseRegulation(code);
  if (!parsed || parsed.group !== 'standard') return base;
  return { ...base, standardMarks: parsed.marks };
}

/**
 * The series of a set from its code, for cards whose product row does not say. Chinese codes carry
 * a leading C (CSV5C, CSM2.5C, CSMPiC); Japanese-structure codes do not (SV1S, SVP1, SM12a, S8b,
 * SC1a, S-P). Mega Evolution codes (M1L, M-P) belong to none of the three series.
 */
export function seriesOfSetCode(setCode: string): CardSeriesName | null {
  const code = setCode.toUpperCase();
  if (/^C?SM/.test(code)) return 'Sun & Moon';
  if (/^C?SV/.test(code)) return 'Scarlet & Violet';
  if (/^C?S[\dA-Z-]/.test(code)) return 'Sword & Shield';
  return null;
}

export interface LegalityContext {
  series?: string | null;
  setCode?: string | null;
  cardType?: string | null;
}

export interface RegulationLegal {
  standard: boolean;
  expanded: boolean;
  smSeries: boolean;
}

export function legality(
  regulationMark: string | null,
  context: LegalityContext = {},
  rules: RegulationInForce = DEFAULT_REGULATION_IN_FORCE,
): RegulationLegal {
  if (context.cardType === 'Basic Energy') return { standard: true, expanded: true, smSeries: true };
  const series = context.series ?? (context.setCode ? seriesOfSetCode(context.setCode) : null);
  const mark = regulationMark?.trim().toUpperCase() || null;
  const inSeries = (list: readonly string[], marks: readonly string[]): boolean =>
    series ? list.includes(series) : mark !== null && marks.includes(mark);
  const standard = mark !== null && rules.standardMarks.includes(mark);
  return {
    standard,
    expanded: standard || inSeries(rules.expandedSeries, rules.expandedMarks),
    smSeries: inSeries(rules.smSeries, rules.smSeriesMarks),
  };
}
