import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Sector } from 'recharts';
import type { PieSectorDataItem } from 'recharts/types/polar/Pie';
import { Link } from 'react-router';
import type { DeckStatRow } from '@ptcg/contract';
import { formatPercent } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { PIE_BLOCK_HEIGHT } from './chart-sizes.ts';
import { archetypeColours, chartColour, pieSlices, type StatSort } from './deck-stat-rows.ts';
import classes from './deck-stats.module.css';

const SIZE = 220;

/**
 * Each slice drawn as recharts would, named by its archetype and share: recharts gives every slice
 * `role="img"`, which needs a name of its own, and the <title> shows it on hover.
 */
function titledSlice(props: PieSectorDataItem) {
  const title = `${String(props.name ?? '')} ${formatPercent((props.payload as { share?: number } | undefined)?.share ?? props.percent ?? 0)}`;
  return (
    <g>
      <title>{title}</title>
      <Sector {...props} aria-label={title} />
    </g>
  );
}

/**
 * The share of each archetype as a pie, with a legend that names every slice and links to the
 * archetype; archetypes under 2% are one 其他 slice, the decks of no archetype a 未分类 slice last.
 * Each slice carries its name and share as its title. Loaded on demand (lazy-charts.tsx): the chart
 * library is the page's heaviest dependency.
 */
export default function DeckSharePie({
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
  const data = slices.map((slice, i) => ({
    name: slice.name,
    value: slice.value,
    share: slice.share,
    color: colourOf(slice, i),
  }));
  // Every slice is "active" so that each is drawn through titledSlice; hovering changes nothing else.
  const everySlice = slices.map((_, i) => i);
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
      <PieChart
        data={data}
        size={SIZE}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => formatPercent(total > 0 ? value / total : 0)}
        strokeWidth={1}
        role="img"
        aria-label={label}
        pieProps={{ activeIndex: everySlice, activeShape: titledSlice, isAnimationActive: false }}
      />
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
