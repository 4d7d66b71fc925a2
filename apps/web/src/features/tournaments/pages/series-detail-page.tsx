import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PastLastPage } from '#web/components/past-last-page.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoDataMark } from '#web/components/demo-data-mark.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useTournamentList } from '../api/use-tournament-list.ts';
import { isNotFound, LoadingBlock, NotFoundBlock } from '#web/components/page-states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TournamentTypeBadge } from '#web/components/tournament-type-badge.tsx';
import { divisionName, flagLabels, formatDateRange, formatParticipants } from '../labels.ts';
import { parseIdParam } from '#web/lib/route-params.ts';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export function SeriesDetailPage() {
  const seriesId = parseIdParam(useParams().seriesId);
  const page = usePageParam();
  const { data, error, isPending, refetch } = useTournamentList(seriesId, page);

  if (seriesId === 0 || isNotFound(error)) {
    return (
      <>
        <PageTitle title="系列赛不存在" />
        <NotFoundBlock title="找不到这个系列赛" backTo={paths.seriesList()} backLabel="返回官方赛事">
          链接可能有误，或该系列赛已被移除。
        </NotFoundBlock>
      </>
    );
  }

  const series = data?.series;
  return (
    <>
      <PageTitle
        title={data?.name ?? '系列赛'}
        mark={series?.generated ? <DemoDataMark /> : null}
        description={
          series ? (
            <Group component="span" gap="xs" wrap="wrap">
              <StatusBadge status={series.status} />
              <span>{formatDateRange(series.startDate, series.endDate)}</span>
              <span>·</span>
              <span>共 {data.itemNum} 场赛事</span>
            </Group>
          ) : data ? (
            `共 ${data.itemNum} 场赛事`
          ) : undefined
        }
      />
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 && data.itemNum > 0 ? (
        <PastLastPage page={page} pageCount={data.pageNum} what="该系列赛的赛事" />
      ) : data.list.length === 0 ? (
        <EmptyState title="暂无赛事">该系列赛的赛事公布后会显示在这里。</EmptyState>
      ) : (
        <>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="赛事列表">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>赛事</Table.Th>
                  <Table.Th visibleFrom="md" w={112}>
                    日期
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={88}>
                    类型
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={80}>
                    组别
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={72} ta="right">
                    人数
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={88}>
                    状态
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.tournament(t.id)} fw={500}>
                        {t.name}
                      </Anchor>
                      {flagLabels(t).length > 0 ? (
                        <Text span size="xs" c="dimmed" ml={6}>
                          {flagLabels(t).join(' · ')}
                        </Text>
                      ) : null}
                      {/* Narrow screens: the other columns fold into one line under the name. */}
                      <Group hiddenFrom="md" gap={6} mt={4} wrap="wrap">
                        <StatusBadge status={t.status} />
                        <TournamentTypeBadge type={t.type} online={t.online} />
                        <Text size="xs" c="dimmed" style={numeric}>
                          {divisionName(t.division)} · {formatDate(t.date)} ·{' '}
                          {formatParticipants(t.participantCount, t.status)}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="md" style={numeric}>
                      <Text size="sm">{formatDate(t.date)}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <TournamentTypeBadge type={t.type} online={t.online} />
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm">{divisionName(t.division)}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md" ta="right" style={numeric}>
                      {t.participantCount === 0 && t.status === 'upcoming' ? '—' : t.participantCount}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <StatusBadge status={t.status} />
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
