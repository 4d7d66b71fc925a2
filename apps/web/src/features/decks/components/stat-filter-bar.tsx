import { Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Switch } from '@mantine/core';
import { TOP_CUTS } from '@ptcg/contract';
import { ALL_REGULATIONS, type StatFilters } from '../lib/stat-filters.ts';
import { RegulationSelect, TimeFilterSelect } from './window-selects.tsx';

const TOP_CUT_OPTIONS = [
  { value: '0', label: '全部选手' },
  ...TOP_CUTS.map((n) => ({ value: String(n), label: n === 1 ? '冠军' : `前 ${n} 名` })),
];

/** onChange receives only what the user changed, to be applied on the latest URL (see useSearchParamsChange). */
type StatFilterBarProps = { filters: StatFilters; onChange: (patch: Partial<StatFilters>) => void };

/** Time, regulation, top cuts, sort, variants and team events of /decks. */
export function StatFilterBar({ filters, onChange }: StatFilterBarProps) {
  const set = onChange;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <TimeFilterSelect value={filters.time} onChange={(time) => set({ time })} />
        <RegulationSelect
          value={filters.regulation}
          onChange={(regulation) => set({ regulation })}
          allValue={ALL_REGULATIONS}
        />
        <Select
          label="TopCut"
          data={TOP_CUT_OPTIONS}
          value={String(filters.topCuts)}
          onChange={(value) => set({ topCuts: Number(value ?? 0) })}
          allowDeselect={false}
        />
        <Input.Wrapper label="排序" labelElement="div">
          <SegmentedControl
            aria-label="排序"
            fullWidth
            data={[
              { value: 'usage', label: '使用率' },
              { value: 'score', label: '得分' },
            ]}
            value={filters.sort}
            onChange={(value) => set({ sort: value === 'score' ? 'score' : 'usage' })}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Group gap="lg" mt="md">
        <Switch
          label="显示变体"
          checked={filters.isVariant}
          onChange={(e) => set({ isVariant: e.currentTarget.checked })}
        />
        <Switch
          label="包含团体赛"
          checked={filters.hasTeam}
          onChange={(e) => set({ hasTeam: e.currentTarget.checked })}
        />
      </Group>
    </Paper>
  );
}
