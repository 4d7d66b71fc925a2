import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, VisuallyHidden } from '@mantine/core';
import { chartColour } from '#web/components/deck-stats/deck-stat-rows.ts';
import { TREND_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import type { WeeklySeries } from '../lib/weekly-series.ts';

/** Lines of weekly usage share (percent) of the leading archetypes. Loaded on demand with its chart library. */
export default function WeeklyShareChart({
  series,
  colours,
}: {
  series: WeeklySeries;
  colours: ReadonlyMap<number, string>;
}) {
  const summary = series.archetypes
    .map((a) => `${a.name}：${series.points.map((p) => `${p.week} ${p[a.name]}%`).join('，')}`)
    .join('；');
  return (
    <Box h={TREND_BLOCK_HEIGHT} data-testid="weekly-share-chart" role="figure" aria-label="每周使用率走势">
      <LineChart
        h={TREND_BLOCK_HEIGHT - 8}
        data={series.points}
        dataKey="week"
        series={series.archetypes.map((a, i) => ({
          name: a.name,
          color: colours.get(a.id) ?? chartColour(colours.size + i, a.name),
        }))}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 56 }}
        unit="%"
        valueFormatter={(value) => value.toFixed(2)}
        gridAxis="y"
        tickLine="none"
        withDots
      />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Box>
  );
}
