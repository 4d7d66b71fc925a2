import { Anchor, Paper, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckStatRow } from '@ptcg/contract';
import { DeckIcons } from '../deck-icons.tsx';
import { formatPercent } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { formatPoints } from '../placement.tsx';
import tableClasses from '../sticky-table.module.css';
import { changeTone, isUnclassified, UNCLASSIFIED_NAME } from './deck-stat-rows.ts';
import classes from './deck-stats.module.css';
import { CONVERSION_MIN_COUNT } from '@ptcg/tcg';

function ChangeCell({ ratio }: { ratio: number | null }) {
  if (ratio === null) {
    return (
      <Text component="span" size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const tone = changeTone(ratio);
  const percent = (ratio - 1) * 100;
  const arrow = tone === 'up' ? '↑' : tone === 'down' ? '↓' : percent >= 0 ? '+' : '−';
  const label = tone === 'up' ? '上升' : tone === 'down' ? '下降' : '持平';
  return (
    <Text
      component="span"
      size="sm"
      className={`${classes.change} ${tableClasses.numeric}`}
      data-tone={tone}
      aria-label={`较上一时段${label} ${Math.abs(percent).toFixed(1)}%`}
    >
      {arrow}
      {Math.abs(percent).toFixed(1)}%
    </Text>
  );
}

type DeckStatTableProps = {
  rows: readonly DeckStatRow[];
  /** Accessible name of the table. */
  label: string;
  /** Show the change column (the date filters compare against the previous window). */
  showChange?: boolean;
  /** Rows are whole archetypes (variants rolled up): their pages then count every variant too. */
  rolledUp?: boolean;
};

/**
 * An archetype per row: rank, icons, name (linking to the archetype's page), decks, usage share, score
 * (match points), score share, conversion (from CONVERSION_MIN_COUNT decks), 晋级率 and, where known,
 * the change of usage. On a phone the row keeps rank, deck, decks, usage and 晋级率; the other measures
 * need the width of a desktop.
 */
export function DeckStatTable({ rows, label, showChange = false, rolledUp = false }: DeckStatTableProps) {
  const maxShare = Math.max(...rows.map((r) => r.share), 0.0001);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        className={tableClasses.table}
        aria-label={label}
        layout="fixed"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>卡组</Table.Th>
            <Table.Th w={{ base: 56, sm: 80 }} ta="right">
              数量
            </Table.Th>
            <Table.Th w={{ base: 72, sm: 96 }} ta="right">
              使用率
            </Table.Th>
            <Table.Th w={96} ta="right" visibleFrom="sm">
              <Tooltip label="比赛积分：瑞士轮每胜 3 分、每平 1 分" withArrow multiline w={220}>
                <span style={{ cursor: 'help' }}>得分</span>
              </Tooltip>
            </Table.Th>
            <Table.Th w={96} ta="right" visibleFrom="sm">
              得分占比
            </Table.Th>
            <Table.Th w={88} ta="right" visibleFrom="md">
              <Tooltip label={`得分占比 ÷ 使用率；${CONVERSION_MIN_COUNT} 副卡组起计算`} withArrow multiline w={220}>
                <span style={{ cursor: 'help' }}>转化率</span>
              </Tooltip>
            </Table.Th>
            <Table.Th w={{ base: 64, sm: 80 }} ta="right">
              <Tooltip label="进入前 N 名淘汰赛的卡组 ÷ 卡组数；只计公布了晋级人数的赛事" withArrow multiline w={240}>
                <span style={{ cursor: 'help' }}>晋级率</span>
              </Tooltip>
            </Table.Th>
            {showChange ? (
              <Table.Th w={88} ta="right" visibleFrom="md">
                变化
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const unclassified = isUnclassified(row);
            // Decks of no archetype are not an archetype: no place in the ranking, no conversion.
            const conversion = unclassified ? null : row.conversion;
            const advanceRate = unclassified ? null : row.advanceRate;
            const name = unclassified ? UNCLASSIFIED_NAME : row.name;
            return (
              <Table.Tr key={row.id} className={classes.row} data-deck-id={row.id}>
                <Table.Td className={tableClasses.numeric} c="dimmed">
                  {unclassified ? '' : rows.filter((r) => !isUnclassified(r)).indexOf(row) + 1}
                </Table.Td>
                <Table.Td>
                  <div className={classes.deckCell}>
                    <DeckIcons icons={unclassified ? [] : row.icon} name={name} size={28} />
                    {unclassified ? (
                      <Text size="sm" fw={500} className={classes.deckName}>
                        {name}
                        <Text span size="xs" c="dimmed" ml={6}>
                          未归入任何卡组分类
                        </Text>
                      </Text>
                    ) : (
                      <Anchor
                        component={Link}
                        to={paths.deckCategory(row.id, { all: rolledUp })}
                        size="sm"
                        fw={500}
                        className={classes.deckName}
                      >
                        {row.name}
                      </Anchor>
                    )}
                  </div>
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric}>
                  {formatPoints(row.count)}
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric} data-col="share">
                  {formatPercent(row.share)}
                  <div
                    className={classes.shareBar}
                    style={{ width: `${(row.share / maxShare) * 100}%`, marginLeft: 'auto' }}
                    aria-hidden
                  />
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric} visibleFrom="sm">
                  {formatPoints(row.points2)}
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric} visibleFrom="sm" data-col="share2">
                  {formatPercent(row.share2)}
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric} visibleFrom="md" data-col="conversion">
                  {conversion === null ? (
                    <Text component="span" size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    conversion.toFixed(2)
                  )}
                </Table.Td>
                <Table.Td ta="right" className={tableClasses.numeric} data-col="advance">
                  {advanceRate === null ? (
                    <Text component="span" size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    formatPercent(advanceRate)
                  )}
                </Table.Td>
                {showChange ? (
                  <Table.Td ta="right" visibleFrom="md">
                    <ChangeCell ratio={row.change} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The table's place while it loads: header and rows of the final height, so nothing moves when it arrives. */
export function DeckStatTableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Paper withBorder radius="md" p="sm" role="status" aria-label="加载中…">
      <Skeleton h={22} mb={10} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={36} mb={12} />
      ))}
    </Paper>
  );
}
