import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PastLastPage } from '#web/components/past-last-page.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoDataMark } from '#web/components/demo-data-mark.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSeriesList } from '../api/use-series-list.ts';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDateRange } from '../labels.ts';

export function SeriesListPage() {
  const page = usePageParam();
  const { data, error, isPending, refetch } = useSeriesList(page);

  return (
    <>
      <PageTitle title="官方赛事" description={data ? `共 ${data.itemNum} 个系列赛` : '官方系列赛及其下属赛事'} />
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 && data.itemNum > 0 ? (
        <PastLastPage page={page} pageCount={data.pageNum} what="系列赛列表" />
      ) : data.list.length === 0 ? (
        <EmptyState title="暂无系列赛">赛事公布后会显示在这里。</EmptyState>
      ) : (
        <>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="系列赛列表">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>系列赛</Table.Th>
                  <Table.Th w={96}>状态</Table.Th>
                  <Table.Th visibleFrom="md" w={240}>
                    日期
                  </Table.Th>
                  <Table.Th w={80} ta="right">
                    赛事数
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((series) => (
                  <Table.Tr key={series.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.series(series.id)} fw={500}>
                        {series.name}
                      </Anchor>
                      {series.generated ? (
                        <>
                          {' '}
                          <DemoDataMark />
                        </>
                      ) : null}
                      {/* On narrow screens the date column is hidden; the range sits under the name instead. */}
                      <Text hiddenFrom="md" size="xs" c="dimmed" mt={2}>
                        {formatDateRange(series.startDate, series.endDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={series.status} />
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatDateRange(series.startDate, series.endDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {series.tournamentNum}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <PaginationBar total={data.pageNum} />
        </>
      )}
    </>
  );
}
