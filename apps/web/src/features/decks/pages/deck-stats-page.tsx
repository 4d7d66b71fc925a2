import { Button, Grid, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconSwords } from '#web/components/icons.ts';
import { Link, useSearchParams } from 'react-router';
import { DeckStatTable, DeckStatTableSkeleton } from '#web/components/deck-stats/deck-stat-table.tsx';
import { archetypeColours, sortStatRows } from '#web/components/deck-stats/deck-stat-rows.ts';
import { LazyDeckSharePie } from '#web/components/deck-stats/lazy-charts.tsx';
import { PIE_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';
import { useDeckStats } from '../api/use-deck-stats.ts';
import { useRegulationList } from '../api/use-regulation-list.ts';
import { StatFilterBar } from '../components/stat-filter-bar.tsx';
import { StatNotices } from '../components/stat-notices.tsx';
import { WeeklyShareSection } from '../components/weekly-share-section.tsx';
import { parseStatFilters, statRequest, writeStatFilters, type StatFilters } from '../lib/stat-filters.ts';

/** /decks: the meta of a format — the full table, then archetype shares as a pie and a weekly trend. */
export function DeckStatsPage() {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const filters = parseStatFilters(searchParams);
  const regulations = useRegulationList();
  const currentRegulation = regulations.data?.list.find((r) => r.isDefault)?.regulation ?? '';
  // With no choice the page shows the current format, so it waits for the server to name it.
  const request = statRequest(filters, currentRegulation);
  const { data, error, isPending, isPlaceholderData, refetch } = useDeckStats(
    request,
    filters.regulation !== '' || regulations.isSuccess,
  );
  // Each change is applied on the address as it is now, so quick successive changes are all kept.
  const changeFilters = (patch: Partial<StatFilters>) =>
    changeSearch((latest) => writeStatFilters(latest, { ...parseStatFilters(latest), ...patch }), { replace: true });

  const rows = data ? sortStatRows(data.list, filters.sort) : [];
  const description =
    data && data.list.length > 0
      ? `${data.tournamentNum} 场赛事 · ${Number(data.deckNum.toFixed(2))} 副卡组`
      : undefined;

  return (
    <>
      <PageTitle
        title="卡组统计"
        mark={<DemoSeasonMark />}
        description={description}
        actions={
          <Button component={Link} to={paths.deckMatchups()} variant="light" leftSection={<IconSwords size={16} />}>
            对局胜率
          </Button>
        }
      />
      <StatNotices />
      <StatFilterBar filters={filters} onChange={changeFilters} />
      {error || regulations.error ? (
        <ErrorState
          error={error ?? regulations.error}
          onRetry={() => void (regulations.error ? regulations.refetch() : refetch())}
          title="卡组统计加载失败"
        />
      ) : isPending ? (
        <>
          <DeckStatTableSkeleton />
          <Grid mt="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Skeleton h={PIE_BLOCK_HEIGHT + 62} radius="md" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Skeleton h={PIE_BLOCK_HEIGHT + 62} radius="md" />
            </Grid.Col>
          </Grid>
        </>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title="暂无数据">所选条件下没有已结束赛事的卡组记录，可以放宽时间或 TopCut 条件再试。</EmptyState>
        </Paper>
      ) : (
        <div
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          aria-busy={isPlaceholderData}
        >
          <DeckStatTable
            rows={rows}
            label="卡组统计"
            showChange={filters.time !== 'all'}
            rolledUp={!filters.isVariant}
          />
          <Text size="xs" c="dimmed" mt="xs">
            数量与得分按团体赛队伍卡组数加权，可能带小数。
          </Text>
          {/* The table is what a visitor comes for; the charts follow it and load when scrolled to. */}
          <Grid mt="md" data-testid="deck-charts">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="md" h="100%">
                <Title order={2} fz="md" mb="xs">
                  {filters.sort === 'score' ? '得分占比' : '使用率'}
                </Title>
                <LazyDeckSharePie rows={rows} measure={filters.sort} rolledUp={!filters.isVariant} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <WeeklyShareSection stats={data} colours={archetypeColours(rows)} />
            </Grid.Col>
          </Grid>
        </div>
      )}
    </>
  );
}
