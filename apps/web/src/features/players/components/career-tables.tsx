import { Paper, Table, Text } from '@mantine/core';
import type { PlayerInfo } from '@ptcg/contract';
import { formatPoints } from '#web/components/placement.tsx';
import classes from '#web/components/sticky-table.module.css';

const TOP_CUT_ROWS = [
  { key: 'Master', label: '高级赛·大师赛' },
  { key: 'Great', label: '超级赛' },
  { key: 'City', label: '城市赛' },
] as const;
const TOP_CUT_COLUMNS = ['冠军', '亚军', '四强', '八强', '十六强'];

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} component="h2" fw={700} fz="lg" mb="sm" mt={0}>
      {children}
    </Text>
  );
}

/** How often the player reached each stage of the top cut, per tournament type. */
export function TopCutTable({ topCuts }: { topCuts: PlayerInfo['topCuts'] }) {
  return (
    <section aria-labelledby="top-cut-title">
      <SectionTitle id="top-cut-title">生涯成绩</SectionTitle>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={320} type="native">
          <Table verticalSpacing={8} horizontalSpacing="xs" aria-label="生涯成绩" ta="center">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="left" pl="md">
                  类型
                </Table.Th>
                {TOP_CUT_COLUMNS.map((label) => (
                  <Table.Th key={label} ta="center">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TOP_CUT_ROWS.map(({ key, label }) => (
                <Table.Tr key={key}>
                  <Table.Td ta="left" pl="md" fw={500} className={classes.nowrap}>
                    {label}
                  </Table.Td>
                  {topCuts[key].map((count, i) => (
                    <Table.Td
                      key={i}
                      className={classes.numeric}
                      c={count === 0 ? 'dimmed' : undefined}
                      fw={count > 0 ? 600 : undefined}
                    >
                      {count}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </section>
  );
}

/** Points and rank of each season the player took part in. */
export function SeasonPointsTable({ seasons }: { seasons: PlayerInfo['seasonPoints'] }) {
  return (
    <section aria-labelledby="season-points-title">
      <SectionTitle id="season-points-title">赛季积分</SectionTitle>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing={8} horizontalSpacing="md" aria-label="赛季积分">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>赛季</Table.Th>
              <Table.Th ta="right">积分</Table.Th>
              <Table.Th ta="right">排名</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {seasons.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3} ta="center" c="dimmed">
                  暂无赛季积分
                </Table.Td>
              </Table.Tr>
            ) : (
              seasons.map((s) => (
                <Table.Tr key={s.season}>
                  <Table.Td className={classes.numeric}>{s.season} 赛季</Table.Td>
                  <Table.Td ta="right" fw={600} className={classes.numeric}>
                    {formatPoints(s.points)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {s.rank ?? '—'}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </section>
  );
}
