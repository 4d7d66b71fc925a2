import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, LoadingBlock, NotFoundBlock } from '#web/components/page-states.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { RankLabel } from '#web/components/placement.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { parseIdParam } from '#web/lib/route-params.ts';
import { useDeckDetail } from '../api/use-deck-detail.ts';
import { useDeckPlayed } from '../api/use-deck-played.ts';
import { ConsensusDiff } from '../components/consensus.tsx';
import { UnresolvedCards } from '../components/deck-checks.tsx';
import { DecklistPanel } from '../components/decklist-panel.tsx';

function PlayedTable({ deckId }: { deckId: number }) {
  const played = useDeckPlayed(deckId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="played-title">
      <Title order={2} fz="lg" id="played-title" mb="xs">
        参赛记录
      </Title>
      {played.isPending ? (
        <LoadingBlock />
      ) : played.isError ? (
        <ErrorState error={played.error} onRetry={() => played.refetch()} />
      ) : played.data.list.length === 0 ? (
        <Text c="dimmed" size="sm">
          暂无数据
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>日期</Table.Th>
                <Table.Th>赛事</Table.Th>
                <Table.Th>选手</Table.Th>
                <Table.Th ta="right">名次</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {played.data.list.map((row) => (
                <Table.Tr key={`${row.tournamentId}-${row.playerPinCode}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.tournament(row.tournamentId)} size="sm">
                      {row.tournamentName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.player(row.playerPinCode)} size="sm">
                      {row.playerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    <RankLabel rank={row.rank} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function DeckListPage() {
  const deckId = parseIdParam(useParams().deckId);
  const deck = useDeckDetail(deckId);
  const played = useDeckPlayed(deckId);
  const title = deck.data ? `${deck.data.variant.variantName} 卡表` : '卡组详情';

  if (deckId === 0 || (deck.isError && isNotFound(deck.error))) {
    return (
      <>
        <PageTitle title="卡组详情" />
        <NotFoundBlock title="没有找到这副卡组" backTo={paths.decks()} backLabel="查看卡组统计">
          卡组编号可能有误，或这副卡组已被移除。
        </NotFoundBlock>
      </>
    );
  }

  const categoryId = played.data?.categoryId ?? null;
  const latestRegulation = played.data?.list[0]?.regulation ?? '';
  return (
    <>
      <PageTitle title={title} description={`卡组编号 ${deckId}`} />
      {deck.isPending ? (
        <LoadingBlock />
      ) : deck.isError ? (
        <ErrorState error={deck.error} onRetry={() => deck.refetch()} />
      ) : (
        <Stack gap="md">
          <DecklistPanel
            cards={deck.data.cards}
            unresolvedCount={deck.data.unresolved.reduce((n, l) => n + l.count, 0)}
            deckCode={deck.data.deckCode}
            variant={deck.data.variant}
            categoryId={categoryId}
          >
            <UnresolvedCards lines={deck.data.unresolved} />
          </DecklistPanel>
          {categoryId ? (
            <ConsensusDiff categoryId={categoryId} regulation={latestRegulation} cards={deck.data.cards} />
          ) : null}
          <PlayedTable deckId={deckId} />
        </Stack>
      )}
    </>
  );
}
