import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import { TREND_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';

const WeeklyShareChart = lazy(() => import('./weekly-share-chart.tsx'));

export function LazyWeeklyShareChart(props: ComponentProps<typeof WeeklyShareChart>) {
  return (
    <Suspense fallback={<Skeleton h={TREND_BLOCK_HEIGHT} role="status" aria-label="图表加载中…" />}>
      <WeeklyShareChart {...props} />
    </Suspense>
  );
}
