import { Anchor, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { ResponseOf } from '@ptcg/contract';
import { EmptyState } from '#web/components/empty-state.tsx';
import { formatPoints } from '#web/components/placement.tsx';
import { paths } from '#web/lib/paths.ts';
import tableClasses from '#web/components/sticky-table.module.css';

type TopPlayerRow = ResponseOf<'deck/top-player'>['list'][number];

/** Players ranked by the points they scored with the archetype. */
export function TopPlayerTable({ rows }: { rows: readonly TopPlayerRow[] }) {
  if (rows.length === 0) return <EmptyState>还没有选手用这个卡组取得积分。</EmptyState>;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing={6} horizontalSpacing="sm" className={tableClasses.table} aria-label="顶尖选手">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>#</Table.Th>
            <Table.Th>选手</Table.Th>
            <Table.Th w={112} ta="right">
              积分
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.pinCode} h={44}>
              <Table.Td className={tableClasses.numeric}>{row.ranking}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.player(row.pinCode)} size="sm">
                  {row.playerName}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" className={tableClasses.numeric}>
                {formatPoints(row.points2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
