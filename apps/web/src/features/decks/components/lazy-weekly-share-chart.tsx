import { lazy, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import { TREND_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import { WhenNearViewport } from '#web/components/deck-stats/lazy-charts.tsx';

const WeeklyShareChart = lazy(() => import('./weekly-share-chart.tsx'));

/** The trend chart, fetched with its chart library only when it is about to be seen. */
export function LazyWeeklyShareChart(props: ComponentProps<typeof WeeklyShareChart>) {
  return (
    <WhenNearViewport
      height={TREND_BLOCK_HEIGHT}
      fallback={<Skeleton h={TREND_BLOCK_HEIGHT} role="status" aria-label="图表加载中…" />}
    >
      <WeeklyShareChart {...props} />
    </WhenNearViewport>
  );
}
