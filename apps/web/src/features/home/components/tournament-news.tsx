import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCrown, IconExternalLink, IconMedal2 } from '#web/components/icons.ts';
import type { Home } from '@ptcg/contract';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { formatDate, formatRegulation } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { EXTERNAL_LINKS } from '#web/lib/site.ts';
import classes from '../home-page.module.css';
import { HomeSection } from './home-section.tsx';

function FormatTag({ format }: { format: string }) {
  if (!format) return null;
  return (
    <Text span size="xs" c="dimmed" className={classes.formatText}>
      {formatRegulation(format)}
    </Text>
  );
}

/** The World Championships have their own site; every other series has its page here. */
const isWorlds = (title: string) => /^world/i.test(title.trim());

function SeriesRow({ series, status }: { series: Home['ongoing'][number]; status: 'ongoing' | 'upcoming' }) {
  const content = (
    <>
      <Badge
        variant="light"
        color={status === 'ongoing' ? 'green' : 'blue'}
        radius="sm"
        size="sm"
        style={{ flex: 'none' }}
      >
        {status === 'ongoing' ? '进行中' : '未开始'}
      </Badge>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {series.title}
          {isWorlds(series.title) ? (
            <IconExternalLink size={13} className={classes.inlineIcon} aria-label="外部网站" />
          ) : null}
        </Text>
        <Group gap={8}>
          <Text size="xs" c="dimmed" className={classes.number}>
            {formatDate(series.date)}
          </Text>
          <FormatTag format={series.format} />
        </Group>
      </Stack>
    </>
  );
  if (isWorlds(series.title)) {
    return (
      <UnstyledButton
        component="a"
        href={EXTERNAL_LINKS.worlds}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.row}
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton component={Link} to={paths.series(series.id)} className={classes.row}>
      {content}
    </UnstyledButton>
  );
}

function RecentRow({ tournament }: { tournament: Home['recent'][number] }) {
  return (
    <UnstyledButton component={Link} to={paths.tournament(tournament.id)} className={classes.row} data-align="start">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {tournament.title}
          </Text>
          <Text size="xs" c="dimmed" className={classes.number} style={{ flex: 'none' }}>
            {formatDate(tournament.date)}
          </Text>
        </Group>
        <Group wrap="wrap" style={{ columnGap: 16, rowGap: 2 }}>
          <Text size="xs" className={classes.placing}>
            <IconCrown size={14} className={classes.champion} aria-hidden />
            冠军 <b>{tournament.champion ?? '—'}</b>
          </Text>
          <Text size="xs" className={classes.placing}>
            <IconMedal2 size={14} className={classes.finalist} aria-hidden />
            亚军 <b>{tournament.finalist ?? '—'}</b>
          </Text>
          <Text size="xs" c="dimmed">
            {tournament.players} 人
          </Text>
          <FormatTag format={tournament.format} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

/** What happens now, what just ended (with its winners) and what comes next. */
export function TournamentNews({ data }: { data: Pick<Home, 'ongoing' | 'recent' | 'upcoming' | 'demo'> }) {
  const more = { to: paths.seriesList(), label: '全部赛事' };
  const current = [
    ...data.ongoing.map((series) => ({ series, status: 'ongoing' as const })),
    ...data.upcoming.map((series) => ({ series, status: 'upcoming' as const })),
  ];
  return (
    <>
      <HomeSection title="最近赛事" more={more} demo={data.demo}>
        {data.recent.length === 0 ? (
          <EmptyState title="暂无已结束的赛事" />
        ) : (
          <Stack gap={2} component="ul" className={classes.plainList}>
            {data.recent.map((tournament) => (
              <li key={tournament.id} className={classes.recentItem}>
                <RecentRow tournament={tournament} />
              </li>
            ))}
          </Stack>
        )}
      </HomeSection>
      <HomeSection title="进行中与即将开始" more={more} demo={data.demo}>
        {current.length === 0 ? (
          <EmptyState title="暂无进行中或即将开始的系列赛" />
        ) : (
          <Stack gap={2} component="ul" className={classes.plainList}>
            {current.map(({ series, status }) => (
              <li key={`${status}-${series.id}`}>
                <SeriesRow series={series} status={status} />
              </li>
            ))}
          </Stack>
        )}
      </HomeSection>
    </>
  );
}
