import type { ReactNode } from 'react';
import { Anchor, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RankRow } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PaginationBar, usePageParam } from '#web/components/pagination-bar.tsx';
import { DropMark, formatPoints, formatRecord, QualifiedMark, RankLabel } from '#web/components/placement.tsx';
import { paths } from '#web/lib/paths.ts';
import { useTournamentRank } from '../api/use-tournament-rank.ts';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { useFirstRows } from '#web/lib/use-first-rows.ts';
import { usePhoneScreen } from '#web/lib/phone-screen.ts';
import classes from '#web/components/sticky-table.module.css';

type RankDeck = RankRow['decks'][number];

// Team rows list one line per member; lines are as tall as an icon so each deck sits beside its player.
const LINE = 30;

/** On phones a team's name is the first line of its players cell; its decks leave that line free. */
function TeamNameLine({ name }: { name: string }) {
  return (
    <Text hiddenFrom="sm" size="sm" fw={600} h={LINE} lh={`${LINE}px`} className={classes.nowrap}>
      {name || '—'}
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
    <DeckIcons
      key={`${deck.deckId}-${i}`}
      icons={deck.variantIcon}
      name={deck.variantName}
      href={paths.deckList(deck.deckId)}
    />
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

/**
 * A phone has no room for deck columns beside the player: an individual entry's decks sit under the
 * player's name, each with its archetype name, so one row reads rank, player, decks and points at once.
 */
function PhoneDecks({ decks, day }: { decks: RankDeck[]; day?: string }) {
  if (decks.length === 0) return null;
  return (
    <Group gap={6} mt={4} wrap="wrap" data-phone-decks>
      {day ? (
        <Text span size="xs" c="dimmed" fw={600}>
          {day}
        </Text>
      ) : null}
      {decks.map((deck, i) => (
        <Group key={`${deck.deckId}-${i}`} gap={4} wrap="nowrap" style={{ minWidth: 0 }} align="center">
          <DeckIcons icons={deck.variantIcon} name={deck.variantName} href={paths.deckList(deck.deckId)} size={22} />
          <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {deck.variantName}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** The top-cut matches won and lost, under the swiss record they are not part of. */
function TopCutRecord({ record }: { record: { wins: number; losses: number } }) {
  return (
    <Text size="xs" c="dimmed" className={classes.nowrap} data-top-record>
      淘汰赛 {record.wins}-{record.losses}
    </Text>
  );
}

const NO_ROWS: RankRow[] = [];

type RankTableProps = {
  tournamentId: number;
  isTeam: boolean;
  /** Shown under the table once the standings (or their absence) are known. */
  footer?: ReactNode;
};

/**
 * Final standings of an ended event, 64 per page: placement (NC / DQ), team, players, points and each
 * entry's decks linking to their decklists; two-day events list the decks of each day separately.
 */
export function RankTable({ tournamentId, isTeam, footer }: RankTableProps) {
  const page = usePageParam();
  const { data, error, isPending, refetch } = useTournamentRank(tournamentId, page, true);
  const phone = usePhoneScreen();
  // Phones fold the team column into the players cell, so a team table needs no extra width there.
  const teamMinWidth = phone ? 0 : 720;
  // Phones fold an individual entry's decks under the player, so the table needs no extra width either.
  const cellSpacing = phone ? 'xs' : 'md';
  const individualMinWidth = phone ? 0 : data?.twoDayFlag ? 720 : 560;
  const rows = useFirstRows(data?.list ?? NO_ROWS);

  if (isPending) return <LoadingBlock />;
  if (error)
    return (
      <>
        <ErrorState error={error} onRetry={() => void refetch()} title="排名加载失败" />
        {footer}
      </>
    );
  if (data.list.length === 0)
    return (
      <>
        <EmptyState title="暂无排名">该赛事还没有公布排名。</EmptyState>
        {footer}
      </>
    );

  const twoDay = data.twoDayFlag;
  // Team rows already fill a phone's width with members and decks; their records stay in the API.
  const hasRecords = !isTeam && data.list.some((row) => row.record !== null);
  // Individual entries on a phone: decks under the player instead of in their own columns.
  const decksUnderPlayer = phone && !isTeam;
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={isTeam ? (twoDay ? 720 : teamMinWidth) : individualMinWidth} type="native">
          <Table
            verticalSpacing={8}
            horizontalSpacing={cellSpacing}
            withRowBorders={false}
            className={classes.table}
            aria-label="赛事排名"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={{ base: 48, sm: 64 }} className={classes.stickyStart}>
                  #
                </Table.Th>
                {isTeam ? <Table.Th visibleFrom="sm">队伍</Table.Th> : null}
                <Table.Th>选手</Table.Th>
                {hasRecords ? (
                  <Table.Th w={88} ta="right" title="瑞士轮胜-负-平；进入淘汰赛的选手下方是淘汰赛胜-负">
                    战绩
                  </Table.Th>
                ) : null}
                <Table.Th w={{ base: 84, sm: 96 }} ta="right">
                  积分
                </Table.Th>
                {decksUnderPlayer ? null : twoDay ? (
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
              {rows.map((row, i) => (
                <Table.Tr key={`${row.rank}-${row.players[0]?.pinCode ?? i}`} data-rank={row.rank}>
                  <Table.Td className={`${classes.stickyStart} ${classes.numeric}`} fw={600}>
                    <RankLabel rank={row.rank} />
                  </Table.Td>
                  {isTeam ? (
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" fw={500}>
                        {row.teamName || '—'}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Stack gap={0}>
                      {isTeam ? <TeamNameLine name={row.teamName} /> : null}
                      {row.players.map((player) => (
                        <Group key={player.pinCode} mih={isTeam ? LINE : undefined} align="center">
                          <Anchor
                            component={Link}
                            to={paths.player(player.pinCode)}
                            size="sm"
                            className={classes.nowrap}
                          >
                            {player.nickname}
                          </Anchor>
                        </Group>
                      ))}
                      {row.dropRound !== null ? (
                        <Group gap={0}>
                          <DropMark round={row.dropRound} />
                        </Group>
                      ) : null}
                      {!decksUnderPlayer ? null : twoDay ? (
                        <>
                          <PhoneDecks decks={row.day1} day="第一天" />
                          <PhoneDecks decks={row.day2} day="第二天" />
                        </>
                      ) : (
                        <PhoneDecks decks={row.decks} />
                      )}
                    </Stack>
                  </Table.Td>
                  {hasRecords ? (
                    <Table.Td ta="right" className={classes.numeric}>
                      <span aria-label="瑞士轮战绩">{row.record ? formatRecord(row.record) : '—'}</span>
                      {row.topRecord ? <TopCutRecord record={row.topRecord} /> : null}
                    </Table.Td>
                  ) : null}
                  <Table.Td ta="right" className={classes.numeric}>
                    {formatPoints(row.points)}
                    {row.qualified ? <QualifiedMark /> : null}
                  </Table.Td>
                  {decksUnderPlayer ? null : twoDay ? (
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
      {footer}
    </>
  );
}
