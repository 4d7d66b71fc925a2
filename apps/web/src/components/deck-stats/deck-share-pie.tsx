import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckStatRow } from '@ptcg/contract';
import { formatPercent } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { cssColour } from './chart-colour.ts';
import { PIE_BLOCK_HEIGHT } from './chart-sizes.ts';
import { archetypeColours, chartColour, pieSlices, type StatSort } from './deck-stat-rows.ts';
import classes from './deck-stats.module.css';

const SIZE = 220;
const RADIUS = SIZE / 2 - 2;

/** The SVG path of a slice from `start` to `end` (fractions of the circle, clockwise from the top). */
function slicePath(start: number, end: number): string {
  const c = SIZE / 2;
  if (end - start >= 0.9999) {
    return `M ${c} ${c - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${c - 0.01} ${c - RADIUS} Z`;
  }
  const point = (t: number) => {
    const angle = 2 * Math.PI * t - Math.PI / 2;
    return `${(c + RADIUS * Math.cos(angle)).toFixed(2)} ${(c + RADIUS * Math.sin(angle)).toFixed(2)}`;
  };
  return `M ${c} ${c} L ${point(start)} A ${RADIUS} ${RADIUS} 0 ${end - start > 0.5 ? 1 : 0} 1 ${point(end)} Z`;
}

/**
 * The share of each archetype as a pie, with a legend that names every slice and links to the
 * archetype; archetypes under 2% are one 其他 slice, the decks of no archetype a 未分类 slice last.
 * Drawn as plain SVG: each slice carries its name and share as its title.
 */
export function DeckSharePie({
  rows,
  measure = 'usage',
  rolledUp = false,
}: {
  rows: readonly DeckStatRow[];
  measure?: StatSort;
  rolledUp?: boolean;
}) {
  const slices = pieSlices(rows, measure);
  const colours = archetypeColours(rows);
  const colourOf = (slice: (typeof slices)[number], i: number) =>
    (slice.id !== null ? colours.get(slice.id) : undefined) ?? chartColour(i, slice.name);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const label = measure === 'score' ? '得分占比饼图' : '使用率饼图';
  let start = 0;
  return (
    <Group
      align="center"
      justify="center"
      gap="lg"
      wrap="wrap"
      mih={PIE_BLOCK_HEIGHT}
      data-testid="deck-pie"
      role="figure"
      aria-label={label}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        {slices.map((slice, i) => {
          const from = start;
          start += total > 0 ? slice.value / total : 0;
          return (
            <path
              key={slice.name}
              d={slicePath(from, start)}
              fill={cssColour(colourOf(slice, i))}
              stroke="var(--mantine-color-body)"
              strokeWidth={1}
            >
              <title>{`${slice.name} ${formatPercent(slice.share)}`}</title>
            </path>
          );
        })}
      </svg>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} miw={180} maw={280}>
        {slices.map((slice, i) => (
          <Group key={slice.name} component="li" gap={8} wrap="nowrap" data-slice={slice.name}>
            <Box className={classes.legendSwatch} bg={colourOf(slice, i)} aria-hidden />
            {slice.id === null || slice.id === 0 ? (
              <Text size="sm" style={{ flex: 1 }} truncate>
                {slice.name}
              </Text>
            ) : (
              <Anchor
                component={Link}
                to={paths.deckCategory(slice.id, { all: rolledUp })}
                size="sm"
                style={{ flex: 1 }}
                truncate
              >
                {slice.name}
              </Anchor>
            )}
            <Text size="sm" ff="monospace" c="dimmed">
              {formatPercent(slice.share)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
