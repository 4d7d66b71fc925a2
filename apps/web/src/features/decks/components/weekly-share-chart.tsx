import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { cssColour } from '#web/components/deck-stats/chart-colour.ts';
import { chartColour } from '#web/components/deck-stats/deck-stat-rows.ts';
import { TREND_BLOCK_HEIGHT } from '#web/components/deck-stats/chart-sizes.ts';
import classes from '#web/components/deck-stats/deck-stats.module.css';
import type { WeeklySeries } from '../lib/weekly-series.ts';

const LEGEND_HEIGHT = 56;
const PLOT = { top: 8, right: 12, bottom: 24, left: 40 };
const MAX_X_LABELS = 6;

/** A round top for the share axis: the next 5% (or 10% above 40%) over the highest point. */
function axisTop(max: number): number {
  const step = max > 40 ? 10 : 5;
  return Math.max(step, Math.ceil(max / step) * step);
}

/**
 * Lines of weekly usage share (percent) of the leading archetypes, drawn as SVG: every dot carries
 * the archetype, week and share as its title, and a hidden summary reads the same numbers out.
 */
export function WeeklyShareChart({ series, colours }: { series: WeeklySeries; colours: ReadonlyMap<number, string> }) {
  const { ref, width } = useElementSize();
  const height = TREND_BLOCK_HEIGHT - 8 - LEGEND_HEIGHT;
  const plotWidth = Math.max(0, width - PLOT.left - PLOT.right);
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const values = series.points.flatMap((p) => series.archetypes.map((a) => Number(p[a.name] ?? 0)));
  const top = axisTop(Math.max(0, ...values));
  const x = (i: number) =>
    PLOT.left + (series.points.length > 1 ? (i / (series.points.length - 1)) * plotWidth : plotWidth / 2);
  const y = (share: number) => PLOT.top + plotHeight - (share / top) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f * 10) / 10);
  const labelEvery = Math.max(1, Math.ceil(series.points.length / MAX_X_LABELS));
  const colourOf = (id: number, name: string, i: number) => colours.get(id) ?? chartColour(colours.size + i, name);
  const summary = series.archetypes
    .map((a) => `${a.name}：${series.points.map((p) => `${p.week} ${p[a.name]}%`).join('，')}`)
    .join('；');

  return (
    <Box h={TREND_BLOCK_HEIGHT} data-testid="weekly-share-chart" role="figure" aria-label="每周使用率走势">
      <div ref={ref} style={{ width: '100%', height }}>
        {width > 0 ? (
          <svg width={width} height={height} aria-hidden>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PLOT.left}
                  x2={PLOT.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={tick === 0 ? undefined : '4 4'}
                />
                <text
                  x={PLOT.left - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tick}%
                </text>
              </g>
            ))}
            {series.points.map((point, i) =>
              i % labelEvery === 0 || i === series.points.length - 1 ? (
                <text
                  key={point.week}
                  x={x(i)}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {point.week}
                </text>
              ) : null,
            )}
            {series.archetypes.map((archetype, k) => {
              const colour = cssColour(colourOf(archetype.id, archetype.name, k));
              const coords = series.points.map(
                (p, i) => `${x(i).toFixed(1)},${y(Number(p[archetype.name] ?? 0)).toFixed(1)}`,
              );
              return (
                <g key={archetype.id}>
                  <polyline points={coords.join(' ')} fill="none" stroke={colour} strokeWidth={2} />
                  {series.points.map((p, i) => (
                    <circle key={p.week} cx={x(i)} cy={y(Number(p[archetype.name] ?? 0))} r={3} fill={colour}>
                      <title>{`${archetype.name} ${p.week} ${p[archetype.name]}%`}</title>
                    </circle>
                  ))}
                </g>
              );
            })}
          </svg>
        ) : null}
      </div>
      <Group gap="xs" mt={8} mah={LEGEND_HEIGHT} style={{ overflow: 'hidden' }} justify="center" aria-hidden>
        {series.archetypes.map((archetype, k) => (
          <Group key={archetype.id} gap={4} wrap="nowrap">
            <Box className={classes.legendSwatch} bg={colourOf(archetype.id, archetype.name, k)} />
            <Text size="xs">{archetype.name}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Box>
  );
}
