import { lazy, Suspense, type ComponentProps } from 'react';
import { Center, Skeleton } from '@mantine/core';
import { PIE_BLOCK_HEIGHT } from './chart-sizes.ts';

const DeckSharePie = lazy(() => import('./deck-share-pie.tsx'));

/** The pie, fetched with its chart library only when first shown; its place is held at full height meanwhile. */
export function LazyDeckSharePie(props: ComponentProps<typeof DeckSharePie>) {
  return (
    <Suspense
      fallback={
        <Center mih={PIE_BLOCK_HEIGHT} role="status" aria-label="图表加载中…">
          <Skeleton circle height={220} />
        </Center>
      }
    >
      <DeckSharePie {...props} />
    </Suspense>
  );
}
