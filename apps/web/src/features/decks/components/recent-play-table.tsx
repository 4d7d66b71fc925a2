import { Anchor, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ResponseOf } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { formatPoints, QualifiedMark, RankLabel } from '#web/components/placement.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import tableClasses from '#web/components/sticky-table.module.css';

type RecentRow = ResponseOf<'deck/category-recent-play'>['list'][number];

/**
 * Latest results of the archetype: event (with its date), player, placement, points and the decklist.
 * On a phone the date moves under the event name so the row fits without scrolling sideways.
 */
export function RecentPlayTable({ rows }: { rows: readonly RecentRow[] }) {
  if (rows.length === 0) return <EmptyState>还没有这个卡组的赛事记录。</EmptyState>;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        className={tableClasses.table}
        aria-label="近期使用"
        layout="fixed"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={104} visibleFrom="sm">
              日期
            </Table.Th>
            <Table.Th>赛事</Table.Th>
            <Table.Th w={{ base: 96, sm: 160 }}>选手</Table.Th>
            <Table.Th w={{ base: 52, sm: 64 }} ta="right" className={tableClasses.nowrap}>
              名次
            </Table.Th>
            <Table.Th w={88} ta="right" visibleFrom="sm">
              积分
            </Table.Th>
            <Table.Th w={{ base: 56, sm: 96 }}>卡表</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={`${row.tournamentId}-${row.deckId}-${row.playerPinCode}-${i}`} h={52}>
              <Table.Td visibleFrom="sm" className={tableClasses.numeric}>
                {formatDate(row.date)}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={paths.tournament(row.tournamentId)} size="sm" lineClamp={2}>
                    {row.tournamentName}
                  </Anchor>
                  <Text hiddenFrom="sm" size="xs" c="dimmed">
                    {formatDate(row.date)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.player(row.playerPinCode)} size="sm" truncate="end" display="block">
                  {row.playerName}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" className={tableClasses.numeric}>
                <RankLabel rank={row.rank} />
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" className={tableClasses.numeric}>
                {formatPoints(row.points)}
                {row.qualified ? <QualifiedMark /> : null}
              </Table.Td>
              <Table.Td>
                <DeckIcons icons={row.variantIcon} name={row.variantName} size={24} href={paths.deckList(row.deckId)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function TableSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="md" p="sm" role="status" aria-label="加载中…">
      <Skeleton h={22} mb={12} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={36} mb={16} />
      ))}
    </Paper>
  );
}
