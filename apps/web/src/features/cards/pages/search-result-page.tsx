import { useMemo } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { IconPencil } from '#web/components/icons.ts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { paths, withQuery } from '#web/lib/paths.ts';
import { useCardSearch, type CardSearch } from '../api/use-card-search.ts';
import { CardGrid, CardGridSkeleton } from '../components/card-grid.tsx';
import { advanceFormPath, decodeAdvanceQuery, printOf, readFlag, readShow, SHOW_OPTIONS } from '../lib/search-url.ts';
import { describeAdvanceQuery } from '../lib/describe-query.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

export function SearchResultPage() {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const page = usePageParam();
  const pageSize = readShow(searchParams.get('show'));
  const type = searchParams.get('type') === 'advance' ? 'advance' : 'basic';
  const text = (searchParams.get('text') ?? '').trim();
  const exact = readFlag(searchParams.get('exact'));
  const unique = readFlag(searchParams.get('unique'));
  const rawQuery = searchParams.get('query');

  const advanceQuery = useMemo(() => decodeAdvanceQuery(rawQuery), [rawQuery]);
  const search: CardSearch | null =
    type === 'advance'
      ? { type, body: { ...advanceQuery, page, pageSize } }
      : text
        ? { type, body: { searchText: text, exact, unique, page, pageSize } }
        : null;
  const { data, error, isPending, isPlaceholderData, refetch } = useCardSearch(search);

  // A query naming one print ("SV1S 069") opens that card instead of a one-card grid.
  const print = type === 'basic' && page === 1 && data && !isPlaceholderData ? printOf(text, data.list) : null;

  const editPath =
    type === 'advance'
      ? advanceFormPath(advanceQuery)
      : withQuery(paths.searchBasic(), { text, exact: exact || undefined, unique: unique || undefined });
  const summary =
    type === 'advance'
      ? describeAdvanceQuery(advanceQuery)
      : [`“${text}”`, exact ? '精确' : '', unique ? '隐藏重复' : ''];

  const setShow = (value: string) => {
    changeSearch((next) => {
      next.set('show', value);
      next.delete('page');
    });
  };

  const header = (
    <PageTitle
      title="搜索结果"
      description={
        <Group gap={6} component="span" wrap="wrap">
          {summary.filter(Boolean).map((part) => (
            <Badge key={part} variant="light" color="gray" radius="sm" tt="none" fw={500}>
              {part}
            </Badge>
          ))}
        </Group>
      }
      actions={
        <Button component={Link} to={editPath} variant="default" size="xs" leftSection={<IconPencil size={14} />}>
          修改搜索
        </Button>
      }
    />
  );

  if (print) return <Navigate to={paths.card(print.setCode, print.cardIndex)} replace />;

  if (!search) {
    return (
      <>
        {header}
        <Paper withBorder radius="md">
          <EmptyState title="请输入搜索关键词">
            <Anchor component={Link} to={paths.searchBasic()}>
              前往卡牌搜索
            </Anchor>
          </EmptyState>
        </Paper>
      </>
    );
  }

  return (
    <>
      {header}
      {isPending ? (
        <CardGridSkeleton />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.itemNum === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState>
            没有找到符合条件的卡牌。{' '}
            <Anchor component={Link} to={editPath}>
              返回修改搜索条件
            </Anchor>
          </EmptyState>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="result-count">
              共 <b>{data.itemNum}</b> 张卡牌 · 第 {data.pageCur} / {data.pageNum} 页
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                每页
              </Text>
              <SegmentedControl
                size="xs"
                value={String(pageSize)}
                onChange={setShow}
                data={SHOW_OPTIONS.map(String)}
                aria-label="每页数量"
              />
            </Group>
          </Group>
          <Box
            style={{ opacity: isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
            aria-busy={isPlaceholderData}
          >
            <CardGrid cards={data.list} showSet />
          </Box>
          <PaginationBar total={data.pageNum} />
        </>
      )}
    </>
  );
}
