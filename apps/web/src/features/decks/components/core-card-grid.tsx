import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { CardImage } from '#web/components/card-image.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCoreCards } from '../api/use-core-cards.ts';
import { formatAverage, usageLines, type CoreCard } from '../lib/card-usage.ts';

const GRID_COLS = { base: 4, xs: 5, sm: 6, md: 8 };
const SHOWN = 16;

function UsageTooltip({ card }: { card: CoreCard }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {card.cardName}
      </Text>
      <Text size="xs">平均 {formatAverage(card.averageUsage)} 张</Text>
      {usageLines(card).map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The cards most decks of the archetype play, each linking to its card page with its usage on hover. */
export function CoreCardGrid({ categoryId }: { categoryId: number }) {
  const { data, error, isPending, refetch } = useCoreCards(categoryId, '', true);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="核心卡牌加载失败" />;
  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="xs" role="status" aria-label="加载中…">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} style={{ aspectRatio: '63 / 116' }} radius="sm" />
        ))}
      </SimpleGrid>
    );
  }
  if (data.list.length === 0) return <EmptyState>还没有这个卡组的卡表记录。</EmptyState>;

  const cards = [...data.list]
    .sort((a, b) => (b.usage[0]?.usage ?? 0) - (a.usage[0]?.usage ?? 0) || b.averageUsage - a.averageUsage)
    .slice(0, SHOWN);
  return (
    <SimpleGrid cols={GRID_COLS} spacing="xs" data-testid="core-cards">
      {cards.map((card) => (
        <Tooltip
          key={`${card.setCode}-${card.cardIndex}`}
          label={<UsageTooltip card={card} />}
          withArrow
          multiline
          w={220}
          events={{ hover: true, focus: true, touch: false }}
        >
          <Anchor
            component={Link}
            to={paths.card(card.setCode, card.cardIndex)}
            underline="never"
            c="inherit"
            data-card={card.cardName}
          >
            <Paper radius="sm" style={{ overflow: 'hidden' }}>
              <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.cardName} />
            </Paper>
            <Text size="xs" ta="center" mt={2} lh={1.3} fw={600}>
              {((card.usage[0]?.usage ?? 0) * 100).toFixed(0)}%
            </Text>
            <Text size="xs" ta="center" lh={1.3} c="dimmed">
              平均 {formatAverage(card.averageUsage)} 张
            </Text>
          </Anchor>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
