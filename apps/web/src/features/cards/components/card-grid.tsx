import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { RARITY_NONE, type CardBrief } from '@ptcg/contract';
import { CardImage } from '#web/components/card-image.tsx';
import { CardNameMarks } from '#web/components/card-name-marks.tsx';
import { paths } from '#web/lib/paths.ts';
import classes from './card-grid.module.css';

const GRID_COLS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

/** Card pictures, 2 to 6 per row by width, each opening the card's detail page. */
export function CardGrid({ cards, showSet = false }: { cards: CardBrief[]; showSet?: boolean }) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing={{ base: 'sm', sm: 'md' }}
      verticalSpacing={{ base: 'md', sm: 'lg' }}
      data-testid="card-grid"
    >
      {cards.map((card) => (
        <UnstyledButton
          key={`${card.setCode}/${card.cardIndex}`}
          component={Link}
          to={paths.card(card.setCode, card.cardIndex)}
          className={classes.item}
          data-card={`${card.setCode}/${card.cardIndex}`}
        >
          <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.name} className={classes.image} />
          <Text size="sm" fw={500} lineClamp={1} mt={6} title={card.name}>
            {card.name}
          </Text>
          <CardNameMarks card={card} />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {showSet ? `${card.setCode} ${card.cardIndex}` : card.cardIndex}
            {card.rarity && card.rarity !== RARITY_NONE ? ` · ${card.rarity}` : null}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

export function CardGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing={{ base: 'sm', sm: 'md' }} aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton style={{ aspectRatio: '63 / 88' }} radius="md" />
          <Skeleton h={14} mt={8} w="70%" />
        </div>
      ))}
    </SimpleGrid>
  );
}
