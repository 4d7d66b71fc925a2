import { Paper, Text, Title } from '@mantine/core';
import type { ResponseOf } from '@ptcg/contract';
import { TREND_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { weeklySeries } from '../lib/weekly-series.ts';
import { LazyWeeklyShareChart } from './lazy-weekly-share-chart.tsx';

type WeeklyShareSectionProps = {
  stats: ResponseOf<'deck/deck-static-by-date-and-reg'>;
  colours: ReadonlyMap<number, string>;
};

/** Usage share week by week (Monday–Sunday) of the leading archetypes over the chosen window. */
export function WeeklyShareSection({ stats, colours }: WeeklyShareSectionProps) {
  const series = weeklySeries(stats);
  const span = stats.from && stats.to ? `${stats.from} 至 ${stats.to}` : '全部时间';
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label="每周走势">
      <Title order={2} fz="md" mb={2}>
        每周走势
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {span}，使用最多的 {series.archetypes.length} 个卡组每周（周一至周日）的使用率
      </Text>
      {series.points.length === 0 ? (
        <div style={{ minHeight: TREND_BLOCK_HEIGHT }}>
          <EmptyState>所选时间内没有按周统计的卡组记录。</EmptyState>
        </div>
      ) : (
        <LazyWeeklyShareChart series={series} colours={colours} />
      )}
    </Paper>
  );
}
