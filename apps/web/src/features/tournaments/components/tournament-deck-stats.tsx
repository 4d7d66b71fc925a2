import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';

/** The Deck stats tab of an ended tournament. Per-event archetype statistics come with the statistics release. */
export function TournamentDeckStats() {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="indigo" aria-hidden>
          <IconChartPie size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          卡组统计即将上线
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          本场赛事的卡组分布（饼图与明细表）将随卡组统计功能一同发布。在此之前，可在「排名」中查看每位选手的卡组与卡表。
        </Text>
      </Stack>
    </Paper>
  );
}
