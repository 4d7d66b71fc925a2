import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { Link } from 'react-router';
import { MATCHUP_BEST_WORST, MATCHUP_MIN_GAMES, TIME_FILTERS, type MatchupCell } from '@ptcg/contract';
import { winRateColours } from '@ptcg/tcg';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDeckMatchups } from '../api/use-deck-matchups.ts';
import { useRegulationList } from '../api/use-regulation-list.ts';
import { matchupRequest, parseMatchupFilters, percent } from '../lib/matchup-filters.ts';
import { describeCell } from './matchup-matrix.tsx';

/** The matrix's default filters (current regulation, default window and minimum of games). */
const DEFAULTS = parseMatchupFilters(new URLSearchParams());
const WINDOW_LABEL = TIME_FILTERS.find((f) => f.value === DEFAULTS.time)?.label ?? '';

type Opponent = { id: number; name: string; icon: string[] };

function MatchupLine({ cell, opponent, minGames }: { cell: MatchupCell; opponent: Opponent; minGames: number }) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const colours = winRateColours(cell.winRate ?? 0.5, scheme);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      justify="space-between"
      title={describeCell(cell, minGames)}
      data-testid="matchup-line"
    >
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <DeckIcons icons={opponent.icon} name={opponent.name} size={22} />
        <Anchor component={Link} to={paths.deckCategory(opponent.id)} size="sm" c="inherit" truncate>
          {opponent.name}
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {cell.wins}-{cell.losses}-{cell.ties}
        </Text>
        <Text
          size="sm"
          fw={600}
          px={6}
          style={{ borderRadius: 4, backgroundColor: colours.background, color: colours.color, whiteSpace: 'nowrap' }}
        >
          {percent(cell.winRate ?? 0)}
        </Text>
      </Group>
    </Group>
  );
}

/**
 * 最佳对局 / 最差对局 of an archetype: its best and worst win rates over the matrix's default window
 * and regulation, among opponents met at least the default minimum of games, linking to its row of
 * the matrix.
 */
export function MatchupHighlights({ categoryId, rowId }: { categoryId: number; rowId: number }) {
  const regulations = useRegulationList();
  const currentRegulation = regulations.data?.list.find((r) => r.isDefault)?.regulation ?? '';
  const { data, error, isPending, refetch } = useDeckMatchups(
    { ...matchupRequest(DEFAULTS, currentRegulation), categoryId },
    !regulations.isPending,
  );
  const matrixLink = paths.deckMatchups({ row: rowId });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="对局胜率加载失败" />;
  if (isPending) return <Skeleton h={150} radius="sm" />;

  const opponents = new Map(data.archetypes.map((a) => [a.id, a]));
  const rated = data.cells
    .filter((c) => c.rowId !== c.colId && c.winRate !== null)
    .sort((a, b) => b.winRate! - a.winRate! || b.games - a.games);
  const best = rated.slice(0, MATCHUP_BEST_WORST);
  const worst = rated.slice(best.length).reverse().slice(0, MATCHUP_BEST_WORST);
  const caption = `${WINDOW_LABEL} · ${currentRegulation || '全部赛制'} · 至少 ${MATCHUP_MIN_GAMES.default} 局`;

  if (rated.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {caption}：还没有对局数达到 {MATCHUP_MIN_GAMES.default} 局的对手。{' '}
        <Anchor component={Link} to={matrixLink} size="sm">
          查看对局矩阵
        </Anchor>
      </Text>
    );
  }
  const column = (title: string, cells: MatchupCell[]) => (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {cells.length === 0 ? (
        <Text size="sm" c="dimmed">
          暂无
        </Text>
      ) : (
        cells.map((c) => (
          <MatchupLine key={c.colId} cell={c} opponent={opponents.get(c.colId)!} minGames={data.minGames} />
        ))
      )}
    </Stack>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {column('最佳对局', best)}
        {column('最差对局', worst)}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {caption}，胜-负-平。
      </Text>
    </>
  );
}
