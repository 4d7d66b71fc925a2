import { Badge, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Home } from '@ptcg/contract';
import { Link } from 'react-router';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { formatPercent, formatRegulation } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import classes from '../home-page.module.css';
import { HomeSection } from './home-section.tsx';

/**
 * The archetypes played most in the current format, each linking to its category page (all variants).
 * The numbers are those of /decks for that format with its default filters, which the link opens.
 */
export function TopDecks({ decks, format, demo }: { decks: Home['topDecks']; format: string; demo: boolean }) {
  const top = decks[0]?.share ?? 0;
  return (
    <HomeSection
      title="热门卡组"
      demo={demo}
      aside={
        <Badge variant="light" color="gray" radius="sm" tt="none" className={classes.format}>
          {formatRegulation(format)}
        </Badge>
      }
      more={{ to: paths.decks(format), label: '完整排行' }}
    >
      {decks.length === 0 ? (
        <EmptyState title="暂无卡组统计">当前环境的赛事成绩统计完成后，热门卡组会显示在这里。</EmptyState>
      ) : (
        <Stack gap={4} component="ol" className={classes.plainList}>
          {decks.map((deck, index) => (
            <li key={deck.id}>
              <UnstyledButton component={Link} to={paths.deckCategory(deck.id, { all: true })} className={classes.row}>
                <Text className={classes.rank} aria-hidden>
                  {index + 1}
                </Text>
                <DeckIcons icons={deck.icon} name={deck.name} size={26} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text fw={600} size="sm" truncate>
                      {deck.name}
                      {deck.label && deck.label !== '-' ? (
                        <Text span c="dimmed" size="xs" ml={6}>
                          {deck.label}
                        </Text>
                      ) : null}
                    </Text>
                    <Text size="sm" fw={600} className={classes.number}>
                      {formatPercent(deck.share)}
                    </Text>
                  </Group>
                  <Progress value={top > 0 ? (deck.share / top) * 100 : 0} size={4} radius="xl" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {deck.count} 副卡组
                  </Text>
                </Stack>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
