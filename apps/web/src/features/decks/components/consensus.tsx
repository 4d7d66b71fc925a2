import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DECK_SIZE, type DeckCard } from '@ptcg/contract';
import { deckDiff, deckTotal, formatRegulationForDisplay } from '@ptcg/tcg';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { formatPercent } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useDeckConsensus } from '../api/use-deck-consensus.ts';
import { DecklistView, type DecklistMode } from './decklist-view.tsx';

/**
 * An archetype's consensus list: for each card, the count most of its decks play in the chosen
 * regulation. Shown on the category page; `categoryId` may also be a variant.
 */
export function ConsensusList({ categoryId }: { categoryId: number }) {
  const [regulation, setRegulation] = useState('');
  const [mode, setMode] = useState<DecklistMode>('list');
  const query = useDeckConsensus(categoryId, regulation);
  const data = query.data;
  const supportByCard = useMemo(
    () => new Map((data?.cards ?? []).map((c) => [`${c.setCode}/${c.cardIndex}`, c.support])),
    [data],
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="consensus-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Title order={2} fz="lg" id="consensus-title">
            共识卡表
          </Title>
          <Text size="xs" c="dimmed">
            每张卡取该分类多数卡组使用的张数{data ? `，基于 ${data.deckNum} 份卡表` : ''}
          </Text>
        </div>
        {data && data.regulationCount.length > 0 ? (
          <Select
            size="xs"
            w={220}
            aria-label="赛制"
            allowDeselect={false}
            value={data.regulation}
            onChange={(value) => setRegulation(value ?? '')}
            data={data.regulationCount.map((r) => ({
              value: r.regulation,
              label: `${formatRegulationForDisplay(r.regulation)}（${r.count}）`,
            }))}
          />
        ) : null}
      </Group>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : data && data.cards.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" data-testid="consensus-total">
            共 {deckTotal(data.cards)} 张
            {deckTotal(data.cards) === DECK_SIZE ? null : (
              <Text span size="sm" c="dimmed">
                ：每张卡各取多数卡组的张数，这些张数相加不一定正好是 {DECK_SIZE} 张（
                {deckTotal(data.cards) < DECK_SIZE ? '各卡组用来补足的卡牌各不相同' : '多数卡组在几张卡之间只取其一'}
                ）。
              </Text>
            )}
          </Text>
          <DecklistView
            cards={data.cards}
            mode={mode}
            onModeChange={setMode}
            notes={(card) => (
              <Text component="span" size="xs" c="dimmed" title="使用至少该张数的卡组比例">
                {formatPercent(supportByCard.get(`${card.setCode}/${card.cardIndex}`) ?? 0)}
              </Text>
            )}
          />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm" py="md" ta="center">
          该分类在此赛制下暂无卡表
        </Text>
      )}
    </Paper>
  );
}

function DiffRows({
  title,
  colour,
  rows,
}: {
  title: string;
  colour: string;
  rows: { card: DeckCard; deckCount: number; consensusCount: number }[];
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={3}>
          <Badge color={colour} variant="light">
            {title} {rows.length}
          </Badge>
        </Table.Th>
      </Table.Tr>
      {rows.map(({ card, deckCount, consensusCount }) => (
        <Table.Tr key={`${title}-${card.effectId}`}>
          <Table.Td>
            <Anchor component={Link} to={paths.card(card.setCode, card.cardIndex)} size="sm">
              {card.cardName}
            </Anchor>
          </Table.Td>
          <Table.Td ta="right">{consensusCount}</Table.Td>
          <Table.Td ta="right" fw={700} c={colour}>
            {deckCount}
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

/** How one decklist differs from its archetype's consensus list (cards added, removed, counts changed). */
export function ConsensusDiff({
  categoryId,
  regulation,
  cards,
}: {
  categoryId: number;
  regulation: string;
  cards: DeckCard[];
}) {
  const query = useDeckConsensus(categoryId, regulation);
  const diff = useMemo(() => (query.data ? deckDiff(cards, query.data.cards) : null), [cards, query.data]);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="diff-title">
      <Title order={2} fz="lg" id="diff-title" mb={4}>
        与共识卡表的差异
      </Title>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError || !query.data || !diff ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : query.data.cards.length === 0 ? (
        <Text c="dimmed" size="sm">
          该分类暂无共识卡表
        </Text>
      ) : diff.added.length + diff.removed.length + diff.changed.length === 0 ? (
        <Alert color="teal" variant="light">
          与共识卡表完全一致
        </Alert>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {formatRegulationForDisplay(query.data.regulation)} · 基于 {query.data.deckNum} 份卡表
          </Text>
          <Table.ScrollContainer minWidth={300}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>卡牌</Table.Th>
                  <Table.Th ta="right">共识</Table.Th>
                  <Table.Th ta="right">本卡组</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <DiffRows title="新增" colour="teal" rows={diff.added} />
                <DiffRows title="张数不同" colour="orange" rows={diff.changed} />
                <DiffRows title="未使用" colour="red" rows={diff.removed} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}
