import { useState } from 'react';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CardDetail } from '@ptcg/contract';
import { paths } from '#web/lib/paths.ts';
import { rarityName } from '../lib/labels.ts';
import classes from './card-detail.module.css';
import { SAME_NAME_SHOWN } from '#web/lib/ui.ts';

type SameEffectCardsProps = { cards: CardDetail['effectSameCards']; current: { setCode: string; cardIndex: string } };

/** Every print sharing this card's effect; the first few until 显示更多, the card itself marked and not a link. */
export function SameEffectCards({ cards, current }: SameEffectCardsProps) {
  const [expanded, setExpanded] = useState(false);
  const isCurrent = (card: { setCode: string; cardIndex: string }) =>
    card.setCode === current.setCode && card.cardIndex === current.cardIndex;
  // The card being viewed leads the list, so its highlighted row is visible before 显示更多.
  const ordered = [...cards.filter(isCurrent), ...cards.filter((card) => !isCurrent(card))];
  const shown = expanded ? ordered : ordered.slice(0, SAME_NAME_SHOWN);

  return (
    <>
      <Table verticalSpacing={6} horizontalSpacing="sm" data-testid="same-effect-cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>编号</Table.Th>
            <Table.Th>名称</Table.Th>
            <Table.Th className={classes.rarityCell}>稀有度</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((card) => {
            const here = isCurrent(card);
            return (
              <Table.Tr
                key={`${card.setCode}/${card.cardIndex}`}
                className={here ? classes.currentRow : undefined}
                aria-current={here ? 'true' : undefined}
              >
                <Table.Td className={classes.codeCell}>
                  {card.setCode} {card.cardIndex}
                </Table.Td>
                <Table.Td>
                  {here ? (
                    <Text component="span" fw={600} size="sm">
                      {card.cardName}
                      <Text component="span" c="dimmed" size="xs" ml={6}>
                        （当前卡牌）
                      </Text>
                    </Text>
                  ) : (
                    <Anchor component={Link} to={paths.card(card.setCode, card.cardIndex)} size="sm">
                      {card.cardName}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td className={classes.rarityCell}>{rarityName(card.rarity)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {cards.length > SAME_NAME_SHOWN ? (
        <Group justify="center" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => setExpanded((v) => !v)}>
            {expanded ? '收起' : `显示更多（共 ${cards.length} 张）`}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
