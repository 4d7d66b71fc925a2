import { Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Switch } from '@mantine/core';
import { TIME_FILTERS, TOP_CUTS } from '@ptcg/contract';
import { useRegulationList } from '../api/use-regulation-list.ts';
import type { StatFilters, TimeFilter } from '../lib/stat-filters.ts';

const TOP_CUT_OPTIONS = [
  { value: '0', label: '全部选手' },
  ...TOP_CUTS.map((n) => ({ value: String(n), label: n === 1 ? '冠军' : `前 ${n} 名` })),
];

/** onChange receives only what the user changed, to be applied on the latest URL (see useSearchParamsChange). */
type StatFilterBarProps = { filters: StatFilters; onChange: (patch: Partial<StatFilters>) => void };

/** Time, regulation, top cuts, sort, variants and team events of /decks. */
export function StatFilterBar({ filters, onChange }: StatFilterBarProps) {
  const regulations = useRegulationList();
  const regulationList = regulations.data?.list ?? [];
  const currentRegulation = regulationList.find((r) => r.isDefault)?.regulation ?? '';
  const set = onChange;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Select
          label="时间"
          data={TIME_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          value={filters.time}
          onChange={(value) => value && set({ time: value as TimeFilter })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="赛制"
          data={regulationList.map((r) => ({
            value: r.regulation,
            label: `${r.regulation}${r.isDefault ? '（当前）' : ''}`,
          }))}
          value={filters.regulation || currentRegulation || null}
          placeholder={regulations.isPending ? '加载中…' : '当前赛制'}
          onChange={(value) => set({ regulation: value && value !== currentRegulation ? value : '' })}
          allowDeselect={false}
          disabled={regulationList.length === 0}
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
