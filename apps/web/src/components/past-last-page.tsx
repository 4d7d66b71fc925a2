import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { EmptyState } from './empty-state.tsx';

/** A paged list asked for a page after its last one: say so, and lead back to the first page. */
export function PastLastPage({ page, pageCount, what }: { page: number; pageCount: number; what: string }) {
  const { pathname, search } = useLocation();
  const first = new URLSearchParams(search);
  first.delete('page');
  const query = first.toString();
  return (
    <EmptyState title={`没有第 ${page} 页`}>
      {what}共 {pageCount} 页。
      <Anchor component={Link} to={query ? `${pathname}?${query}` : pathname} inherit underline="always">
        回到第 1 页
      </Anchor>
    </EmptyState>
  );
}
