import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { Home } from '@ptcg/contract';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { paths } from '#web/lib/paths.ts';
import classes from '../home-page.module.css';
import { HomeSection } from './home-section.tsx';

/** The open division's season leaders, each linking to the player's profile. */
export function TopPlayers({ players, demo }: { players: Home['topPlayers']; demo: boolean }) {
  return (
    <HomeSection title="公开组积分榜" more={{ to: paths.playerRank(), label: '选手排名' }} demo={demo}>
      {players.length === 0 ? (
        <EmptyState title="暂无积分">本赛季的赛事结束后，积分领先的选手会显示在这里。</EmptyState>
      ) : (
        <Stack gap={2} component="ol" className={classes.plainList}>
          {players.map((player) => (
            <li key={player.pinCode}>
              <UnstyledButton component={Link} to={paths.player(player.pinCode)} className={classes.row}>
                <Text
                  className={classes.rank}
                  data-podium={player.divisionRank <= 3 || undefined}
                  aria-label={`第 ${player.divisionRank} 名`}
                >
                  {player.divisionRank}
                </Text>
                <Text size="sm" fw={500} truncate style={{ flex: 1 }}>
                  {player.nickname}
                </Text>
                <Text size="sm" className={classes.number}>
                  {player.points}
                  <Text span size="xs" c="dimmed" ml={2}>
                    分
                  </Text>
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
