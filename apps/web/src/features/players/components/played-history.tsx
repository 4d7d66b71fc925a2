import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { formatPoints, QualifiedMark, RankLabel } from '#web/components/placement.tsx';
import { TournamentTypeBadge } from '#web/components/tournament-type-badge.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useRecentPlayed } from '../api/use-recent-played.ts';
import { parsePlayedType, PLAYED_TYPE_OPTIONS } from '../rank-filters.ts';
import classes from '#web/components/sticky-table.module.css';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

type PlayedDeck = { variantName: string; variantIcon: string[]; deckId: number };

function DeckLinks({ decks }: { decks: PlayedDeck[] }) {
  if (decks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={8} wrap="wrap">
      {decks.map((deck, j) => (
        <DeckIcons
          key={`${deck.deckId}-${j}`}
          icons={deck.variantIcon}
          name={deck.variantName}
          href={paths.deckList(deck.deckId)}
        />
      ))}
    </Group>
  );
}

const TYPE_CONTROL = PLAYED_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** A player's tournaments, newest first, 10 per page, filtered by type (type and page kept in the URL). */
export function PlayedHistory({ pinCode }: { pinCode: string }) {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const type = parsePlayedType(searchParams.get('type'));
  const page = usePageParam();
  const { data, error, isPending, refetch } = useRecentPlayed(pinCode, page, type);

  const changeType = (value: string) => {
    changeSearch(
      (params) => {
        if (value === '0') params.delete('type');
        else params.set('type', value);
        params.delete('page');
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby="played-history-title">
      <Group justify="space-between" align="center" mb="sm" gap="sm" wrap="wrap">
        <Text id="played-history-title" component="h2" fw={700} fz="lg" m={0}>
          参赛记录
        </Text>
        <SegmentedControl
          data={TYPE_CONTROL}
          value={String(type)}
          onChange={changeType}
          size="xs"
          aria-label="赛事类型"
        />
      </Group>
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title="暂无参赛记录">{type ? '该类型下没有参赛记录。' : undefined}</EmptyState>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing={8} horizontalSpacing="md" aria-label="参赛记录">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="md" w={108}>
                    日期
                  </Table.Th>
                  <Table.Th>赛事</Table.Th>
                  <Table.Th visibleFrom="md" w={84}>
                    类型
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={76} ta="right">
                    名次
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={64} ta="right">
                    人数
                  </Table.Th>
                  <Table.Th visibleFrom="md" w={88} ta="right">
                    积分
                  </Table.Th>
                  <Table.Th visibleFrom="md">卡组</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((row, i) => (
                  <Table.Tr key={`${row.tournamentId}-${i}`}>
                    <Table.Td visibleFrom="md" className={classes.numeric}>
                      <Text size="sm">{formatDate(row.date)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.tournament(row.tournamentId)} size="sm" fw={500}>
                        {row.tournamentName}
                      </Anchor>
                      {row.isQual || row.isTeam ? (
                        <Text span size="xs" c="dimmed" ml={6}>
                          {[row.isQual ? '资格赛' : null, row.isTeam ? '团体赛' : null].filter(Boolean).join(' · ')}
                        </Text>
                      ) : null}
                      {/* Narrow screens: the other columns fold into lines under the name. */}
                      <Stack hiddenFrom="md" gap={4} mt={4}>
                        <Group gap={6} wrap="wrap">
                          <TournamentTypeBadge type={row.type} online={row.online} />
                          <Text size="xs" c="dimmed" className={classes.numeric}>
                            {formatDate(row.date)}
                          </Text>
                        </Group>
                        <Group gap="md" wrap="wrap">
                          <Text size="sm" className={classes.numeric}>
                            名次 <RankLabel rank={row.rank} /> / {row.participant}
                          </Text>
                          <Text size="sm" className={classes.numeric}>
                            积分 {formatPoints(row.points)}
                            {row.qualified ? <QualifiedMark /> : null}
                          </Text>
                          <DeckLinks decks={row.decks} />
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <TournamentTypeBadge type={row.type} online={row.online} />
                    </Table.Td>
                    <Table.Td visibleFrom="md" ta="right" fw={600} className={classes.numeric}>
                      <RankLabel rank={row.rank} />
                    </Table.Td>
                    <Table.Td visibleFrom="md" ta="right" className={classes.numeric}>
                      {row.participant}
                    </Table.Td>
                    <Table.Td visibleFrom="md" ta="right" className={classes.numeric}>
                      {formatPoints(row.points)}
                      {row.qualified ? <QualifiedMark /> : null}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <DeckLinks decks={row.decks} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <PaginationBar total={data.pageNum} scrollToTop={false} />
        </>
      )}
    </section>
  );
}
