import { Anchor, Box, Group, Paper, Stack, Table, Text, useMatches } from '@mantine/core';
import { Link } from 'react-router';
import type { RankRow } from '@ptcg/contract';
import { DeckIcons } from '../../../components/deck-icons.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PaginationBar, usePageParam } from '../../../components/pagination-bar.tsx';
import { formatPoints, QualifiedMark, RankLabel } from '../../../components/placement.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTournamentRank } from '../api/use-tournament-rank.ts';
import { LoadingBlock } from '../../../components/page-states.tsx';
import classes from '../../../components/sticky-table.module.css';

type RankDeck = RankRow['decks'][number];

// Team rows list one line per member; lines are as tall as an icon so each deck sits beside its player.
const LINE = 30;

/** On phones a team's name is the first line of its players cell; its decks leave that line free. */
function TeamNameLine({ name }: { name: string | null }) {
  return (
    <Text hiddenFrom="sm" size="sm" fw={600} h={LINE} lh={`${LINE}px`} className={classes.nowrap}>
      {name ?? '—'}
    </Text>
  );
}

function DeckList({ decks, stacked }: { decks: RankDeck[]; stacked: boolean }) {
  if (decks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const icons = decks.map((deck, i) => (
    <DeckIcons key={`${deck.deckId}-${i}`} icons={deck.variantIcon} name={deck.variantName} href={paths.deckList(deck.deckId)} />
  ));
  if (stacked) {
    return (
      <Stack gap={0}>
        <Box hiddenFrom="sm" h={LINE} aria-hidden />
        {icons.map((icon) => (
          <Group key={icon.key} h={LINE} align="center">
            {icon}
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Group gap={8} wrap="wrap">
      {icons}
    </Group>
  );
}

type RankTableProps = { tournamentId: number; isTeam: boolean };

/**
 * Final standings of an ended event, 64 per page: placement (NC / DQ), team, players, points and each
 * entry's decks linking to their decklists; two-day events list the decks of each day separately.
 */
export function RankTable({ tournamentId, isTeam }: RankTableProps) {
  const page = usePageParam();
  const { data, error, isPending, refetch } = useTournamentRank(tournamentId, page, true);
  // Phones fold the team column into the players cell, so a team table needs no extra width there.
  const teamMinWidth = useMatches({ base: 0, sm: 720 });

  if (isPending) return <LoadingBlock />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="排名加载失败" />;
  if (data.list.length === 0) return <EmptyState title="暂无排名">该赛事还没有公布排名。</EmptyState>;

  const twoDay = data.twoDayFlag;
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={isTeam && !twoDay ? teamMinWidth : isTeam || twoDay ? 720 : 560} type="native">
          <Table verticalSpacing={8} horizontalSpacing="md" withRowBorders={false} className={classes.table} aria-label="赛事排名">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64} className={classes.stickyStart}>
                  #
                </Table.Th>
                {isTeam ? <Table.Th visibleFrom="sm">队伍</Table.Th> : null}
                <Table.Th>选手</Table.Th>
                <Table.Th w={96} ta="right">
                  积分
                </Table.Th>
                {twoDay ? (
                  <>
                    <Table.Th>第一天</Table.Th>
                    <Table.Th>第二天</Table.Th>
                  </>
                ) : (
                  <Table.Th>卡组</Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((row, i) => (
                <Table.Tr key={`${row.rank}-${row.players[0]?.pinCode ?? i}`} data-rank={row.rank}>
                  <Table.Td className={`${classes.stickyStart} ${classes.numeric}`} fw={600}>
                    <RankLabel rank={row.rank} />
                  </Table.Td>
                  {isTeam ? (
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" fw={500}>
                        {row.teamName ?? '—'}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Stack gap={0}>
                      {isTeam ? <TeamNameLine name={row.teamName} /> : null}
                      {row.players.map((player) => (
                        <Group key={player.pinCode} mih={isTeam ? LINE : undefined} align="center">
                          <Anchor component={Link} to={paths.player(player.pinCode)} size="sm" className={classes.nowrap}>
                            {player.nickname}
                          </Anchor>
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {formatPoints(row.points)}
                    {row.qualified ? <QualifiedMark /> : null}
                  </Table.Td>
                  {twoDay ? (
                    <>
                      <Table.Td>
                        <DeckList decks={row.day1} stacked={isTeam && row.day1.length === row.players.length} />
                      </Table.Td>
                      <Table.Td>
                        <DeckList decks={row.day2} stacked={isTeam && row.day2.length === row.players.length} />
                      </Table.Td>
                    </>
                  ) : (
                    <Table.Td>
                      <DeckList decks={row.decks} stacked={isTeam && row.decks.length === row.players.length} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <PaginationBar total={data.pageNum} scrollToTop={false} />
    </>
  );
}
