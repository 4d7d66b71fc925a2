import { Select } from '@mantine/core';
import { TIME_FILTERS } from '@ptcg/contract';
import { useRegulationList } from '../api/use-regulation-list.ts';
import type { TimeFilter } from '../lib/stat-filters.ts';

/** The time window of the statistics pages (/decks, /decks/matchups). */
export function TimeFilterSelect({ value, onChange }: { value: TimeFilter; onChange: (time: TimeFilter) => void }) {
  return (
    <Select
      label="时间"
      data={TIME_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
      value={value}
      onChange={(time) => time && onChange(time as TimeFilter)}
      allowDeselect={false}
    />
  );
}

/**
 * The regulation of the statistics pages; '' stands for the current one, which is shown as chosen, and
 * choosing it again keeps it. `allValue`: the value of an extra choice for every format together.
 */
export function RegulationSelect({
  value,
  onChange,
  allValue,
}: {
  value: string;
  onChange: (regulation: string) => void;
  allValue?: string;
}) {
  const regulations = useRegulationList();
  const regulationList = regulations.data?.list ?? [];
  const currentRegulation = regulationList.find((r) => r.isDefault)?.regulation ?? '';
  const options = regulationList.map((r) => ({
    value: r.regulation,
    label: `${r.regulation}${r.isDefault ? '（当前）' : ''}`,
  }));
  return (
    <Select
      label="赛制"
      data={allValue && options.length > 0 ? [...options, { value: allValue, label: '全部赛制' }] : options}
      value={value || currentRegulation || null}
      placeholder={regulations.isPending ? '加载中…' : '当前赛制'}
      onChange={(chosen) => onChange(chosen && chosen !== currentRegulation ? chosen : '')}
      allowDeselect={false}
      disabled={regulationList.length === 0}
    />
  );
}
