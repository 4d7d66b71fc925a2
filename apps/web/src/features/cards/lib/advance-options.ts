import {
  CARD_SERIES,
  CARD_TYPE_FILTERS,
  COMPARISON_OPS,
  LABELS,
  MECHANICS,
  REGULATION_GROUPS,
  STAGES,
  type ComparisonValue,
} from '@ptcg/contract';
import { tagName } from './labels.ts';
import { CARD_SERIES_NAMES, LABEL_NAMES, REGULATION_GROUP_NAMES } from '#web/lib/labels.ts';
import { CARD_TYPE_NAMES, STAGE_NAMES } from '@ptcg/tcg';

export type Option = { value: string; label: string };

const CARD_TYPE_FILTER_NAMES: Record<(typeof CARD_TYPE_FILTERS)[number], string> = {
  ...CARD_TYPE_NAMES,
  Trainer: '训练家',
  Energy: '能量',
};

/** The umbrella groups first, then the kinds inside them, as the form shows them. */
export const CARD_TYPE_OPTIONS: Option[] = CARD_TYPE_FILTERS.map((value) => ({
  value,
  label: CARD_TYPE_FILTER_NAMES[value],
}));
export const MECHANIC_OPTIONS: Option[] = MECHANICS.map((value) => ({ value, label: tagName(value) }));
export const LABEL_OPTIONS: Option[] = LABELS.map((value) => ({ value, label: LABEL_NAMES[value] }));
export const STAGE_OPTIONS: Option[] = STAGES.map((value) => ({ value, label: STAGE_NAMES[value] }));
export const SERIES_OPTIONS: Option[] = CARD_SERIES.map((value) => ({ value, label: CARD_SERIES_NAMES[value] }));
export const REGULATION_OPTIONS: Option[] = REGULATION_GROUPS.map((value) => ({
  value,
  label: REGULATION_GROUP_NAMES[value],
}));

export const OP_SYMBOLS: Record<(typeof COMPARISON_OPS)[number], string> = {
  '<': '<',
  '<=': '≤',
  '=': '=',
  '>': '>',
  '>=': '≥',
};
export const OP_OPTIONS: Option[] = COMPARISON_OPS.map((value) => ({ value, label: OP_SYMBOLS[value] }));

export function labelOf(options: Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export function comparisonLabel(name: string, value: ComparisonValue | null): string {
  return value ? `${name} ${OP_SYMBOLS[value.op]} ${value.value}` : '';
}
