import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { paths } from '#web/lib/paths.ts';
import { useTopPlayers } from '../api/use-top-players.ts';
import { CategoryFrame } from '../components/category-frame.tsx';
import { TableSkeleton } from '../components/recent-play-table.tsx';
import { TopPlayerTable } from '../components/top-player-table.tsx';
import { useCategoryParams } from '../lib/route-params.ts';

const TOP_PAGE_SIZE = 50;

function TopPlayerPages({ categoryId, all }: { categoryId: number; all: boolean }) {
  const page = usePageParam();
  const { data, error, isPending, refetch } = useTopPlayers(categoryId, all, page, TOP_PAGE_SIZE);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="顶尖选手加载失败" />;
  if (isPending) return <TableSkeleton rows={15} />;
  return (
    <>
      <TopPlayerTable rows={data.list} />
      <PaginationBar total={data.pageNum} />
    </>
  );
}

/** /decks/{id}/top: every player who scored with the archetype, by points. */
export function DeckCategoryTopPage() {
  const { categoryId, all } = useCategoryParams();
  return (
    <CategoryFrame categoryId={categoryId} fallbackTitle="顶尖选手">
      {(category) => (
        <>
          <PageTitle
            title={`${category.name} · 顶尖选手`}
            mark={<DemoSeasonMark />}
            description={
              <Anchor component={Link} to={paths.deckCategory(category.id, { all })} size="sm">
                返回 {category.name}
              </Anchor>
            }
          />
          <TopPlayerPages categoryId={category.id} all={all} />
        </>
      )}
    </CategoryFrame>
  );
}
