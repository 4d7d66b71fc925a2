import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Center, Skeleton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { PIE_BLOCK_HEIGHT } from './chart-sizes.ts';

const DeckSharePie = lazy(() => import('./deck-share-pie.tsx'));

/**
 * Holds a chart's place at its full height and renders it once the place comes within a screen of the
 * viewport (`fallback` shows while its code downloads). The chart library is as heavy as the rest of a statistics page together, so a visitor who
 * reads only the table never downloads it.
 */
export function WhenNearViewport({
  height,
  fallback,
  children,
}: {
  height: number;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '100% 0px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    // data-lazy marks a place still waiting to come near, so that a check of the whole page (the axe
    // sweep) can tell a block not drawn yet from one that is not there.
    <div ref={ref} style={{ minHeight: height }} data-lazy={near ? undefined : 'waiting'}>
      {/* Until then the place is only held: nothing is loading yet, so no skeleton says it is. */}
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </div>
  );
}

/** The pie, fetched with its chart library only when it is about to be seen. */
export function LazyDeckSharePie(props: ComponentProps<typeof DeckSharePie>) {
  const fallback = (
    <Center mih={PIE_BLOCK_HEIGHT} role="status" aria-label="图表加载中…">
      <Skeleton circle height={220} />
    </Center>
  );
  return (
    <WhenNearViewport height={PIE_BLOCK_HEIGHT} fallback={fallback}>
      <DeckSharePie {...props} />
    </WhenNearViewport>
  );
}
