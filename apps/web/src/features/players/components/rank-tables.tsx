import type { ReactNode } from 'react';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Division, PointsRankRow } from '@ptcg/contract';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { PaginationBar } from '#web/components/pagination-bar.tsx';
import { formatPoints } from '#web/components/placement.tsx';
import { paths } from '#web/lib/paths.ts';
import { useRankCareer } from '../api/use-rank-career.ts';
import { useRankOfficial } from '../api/use-rank-official.ts';
import { useRankSeason } from '../api/use-rank-season.ts';
import type { SeasonName } from '@ptcg/tcg';
import classes from '#web/components/sticky-table.module.css';

type QueryState<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };

/** Loading, failure and no-rows states shared by the three rankings; `render` draws the rows. */
function RankResult<T extends { list: unknown[]; pageNum: number }>({
  query,
  search,
  render,
}: {
  query: QueryState<T>;
  search: string;
  render: (data: T) => ReactNode;
}) {
  const { data, error, isPending, refetch } = query;
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    return search ? (
      <EmptyState title="没有找到选手">没有昵称或选手编号包含「{search}」的选手。</EmptyState>
    ) : (
      <EmptyState title="暂无排名" />
    );
  }
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {render(data)}
      </Paper>
      <PaginationBar total={data.pageNum} />
    </>
  );
}

/** Nickname linking to the profile; on phones the pin code sits under it instead of in its own column. */
function PlayerCell({ pinCode, name }: { pinCode: string; name: string }) {
  return (
    <>
      <Anchor component={Link} to={paths.player(pinCode)} size="sm" fw={500} className={classes.nowrap}>
        {name}
      </Anchor>
      <Text hiddenFrom="sm" size="xs" c="dimmed" ff="monospace">
        {pinCode}
      </Text>
    </>
  );
}

function PinCode({ value }: { value: string }) {
  return (
    <Text size="sm" c="dimmed" ff="monospace" className={classes.numeric}>
      {value}
    </Text>
  );
}

export function OfficialRankTable({ page, search }: { page: number; search: string }) {
  const query = useRankOfficial(page, search);
  return (
    <RankResult
      query={query}
      search={search}
      render={(data) => (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table
            verticalSpacing={8}
            horizontalSpacing="md"
            withRowBorders={false}
            className={classes.table}
            aria-label="官方排名"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72} className={`${classes.stickyStart} ${classes.nowrap}`}>
                  排名
                </Table.Th>
                <Table.Th>昵称</Table.Th>
                <Table.Th w={150} visibleFrom="sm">
                  选手编号
                </Table.Th>
                <Table.Th w={96} ta="right">
                  积分
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((row) => (
                <Table.Tr key={row.pinCode}>
                  <Table.Td fw={600} className={`${classes.stickyStart} ${classes.numeric}`}>
                    {row.ranking}
                  </Table.Td>
                  <Table.Td>
                    <PlayerCell pinCode={row.pinCode} name={row.nickName} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <PinCode value={row.pinCode} />
                  </Table.Td>
                  <Table.Td ta="right" fw={600} className={classes.numeric}>
                    {formatPoints(row.points)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}

function PointsTable({ rows, label }: { rows: PointsRankRow[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table
        verticalSpacing={8}
        horizontalSpacing="sm"
        withRowBorders={false}
        className={classes.table}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60} className={`${classes.stickyStart} ${classes.nowrap}`}>
              排名
            </Table.Th>
            <Table.Th w={80} className={classes.nowrap}>
              组别排名
            </Table.Th>
            <Table.Th>昵称</Table.Th>
            <Table.Th w={150} visibleFrom="sm">
              选手编号
            </Table.Th>
            <Table.Th w={96} ta="right">
              积分
            </Table.Th>
            <Table.Th w={104} ta="right" title="计入积分的场次 / 参赛场次" className={classes.nowrap} visibleFrom="sm">
              计分 / 参赛
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.pinCode}>
              <Table.Td fw={600} className={`${classes.stickyStart} ${classes.numeric}`}>
                {row.rank}
              </Table.Td>
              <Table.Td className={classes.numeric}>{row.divisionRank}</Table.Td>
              <Table.Td>
                <PlayerCell pinCode={row.pinCode} name={row.nickname} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <PinCode value={row.pinCode} />
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric}>
                <Text size="sm" fw={600}>
                  {formatPoints(row.points)}
                </Text>
                <Text hiddenFrom="sm" size="xs" c="dimmed" title="计入积分的场次 / 参赛场次">
                  {row.pointsTimes} / {row.playTimes} 场
                </Text>
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric} visibleFrom="sm">
                {row.pointsTimes} / {row.playTimes}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type PointsRankProps = { page: number; search: string; division: Division };

export function SeasonRankTable({ season, ...props }: PointsRankProps & { season: SeasonName | null }) {
  const query = useRankSeason(props.page, season, props.division, props.search);
  return (
    <RankResult
      query={query}
      search={props.search}
      render={(data) => <PointsTable rows={data.list} label="赛季积分排名" />}
    />
  );
}

export function CareerRankTable(props: PointsRankProps) {
  const query = useRankCareer(props.page, props.division, props.search);
  return (
    <RankResult
      query={query}
      search={props.search}
      render={(data) => <PointsTable rows={data.list} label="生涯积分排名" />}
    />
  );
}
