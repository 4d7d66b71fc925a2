import { Alert, Anchor, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconClockHour4 } from '#web/components/icons.ts';
import { Link } from 'react-router';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { formatPoints, QualifiedMark, RankLabel } from '#web/components/placement.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useCardRecentUsage } from '../api/use-card-recent-usage.ts';

/** Decks that played this print in the last three months of tournaments. */
export function RecentUsageTable({ setCode, cardIndex }: { setCode: string; cardIndex: string }) {
  const { data, isPending, error, refetch } = useCardRecentUsage(setCode, cardIndex);

  if (isPending) {
    return (
      <Group gap="xs" py="md" justify="center" role="status">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          Loading
        </Text>
      </Group>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.status === 'Processing') {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} />} title="数据统计中">
        使用记录正在统计，请稍后刷新页面查看。
      </Alert>
    );
  }
  if (data.list.length === 0) return <EmptyState>近三个月的赛事中还没有使用这张卡的卡组。</EmptyState>;

  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" layout="fixed" data-testid="recent-usage" aria-label="近期使用">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={104} visibleFrom="sm">
            日期
          </Table.Th>
          <Table.Th>赛事</Table.Th>
          <Table.Th w={{ base: 52, sm: 64 }} ta="right" style={{ whiteSpace: 'nowrap' }}>
            名次
          </Table.Th>
          <Table.Th w={{ base: 76, sm: 96 }} ta="right">
            积分
          </Table.Th>
          <Table.Th w={{ base: 64, sm: 96 }}>卡表</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.list.map((row, i) => (
          <Table.Tr key={`${row.tournamentId}-${row.deckId}-${i}`}>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.date)}
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Anchor component={Link} to={paths.tournament(row.tournamentId)} size="sm">
                  {row.tournamentName}
                </Anchor>
                <Text hiddenFrom="sm" size="xs" c="dimmed">
                  {formatDate(row.date)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <RankLabel rank={row.rank} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPoints(row.points)}
              {row.qualified ? <QualifiedMark /> : null}
            </Table.Td>
            <Table.Td>
              <DeckIcons icons={row.icon} name="卡组" size={24} href={paths.deckList(row.deckId)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
