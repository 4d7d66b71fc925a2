import { useState } from 'react';
import { Anchor, Group, Paper, Text, Tooltip, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckMatchups, MatchupCell } from '@ptcg/contract';
import { NO_RATE_COLOURS, winRateColours } from '@ptcg/tcg';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { percent } from '../lib/matchup-filters.ts';
import classes from './matchup-matrix.module.css';

type Archetype = DeckMatchups['archetypes'][number];

/** "12 胜 8 负 1 平，共 21 局" and, when there is a rate, "胜率 58.1%（95% 区间 37.4%–76.3%）". */
export function describeCell(cell: MatchupCell, minGames: number): string {
  if (cell.rowId === cell.colId) return `同名对局 ${cell.games} 局（${cell.ties} 局平局），不计胜率`;
  const record = `${cell.wins} 胜 ${cell.losses} 负 ${cell.ties} 平，共 ${cell.games} 局`;
  if (cell.winRate === null || cell.ciLow === null || cell.ciHigh === null)
    return `${record}，少于 ${minGames} 局，不计胜率`;
  return `${record}，胜率 ${percent(cell.winRate)}（95% 区间 ${percent(cell.ciLow)}–${percent(cell.ciHigh)}）`;
}

/** "对环境预期胜率 52.0%，对局覆盖 57.7% 的参赛卡组" (or that no matchup of the field is known). */
export function describeField(a: Archetype): string {
  const covered = `对局覆盖 ${percent(a.fieldCoverage)} 的参赛卡组`;
  return a.fieldWinRate === null
    ? `对环境预期胜率未知：没有足够对局`
    : `对环境预期胜率 ${percent(a.fieldWinRate)}，${covered}`;
}

function cellColours(cell: MatchupCell, scheme: 'light' | 'dark') {
  if (cell.rowId === cell.colId) return NO_RATE_COLOURS[scheme].mirror;
  if (cell.winRate === null) return NO_RATE_COLOURS[scheme].small;
  return winRateColours(cell.winRate, scheme);
}

type MatchupMatrixProps = {
  data: DeckMatchups;
  /** An archetype whose row is marked (coming from its category page). */
  highlight?: number;
};

/**
 * Rows: the deck played; the first column its expected win rate against the window's field and how much
 * of the field its known matchups cover; then a column per opponent. Each cell is coloured by win rate (red losing, green
 * winning); cells with too few games are grey and show only their games. A cell's title gives the
 * record and interval; tapping it (phones have no hover) writes the same line under the matrix.
 */
export function MatchupMatrix({ data, highlight }: MatchupMatrixProps) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [selected, setSelected] = useState<{ row: number; col: number } | null>(null);
  const byPair = new Map(data.cells.map((c) => [`${c.rowId}:${c.colId}`, c]));
  const names = new Map(data.archetypes.map((a) => [a.id, a.name]));
  const selectedCell = selected ? byPair.get(`${selected.row}:${selected.col}`) : undefined;

  const header = (a: Archetype) => (
    <th key={a.id} scope="col" className={classes.colHeader} aria-label={`对手：${a.name}`}>
      <DeckIcons icons={a.icon} name={a.name} size={24} />
    </th>
  );

  return (
    <>
      <div className={classes.scroller} role="region" aria-label="对局胜率矩阵" tabIndex={0}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                <Text size="xs" c="dimmed" component="span">
                  使用 ↓ / 对手 →
                </Text>
              </th>
              <th scope="col" className={classes.fieldHeader}>
                <Tooltip
                  label="按所选时段各卡组的使用率加权的预期胜率（同名对局计 50%）；下行为已知对局覆盖的参赛卡组比例"
                  withArrow
                  multiline
                  w={240}
                >
                  <Text size="xs" fw={600} component="span" style={{ cursor: 'help' }}>
                    对环境
                  </Text>
                </Tooltip>
              </th>
              {data.archetypes.map(header)}
            </tr>
          </thead>
          <tbody>
            {data.archetypes.map((row) => (
              <tr key={row.id} className={row.id === highlight ? classes.highlight : undefined} data-row-id={row.id}>
                <th scope="row" className={classes.rowHeader}>
                  <Group gap={6} wrap="nowrap">
                    <DeckIcons icons={row.icon} name={row.name} size={22} href={paths.deckCategory(row.id)} />
                    <Anchor
                      component={Link}
                      to={paths.deckCategory(row.id)}
                      c="inherit"
                      size="sm"
                      className={classes.rowName}
                    >
                      {row.name}
                    </Anchor>
                  </Group>
                </th>
                <td
                  className={classes.fieldCell}
                  title={`${row.name}：${describeField(row)}`}
                  data-field-rate={row.fieldWinRate ?? ''}
                >
                  <span
                    className={classes.fieldBox}
                    style={
                      row.fieldWinRate === null
                        ? {
                            backgroundColor: NO_RATE_COLOURS[scheme].small.background,
                            color: NO_RATE_COLOURS[scheme].small.color,
                          }
                        : {
                            backgroundColor: winRateColours(row.fieldWinRate, scheme).background,
                            color: winRateColours(row.fieldWinRate, scheme).color,
                          }
                    }
                  >
                    <VisuallyHidden>{`${row.name}：${describeField(row)}`}</VisuallyHidden>
                    <span className={classes.rate} aria-hidden>
                      {row.fieldWinRate === null ? '—' : percent(row.fieldWinRate)}
                    </span>
                    <span className={classes.games} aria-hidden>
                      覆盖 {Math.round(row.fieldCoverage * 100)}%
                    </span>
                  </span>
                </td>
                {data.archetypes.map((col) => {
                  const cell = byPair.get(`${row.id}:${col.id}`);
                  if (!cell) {
                    return (
                      <td key={col.id} className={classes.cell} title={`${row.name} 对 ${col.name}：没有对局`}>
                        <span className={classes.empty}>
                          <VisuallyHidden>{`${row.name} 对 ${col.name}：没有对局`}</VisuallyHidden>
                          <span aria-hidden>–</span>
                        </span>
                      </td>
                    );
                  }
                  const colours = cellColours(cell, scheme);
                  const text = `${row.name} 对 ${col.name}：${describeCell(cell, data.minGames)}`;
                  const isSelected = selected?.row === row.id && selected.col === col.id;
                  return (
                    <td key={col.id} className={`${classes.cell} ${isSelected ? classes.selected : ''}`} title={text}>
                      <button
                        type="button"
                        className={classes.cellButton}
                        style={{ backgroundColor: colours.background, color: colours.color }}
                        aria-pressed={isSelected}
                        data-win-rate={cell.winRate ?? ''}
                        onClick={() => setSelected(isSelected ? null : { row: row.id, col: col.id })}
                      >
                        {/* The name a screen reader hears starts with the pair and holds the text shown. */}
                        <VisuallyHidden>{`${row.name} 对 ${col.name}：`}</VisuallyHidden>
                        <span className={classes.rate}>
                          {cell.rowId === cell.colId
                            ? '同名'
                            : cell.winRate === null
                              ? '—'
                              : `${Math.round(cell.winRate * 100)}%`}
                        </span>
                        <span className={classes.games}>{cell.games} 局</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paper withBorder radius="sm" p="xs" mt="sm" aria-live="polite" data-testid="matchup-detail">
        <Text size="sm">
          {selectedCell && selected
            ? `${names.get(selected.row)} 对 ${names.get(selected.col)}：${describeCell(selectedCell, data.minGames)}`
            : '点按格子查看胜负场次与 95% 置信区间。'}
        </Text>
      </Paper>
    </>
  );
}

/** The colour key under the matrix, in the current scheme. */
export function MatchupLegend({ minGames }: { minGames: number }) {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const swatch = (background: string) => (
    <span className={classes.swatch} style={{ backgroundColor: background }} aria-hidden />
  );
  return (
    <Group gap="md" mt="xs" wrap="wrap">
      <Text size="xs" c="dimmed">
        {swatch(winRateColours(0.3, scheme).background)}胜率 ≤ 30%
      </Text>
      <Text size="xs" c="dimmed">
        {swatch(winRateColours(0.5, scheme).background)}50%
      </Text>
      <Text size="xs" c="dimmed">
        {swatch(winRateColours(0.7, scheme).background)}≥ 70%
      </Text>
      <Text size="xs" c="dimmed">
        {swatch(NO_RATE_COLOURS[scheme].small.background)}少于 {minGames} 局
      </Text>
      <Text size="xs" c="dimmed">
        {swatch(NO_RATE_COLOURS[scheme].mirror.background)}同名对局
      </Text>
    </Group>
  );
}
