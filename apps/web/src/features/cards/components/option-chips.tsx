import type { ReactNode } from 'react';
import { Chip, Group } from '@mantine/core';
import type { Option } from '../lib/advance-options.ts';

type OptionChipsProps = {
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  /** Draws an option's chip content (an icon beside the name); defaults to the label. */
  render?: (option: Option) => ReactNode;
};

/** Several-of-many choice as toggle chips, kept in the options' own order. */
export function OptionChips({ options, value, onChange, label, render }: OptionChipsProps) {
  const order = (values: string[]) => options.map((o) => o.value).filter((v) => values.includes(v));
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(order(next))}>
      <Group gap={6} role="group" aria-label={label}>
        {options.map((option) => (
          <Chip key={option.value} value={option.value} size="sm" radius="sm" variant="outline">
            {render ? render(option) : option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
