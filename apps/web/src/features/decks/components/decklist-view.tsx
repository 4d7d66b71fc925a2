import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Group,
  HoverCard,
  Paper,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto } from '#web/components/icons.ts';
import { Link } from 'react-router';
import type { DeckCard } from '@ptcg/contract';
import {
  CARDS_PER_ROW,
  deckGridItems,
  deckTotal,
  GRID_COLUMNS,
  gridSpan,
  groupDeck,
  pokemonLines,
  type DeckGridItem,
} from '@ptcg/tcg';
import { CardNameMarks } from '#web/components/card-name-marks.tsx';
import { CardImage } from '#web/components/card-image.tsx';
import { paths } from '#web/lib/paths.ts';
import classes from './decklist-view.module.css';

export type DecklistMode = 'list' | 'image';

/** The cards a list row needs; consensus rows and imported rows are deck cards too. */
export type DecklistCard = DeckCard;

const TRAINER_GROUPS = [
  { type: 'Supporter', title: '支援者' },
  { type: 'Item', title: '物品' },
  { type: 'Stadium', title: '竞技场' },
  { type: 'Tool', title: '宝可梦道具' },
] as const;

function CardPreview({ card }: { card: DecklistCard }) {
  return (
    <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.cardName} eager style={{ width: 220 }} />
  );
}

/** A card name linking to its detail page; hovering (desktop) or tapping the picture button (phone) shows the card. */
function CardRow({ card, note }: { card: DecklistCard; note?: ReactNode }) {
  const [tapped, setTapped] = useState(false);
  return (
    <Group component="li" gap={8} wrap="nowrap" className={classes.row} data-card-row={card.cardName}>
      <Text component="span" fw={700} w={24} ta="right" ff="monospace" aria-label={`${card.count} 张`}>
        {card.count}
      </Text>
      <HoverCard openDelay={120} closeDelay={60} position="right" withArrow shadow="md" disabled={tapped}>
        <HoverCard.Target>
          <Anchor component={Link} to={paths.card(card.setCode, card.cardIndex)} className={classes.name} size="sm">
            {card.cardName}
          </Anchor>
        </HoverCard.Target>
        <HoverCard.Dropdown p={4} visibleFrom="sm">
          <CardPreview card={card} />
        </HoverCard.Dropdown>
      </HoverCard>
      <CardNameMarks card={card} />
      <Text component="span" size="xs" c="dimmed" className={classes.print}>
        {card.setCode} {card.cardIndex}
      </Text>
      {note}
      <Popover opened={tapped} onChange={setTapped} position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            hiddenFrom="sm"
            aria-label={`查看 ${card.cardName} 的卡图`}
            aria-expanded={tapped}
            onClick={() => setTapped((open) => !open)}
          >
            <IconPhoto size={16} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <CardPreview card={card} />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

function Section({ title, total, children }: { title: string; total: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`${title} ${total} 张`}>
      <Group justify="space-between" mb={6}>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Badge variant="light" size="lg" data-section-total={total}>
          {total}
        </Badge>
      </Group>
      <Stack gap={10}>{children}</Stack>
    </Paper>
  );
}

function SubGroup({
  title,
  cards,
  notes,
}: {
  title?: string;
  cards: DecklistCard[];
  notes?: (card: DecklistCard) => ReactNode;
}) {
  if (cards.length === 0) return null;
  return (
    <div>
      {title ? (
        <Text size="xs" c="dimmed" fw={600} mb={2}>
          {title} · {deckTotal(cards)}
        </Text>
      ) : null}
      <ul className={classes.list}>
        {cards.map((card) => (
          <CardRow key={`${card.setCode}/${card.cardIndex}`} card={card} note={notes?.(card)} />
        ))}
      </ul>
    </div>
  );
}

function ListMode({ cards, notes }: { cards: DecklistCard[]; notes?: (card: DecklistCard) => ReactNode }) {
  const grouped = useMemo(() => groupDeck(cards), [cards]);
  const lines = useMemo(() => pokemonLines(cards), [cards]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Section title="宝可梦" total={grouped.pokemon.total}>
        {lines.map((line) => (
          <SubGroup key={`${line[0]?.setCode}/${line[0]?.cardIndex}`} cards={line} notes={notes} />
        ))}
      </Section>
      <Section title="训练家" total={grouped.trainer.total}>
        {TRAINER_GROUPS.map((g) => (
          <SubGroup
            key={g.type}
            title={g.title}
            cards={grouped.trainer.cards.filter((c) => c.cardType === g.type)}
            notes={notes}
          />
        ))}
        <SubGroup
          title="其他"
          cards={grouped.trainer.cards.filter((c) => !TRAINER_GROUPS.some((g) => g.type === c.cardType))}
          notes={notes}
        />
      </Section>
      <Section title="能量" total={grouped.energy.total}>
        <SubGroup cards={grouped.energy.cards} notes={notes} />
      </Section>
    </SimpleGrid>
  );
}

function GridCard({ card }: { card: DecklistCard }) {
  return (
    <Link
      to={paths.card(card.setCode, card.cardIndex)}
      className={classes.gridCard}
      aria-label={`${card.cardName} ×${card.count}`}
    >
      <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.cardName} />
      <span className={classes.count} aria-hidden>
        ×{card.count}
      </span>
    </Link>
  );
}

function GridItem({ item }: { item: DeckGridItem<DecklistCard> }) {
  const style = {
    '--span-desktop': gridSpan(item, CARDS_PER_ROW.desktop),
    '--span-phone': gridSpan(item, CARDS_PER_ROW.phone),
  } as CSSProperties;
  if (item.kind === 'card') {
    return (
      <div className={classes.gridItem} style={style}>
        <GridCard card={item.card} />
      </div>
    );
  }
  return (
    <div
      className={`${classes.gridItem} ${classes.union}`}
      style={style}
      role="group"
      aria-label={`${item.pieces[0]?.cardName ?? ''} V-UNION`}
    >
      {item.pieces.map((piece, i) => (
        <Link
          key={i}
          to={paths.card(piece.setCode, piece.cardIndex)}
          className={classes.unionPiece}
          aria-label={piece.cardName}
        >
          <CardImage imageUrl={piece.imageUrl} faceUrl={piece.faceUrl} name={piece.cardName} />
        </Link>
      ))}
    </div>
  );
}

function ImageMode({ cards }: { cards: DecklistCard[] }) {
  const items = useMemo(() => deckGridItems(cards), [cards]);
  return (
    <Box
      className={classes.grid}
      style={{ '--grid-columns': GRID_COLUMNS } as CSSProperties}
      data-testid="deck-image-grid"
    >
      {items.map((item, i) => (
        <GridItem key={i} item={item} />
      ))}
    </Box>
  );
}

type DecklistViewProps = {
  /** Cards in display order (deck-sort order, as the API answers them). */
  cards: DecklistCard[];
  mode: DecklistMode;
  onModeChange: (mode: DecklistMode) => void;
  /** Extra text after a card in list mode (e.g. how common that count is). */
  notes?: (card: DecklistCard) => ReactNode;
  /** Controls shown beside the mode switch (the export menu). */
  actions?: ReactNode;
};

/** A decklist as grouped lists (Pokémon by evolution line, trainers by kind, energy) or as the card image grid. */
export function DecklistView({ cards, mode, onModeChange, notes, actions }: DecklistViewProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={mode}
          onChange={(value) => onModeChange(value === 'image' ? 'image' : 'list')}
          data={[
            { value: 'list', label: '列表' },
            { value: 'image', label: '卡图' },
          ]}
          aria-label="显示方式"
        />
        {actions}
      </Group>
      {mode === 'list' ? <ListMode cards={cards} notes={notes} /> : <ImageMode cards={cards} />}
    </Stack>
  );
}
