import { Grid, Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useHome } from './api/use-home.ts';
import { ExploreLinks } from './components/explore-links.tsx';
import { TopDecks } from './components/top-decks.tsx';
import { TopPlayers } from './components/top-players.tsx';
import { TournamentNews } from './components/tournament-news.tsx';
import { UpdateNote } from './components/update-note.tsx';

const SPAN_MAIN = { base: 24, md: 14, lg: 15 };
const SPAN_SIDE = { base: 24, md: 10, lg: 9 };

/** Placeholders of the blocks' size, so the page does not jump when the answer arrives. */
function HomeSkeleton() {
  return (
    <Grid columns={24} gutter="md" aria-busy aria-label="加载中…">
      <Grid.Col span={24}>
        <Skeleton height={72} radius="md" />
      </Grid.Col>
      <Grid.Col span={SPAN_MAIN}>
        <Stack gap="md">
          <Skeleton height={420} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={SPAN_SIDE}>
        <Stack gap="md">
          <Skeleton height={360} radius="md" />
          <Skeleton height={300} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function HomePage() {
  const { data, error, isPending, refetch } = useHome();

  return (
    <>
      <PageTitle title="首页" description="本周赛事成绩、当前环境热门卡组与积分榜" />
      {isPending ? (
        <HomeSkeleton />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Grid columns={24} gutter="md">
          {data.text.trim() ? (
            <Grid.Col span={24}>
              <UpdateNote html={data.text} />
            </Grid.Col>
          ) : null}
          <Grid.Col span={SPAN_MAIN}>
            <Stack gap="md">
              <TournamentNews data={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={SPAN_SIDE}>
            <Stack gap="md">
              <TopDecks decks={data.topDecks} format={data.format} demo={data.demo} />
              <TopPlayers players={data.topPlayers} demo={data.demo} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={24}>
            <ExploreLinks />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
