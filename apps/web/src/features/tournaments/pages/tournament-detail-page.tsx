import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartPie, IconClockHour4, IconListNumbers, IconTrophy } from '#web/components/icons.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Tournament } from '@ptcg/contract';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoDataMark } from '#web/components/demo-data-mark.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useTournamentDetail } from '../api/use-tournament-detail.ts';
import { NotificationHtml } from '../components/notification-html.tsx';
import { isNotFound, LoadingBlock, NotFoundBlock } from '#web/components/page-states.tsx';
import { RankTable } from '../components/rank-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { SwissTable } from '../components/swiss-table.tsx';
import { TournamentHeader } from '../components/tournament-header.tsx';
import { parseIdParam } from '#web/lib/route-params.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

// The deck statistics tab brings its filters and chart; standings, the usual first view, do without them.
const TournamentDeckStats = lazy(() =>
  import('../components/tournament-deck-stats.tsx').then((m) => ({ default: m.TournamentDeckStats })),
);

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="blue" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The organiser's notice comes under the standings once they are shown, so it never moves while they load. */
function EndedStandings({ tournament: t }: { tournament: Tournament }) {
  return <RankTable tournamentId={t.id} isTeam={t.isTeam} footer={<NotificationHtml html={t.notification} />} />;
}

type TabValue = 'rank' | 'decks';

/** Ended, non-rate events: standings and deck statistics as tabs kept in the URL (`tab`). */
function EndedTabs({ tournament }: { tournament: Tournament }) {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const tab: TabValue = searchParams.get('tab') === 'decks' ? 'decks' : 'rank';
  const changeTab = (value: string | null) => {
    changeSearch(
      (params) => {
        if (value === 'decks') params.set('tab', 'decks');
        else params.delete('tab');
        // Deck-stat filters belong to their tab.
        if (value !== 'decks') for (const key of ['cut', 'variant', 'sort']) params.delete(key);
        // Each tab starts at its first page.
        params.delete('page');
      },
      { replace: true },
    );
  };
  return (
    <Tabs value={tab} onChange={changeTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="rank" leftSection={<IconListNumbers size={16} />}>
          排名
        </Tabs.Tab>
        <Tabs.Tab value="decks" leftSection={<IconChartPie size={16} />}>
          卡组统计
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="rank">
        <EndedStandings tournament={tournament} />
      </Tabs.Panel>
      <Tabs.Panel value="decks">
        <Suspense fallback={<Skeleton h={420} radius="md" role="status" aria-label="加载中…" />}>
          <TournamentDeckStats tournamentId={tournament.id} participantCount={tournament.participantCount} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

function TournamentBody({ tournament: t }: { tournament: Tournament }) {
  if (t.status === 'upcoming') {
    return (
      <Notice icon={<IconClockHour4 size={28} stroke={1.6} />} title="赛事尚未开始">
        本场赛事将于 {formatDate(t.date)} 开赛。比赛开始后，这里会显示瑞士轮实时积分；结束后公布最终排名。
      </Notice>
    );
  }
  if (t.status === 'ongoing') {
    // The organiser's notice (round in progress, schedule) follows the live standings.
    return (
      <>
        {!t.isTeam && !t.isRate ? (
          <SwissTable tournamentId={t.id} />
        ) : (
          <Notice icon={<IconTrophy size={28} stroke={1.6} />} title="赛事进行中">
            {t.isTeam ? '团体赛' : '积分赛'}不提供实时积分，比赛结束后将在这里公布最终排名。
          </Notice>
        )}
        <NotificationHtml html={t.notification} />
      </>
    );
  }
  if (t.status === 'ended') return t.isRate ? <EndedStandings tournament={t} /> : <EndedTabs tournament={t} />;
  return (
    <Notice icon={<IconClockHour4 size={28} stroke={1.6} />} title="暂无赛事结果">
      该赛事的状态暂不支持显示积分或排名。
    </Notice>
  );
}

export function TournamentDetailPage() {
  const tournamentId = parseIdParam(useParams().tournamentId);
  const { data, error, isPending, refetch } = useTournamentDetail(tournamentId);

  if (tournamentId === 0 || isNotFound(error)) {
    return (
      <>
        <PageTitle title="赛事不存在" />
        <NotFoundBlock title="找不到这场赛事" backTo={paths.seriesList()} backLabel="返回官方赛事">
          链接可能有误，或该赛事已被移除。
        </NotFoundBlock>
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageTitle title="赛事详情" />
        <LoadingBlock />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageTitle title="赛事详情" />
        <ErrorState error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageTitle
        title={data.name}
        mark={data.generated ? <DemoDataMark /> : null}
        description={
          data.seriesId && data.seriesName ? (
            <>
              所属系列赛：
              <Anchor component={Link} to={paths.series(data.seriesId)} size="sm" inherit>
                {data.seriesName}
              </Anchor>
            </>
          ) : undefined
        }
        actions={<StatusBadge status={data.status} size="lg" />}
      />
      <TournamentHeader tournament={data} />
      <TournamentBody tournament={data} />
    </>
  );
}
