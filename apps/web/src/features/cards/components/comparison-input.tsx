import { Group, NumberInput, Select } from '@mantine/core';
import type { ComparisonValue } from '@ptcg/contract';
import { OP_OPTIONS } from '../lib/advance-options.ts';

export type ComparisonDraft = { op: ComparisonValue['op']; value: number | string };

/** A draft becomes a filter only with a whole number inside the range; zero means no filter. */
export function toComparison(draft: ComparisonDraft, range: { min: number; max: number }): ComparisonValue | null {
  const value = typeof draft.value === 'number' ? draft.value : Number(draft.value.trim() === '' ? NaN : draft.value);
  if (!Number.isInteger(value) || value <= 0 || value < range.min || value > range.max) return null;
  return { op: draft.op, value };
}

type ComparisonInputProps = {
  label: string;
  draft: ComparisonDraft;
  onChange: (draft: ComparisonDraft) => void;
  range: { min: number; max: number; step: number };
  placeholder?: string;
};

/** Operator and number side by side; an invalid, zero or out-of-range number is cleared when leaving the box. */
export function ComparisonInput({ label, draft, onChange, range, placeholder }: ComparisonInputProps) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      <Select
        data={OP_OPTIONS}
        value={draft.op}
        onChange={(op) => op && onChange({ ...draft, op: op as ComparisonDraft['op'] })}
        allowDeselect={false}
        w={72}
        aria-label={`${label}比较方式`}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        value={draft.value}
        onChange={(value) => onChange({ ...draft, value })}
        onBlur={() => {
          if (toComparison(draft, range) === null && draft.value !== '') onChange({ ...draft, value: '' });
        }}
        min={range.min}
        max={range.max}
        step={range.step}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        placeholder={placeholder ?? `${range.min}–${range.max}`}
        aria-label={label}
        w={{ base: '100%', xs: 140 }}
        style={{ flex: '1 1 auto' }}
      />
    </Group>
  );
}
