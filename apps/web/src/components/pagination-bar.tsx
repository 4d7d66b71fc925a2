import { Group, Pagination } from '@mantine/core';
import { pageFromSearch } from '#web/lib/route-params.ts';
import { useSearchParams } from 'react-router';
import { PAGINATION_SIBLINGS } from '../lib/ui.ts';
import { useSearchParamsChange } from '../lib/use-search-params-change.ts';

/** Current page from the `page` query-string parameter (1 when absent or invalid). */
export function usePageParam(param = 'page'): number {
  const [searchParams] = useSearchParams();
  return pageFromSearch(searchParams, param);
}

type PaginationBarProps = {
  /** Number of pages (the API's `pageNum`). */
  total: number;
  param?: string;
  /** Scroll back to the top after a page change, so the new page starts at its first row. */
  scrollToTop?: boolean;
};

/** Pagination bound to the query string, so a page can be shared, reloaded and reached with Back. */
export function PaginationBar({ total, param = 'page', scrollToTop = true }: PaginationBarProps) {
  const changeSearch = useSearchParamsChange();
  const page = usePageParam(param);
  if (total <= 1) return null;

  const goTo = (next: number) => {
    changeSearch((params) => {
      if (next <= 1) params.delete(param);
      else params.set(param, String(next));
    });
    if (scrollToTop) window.scrollTo({ top: 0 });
  };

  return <PageControls total={total} value={Math.min(page, total)} onChange={goTo} />;
}

type PageControlsProps = { total: number; value: number; onChange: (page: number) => void };

/** The page buttons themselves (siblings and Chinese labels of the site), for pages kept in any state. */
export function PageControls({ total, value, onChange }: PageControlsProps) {
  return (
    <Group justify="center" my="lg">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        siblings={PAGINATION_SIBLINGS}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' }[control],
        })}
        getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
      />
    </Group>
  );
}
