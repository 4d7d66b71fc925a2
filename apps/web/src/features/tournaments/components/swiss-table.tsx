import { useMemo, useState } from 'react';
import { Anchor, CloseButton, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '#web/components/icons.ts';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@ptcg/contract';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageControls } from '#web/components/pagination-bar.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSwiss } from '../api/use-swiss.ts';
import { formatPoints, formatRecord } from '#web/components/placement.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import classes from '#web/components/sticky-table.module.css';

/** Live standings of an ongoing individual event: filter by nickname or pin code, 100 rows per page. */
export function SwissTable({ tournamentId }: { tournamentId: number }) {
  const { data, error, isPending, refetch } = useSwiss(tournamentId, true);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);

  const rows = useMemo(() => {
    const list = data?.list ?? [];
    const needle = filter.trim().toLowerCase();
    if (!needle) return list;
    return list.filter((row) => row.name.toLowerCase().includes(needle) || row.pinCode.toLowerCase().includes(needle));
  }, [data, filter]);

  if (isPending) return <LoadingBlock />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="实时积分加载失败" />;

  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZES.swiss));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * PAGE_SIZES.swiss, current * PAGE_SIZES.swiss);

  const changeFilter = (value: string) => {
    setFilter(value);
    setPage(1);
  };

  return (
    <section aria-label="瑞士轮实时积分">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm" wrap="wrap">
        <div>
          <Text fw={600}>瑞士轮实时积分</Text>
          <Text size="xs" c="dimmed">
            {data.round > 0 ? `第 ${data.round} 轮后 · ` : ''}
            {data.participantCount} 人参赛 · 每分钟自动刷新
          </Text>
        </div>
        <TextInput
          value={filter}
          onChange={(event) => changeFilter(event.currentTarget.value)}
          placeholder="筛选选手昵称或编号"
          aria-label="筛选选手"
          leftSection={<IconSearch size={16} />}
          rightSection={
            filter ? <CloseButton size="sm" aria-label="清除筛选" onClick={() => changeFilter('')} /> : null
          }
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {shown.length === 0 ? (
        <EmptyState title={filter ? '没有匹配的选手' : '暂无积分'}>
          {filter ? '换个昵称或选手编号试试。' : '第一轮结束后会显示积分。'}
        </EmptyState>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={520} type="native">
            <Table
              verticalSpacing={8}
              horizontalSpacing="md"
              withRowBorders={false}
              className={classes.table}
              aria-label="瑞士轮积分表"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={72} className={classes.stickyStart}>
                    名次
                  </Table.Th>
                  <Table.Th>选手</Table.Th>
                  <Table.Th w={160}>选手编号</Table.Th>
                  <Table.Th w={80} ta="right" title="胜-负-平">
                    战绩
                  </Table.Th>
                  <Table.Th w={80} ta="right" className={classes.stickyEnd}>
                    PTS
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.pinCode}>
                    <Table.Td className={`${classes.stickyStart} ${classes.numeric}`} fw={600}>
                      {row.rank}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.player(row.pinCode)} size="sm" className={classes.nowrap}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className={classes.numeric}>
                      <Text size="sm" c="dimmed" ff="monospace">
                        {row.pinCode}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" className={classes.numeric}>
                      {row.record ? formatRecord(row.record) : '—'}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} className={`${classes.stickyEnd} ${classes.numeric}`}>
                      {formatPoints(row.points)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pageCount > 1 ? <PageControls total={pageCount} value={current} onChange={setPage} /> : null}
    </section>
  );
}
