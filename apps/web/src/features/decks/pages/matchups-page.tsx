import { Anchor, Group, Input, Paper, Select, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowLeft } from '#web/components/icons.ts';
import { Link, useSearchParams } from 'react-router';
import { MATCHUP_MIN_GAMES, MATCHUP_TOP } from '@ptcg/contract';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';
import { useDeckMatchups } from '../api/use-deck-matchups.ts';
import { useRegulationList } from '../api/use-regulation-list.ts';
import { MatchupLegend, MatchupMatrix } from '../components/matchup-matrix.tsx';
import { RegulationSelect, TimeFilterSelect } from '../components/window-selects.tsx';
import {
  matchupRequest,
  parseMatchupFilters,
  writeMatchupFilters,
  type MatchupFilters,
} from '../lib/matchup-filters.ts';

/** /decks/matchups: how each of the most played archetypes fares against the others. */
export function MatchupsPage() {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const filters = parseMatchupFilters(searchParams);
  const regulations = useRegulationList();
  const regulationList = regulations.data?.list ?? [];
  const currentRegulation = regulationList.find((r) => r.isDefault)?.regulation ?? '';
  // Matchups of different formats do not mix: with no choice the current regulation is asked, once known.
  const request = matchupRequest(filters, currentRegulation);
  const ready = filters.regulation !== '' || !regulations.isPending;
  const { data, error, isPending, isPlaceholderData, refetch } = useDeckMatchups(request, ready);
  // Applied on the address as it is now, so quick successive changes are all kept.
  const set = (patch: Partial<MatchupFilters>) =>
    changeSearch((latest) => writeMatchupFilters(latest, { ...parseMatchupFilters(latest), ...patch }), {
      replace: true,
    });

  const description =
    data && data.archetypes.length > 0 ? `${data.games} 局对局 · 前 ${data.archetypes.length} 个卡组` : undefined;

  return (
    <>
      <PageTitle
        title="对局胜率"
        mark={<DemoSeasonMark />}
        description={description}
        actions={
          <Anchor component={Link} to={paths.decks()} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              卡组统计
            </Group>
          </Anchor>
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <TimeFilterSelect value={filters.time} onChange={(time) => set({ time })} />
          <RegulationSelect value={filters.regulation} onChange={(regulation) => set({ regulation })} />
          <Select
            label="最少对局数"
            data={MATCHUP_MIN_GAMES.choices.map((n) => ({ value: String(n), label: n === 0 ? '不限' : `${n} 局` }))}
            value={String(filters.minGames)}
            onChange={(value) => value && set({ minGames: Number(value) })}
            allowDeselect={false}
          />
          <Select
            label="显示卡组数"
            data={MATCHUP_TOP.choices.map((n) => ({ value: String(n), label: `前 ${n} 个` }))}
            value={String(filters.top)}
            onChange={(value) => value && set({ top: Number(value) })}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Paper>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} title="对局胜率加载失败" />
      ) : isPending ? (
        <Skeleton h={420} radius="md" data-testid="matchup-loading" />
      ) : data.archetypes.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title="暂无对局数据">
            所选条件下没有已结束个人赛的对局记录，可以放宽时间或赛制条件再试。
          </EmptyState>
        </Paper>
      ) : (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'xs', sm: 'md' }}
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          aria-busy={isPlaceholderData}
        >
          <MatchupMatrix data={data} highlight={filters.row} />
          <MatchupLegend minGames={data.minGames} />
          <Input.Description mt="xs">
            行为使用的卡组，列为对手；胜率 = (胜 + 平 × 0.5) /
            对局数。只计已结束个人赛中双方卡组都已归类的对局（含淘汰赛轮次），轮空与双败不计； 同名对局只计一次。区间为
            Wilson 95% 置信区间，样本越少越宽。
          </Input.Description>
          <Text size="xs" c="dimmed" mt={4} hiddenFrom="sm">
            矩阵可左右滑动，卡组名固定在左侧。
          </Text>
        </Paper>
      )}
    </>
  );
}
