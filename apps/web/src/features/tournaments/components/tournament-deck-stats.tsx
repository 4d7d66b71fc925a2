import { Checkbox, Group, Paper, Select, Skeleton, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TOP_CUTS } from '@ptcg/contract';
import { DeckStatTable, DeckStatTableSkeleton } from '#web/components/deck-stats/deck-stat-table.tsx';
import { sortStatRows } from '#web/components/deck-stats/deck-stat-rows.ts';
import { LazyDeckSharePie } from '#web/components/deck-stats/lazy-charts.tsx';
import { PIE_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useTournamentDeckStats } from '../api/use-tournament-deck-stats.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

/** `cut` in the URL: all entries, only those that scored points, or the top N. */
type CutChoice = 'all' | 'points' | `${number}`;

function parseCut(value: string | null, participants: number): CutChoice {
  if (value === 'points') return 'points';
  const n = Number(value);
  return (TOP_CUTS as readonly number[]).includes(n) && n < Math.max(participants, 2) ? (`${n}` as CutChoice) : 'all';
}

/** The Deck stats tab of an ended tournament: which archetypes were played and how far they went. */
export function TournamentDeckStats({
  tournamentId,
  participantCount,
}: {
  tournamentId: number;
  participantCount: number;
}) {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const cut = parseCut(searchParams.get('cut'), participantCount);
  const isVariant = searchParams.get('variant') === '1';
  const byPoints = searchParams.get('sort') === 'points';
  const update = (key: string, value: string | null) => {
    changeSearch(
      (params) => {
        if (value) params.set(key, value);
        else params.delete(key);
      },
      { replace: true },
    );
  };

  const request = {
    tournamentId,
    topcut: cut === 'all' || cut === 'points' ? 0 : Number(cut),
    points: cut === 'points',
    isVariant,
  };
  const { data, error, isPending, isPlaceholderData, refetch } = useTournamentDeckStats(request);
  // Cuts as large as the field itself would only repeat "all".
  const cutOptions = [
    { value: 'all', label: '全部选手' },
    { value: 'points', label: '仅得分选手' },
    ...TOP_CUTS.filter((n) => n < Math.max(participantCount, 2)).map((n) => ({
      value: String(n),
      label: n === 1 ? '冠军' : `Top ${n}`,
    })),
  ];

  let body;
  if (error) body = <ErrorState error={error} onRetry={() => void refetch()} title="卡组统计加载失败" />;
  else if (isPending) {
    body = (
      <>
        <Skeleton h={PIE_BLOCK_HEIGHT + 62} radius="md" mb="md" />
        <DeckStatTableSkeleton rows={8} />
      </>
    );
  } else if (data.list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState>该范围内没有登记卡组的选手。</EmptyState>
      </Paper>
    );
  } else {
    const rows = sortStatRows(data.list, byPoints ? 'score' : 'usage');
    body = (
      <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
        <Paper withBorder radius="md" p="md" mb="md">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="md">
              {byPoints ? '得分占比' : '使用率'}
            </Title>
            <Text size="sm" c="dimmed">
              {Number(data.deckNum.toFixed(2))} 副卡组
            </Text>
          </Group>
          <LazyDeckSharePie rows={rows} measure={byPoints ? 'score' : 'usage'} rolledUp={!isVariant} />
        </Paper>
        <DeckStatTable rows={rows} label="赛事卡组统计" rolledUp={!isVariant} />
      </div>
    );
  }

  return (
    <>
      <Group gap="lg" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="TopCut"
          data={cutOptions}
          value={cut}
          onChange={(value) => update('cut', value && value !== 'all' ? value : null)}
          allowDeselect={false}
          w={160}
        />
        <Checkbox
          label="显示变体"
          checked={isVariant}
          onChange={(e) => update('variant', e.currentTarget.checked ? '1' : null)}
          mb={8}
        />
        <Checkbox
          label="按得分排序"
          checked={byPoints}
          onChange={(e) => update('sort', e.currentTarget.checked ? 'points' : null)}
          mb={8}
        />
      </Group>
      {body}
    </>
  );
}
