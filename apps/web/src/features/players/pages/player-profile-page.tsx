import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoDataMark } from '#web/components/demo-data-mark.tsx';
import { isNotFound, LoadingBlock, NotFoundBlock } from '#web/components/page-states.tsx';
import { formatPoints } from '#web/components/placement.tsx';
import { paths } from '#web/lib/paths.ts';
import { usePlayerInfo } from '../api/use-player-info.ts';
import { SeasonPointsTable, TopCutTable } from '../components/career-tables.tsx';
import { FormerNames } from '../components/former-names.tsx';
import { PinCodeCopy } from '../components/pin-code-copy.tsx';
import { PlayedHistory } from '../components/played-history.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

export function PlayerProfilePage() {
  const pinCode = (useParams().playerPin ?? '').trim();
  const { data, error, isPending, refetch } = usePlayerInfo(pinCode);

  if (!pinCode || isNotFound(error)) {
    return (
      <>
        <PageTitle title="选手不存在" />
        <NotFoundBlock title="找不到这位选手" backTo={paths.playerRank()} backLabel="返回选手排名">
          没有选手编号为「{pinCode}」的选手，请检查链接或在选手排名中搜索。
        </NotFoundBlock>
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageTitle title="选手资料" />
        <LoadingBlock />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageTitle title="选手资料" />
        <ErrorState error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  const formerNames = data.historyName.filter((name) => name !== data.nickName);
  // The server lists the season today is in first.
  const current = data.seasonPoints[0];
  return (
    <>
      <PageTitle
        title={data.nickName}
        mark={data.generated ? <DemoDataMark /> : null}
        description={
          <Group component="span" gap="sm" wrap="wrap">
            <PinCodeCopy pinCode={data.pinCode} />
            <FormerNames names={formerNames} />
          </Group>
        }
      />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat label="生涯积分" value={formatPoints(data.careerPoints)} />
          <Stat label="参赛场次" value={String(data.playTimes)} />
          <Stat label={`${current?.season ?? '本'} 赛季积分`} value={current ? formatPoints(current.points) : '—'} />
          <Stat label={`${current?.season ?? '本'} 赛季排名`} value={current?.rank ? String(current.rank) : '—'} />
        </SimpleGrid>
        <PlayedHistory pinCode={data.pinCode} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TopCutTable topCuts={data.topCuts} />
          <SeasonPointsTable seasons={data.seasonPoints} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
