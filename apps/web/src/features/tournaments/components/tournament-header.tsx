import type { ReactNode } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconCalendar, IconCards, IconMapPin, IconUsers } from '#web/components/icons.ts';
import type { Tournament } from '@ptcg/contract';
import { divisionName, formatDateRange, formatParticipants, regulationName } from '../labels.ts';
import { TournamentTypeBadge } from '#web/components/tournament-type-badge.tsx';

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {icon}
      <Text size="sm" c="dimmed" component="span" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="span">
        {children}
      </Text>
    </Group>
  );
}

const iconProps = { size: 16, stroke: 1.7, color: 'var(--mantine-color-dimmed)', 'aria-hidden': true } as const;

/** The event's facts in one wrapping line: kind and flags, then where, when, how many and which format. */
export function TournamentHeader({ tournament: t }: { tournament: Tournament }) {
  return (
    <Paper
      withBorder
      radius="md"
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      mb="lg"
      aria-label="赛事信息"
      component="section"
    >
      <Group gap="xs" mb="xs" wrap="wrap">
        <TournamentTypeBadge type={t.type} online={t.online} />
        {t.isQual ? (
          <Badge color="yellow" variant="light" size="sm" radius="sm">
            资格赛
          </Badge>
        ) : null}
        {t.isTeam ? (
          <Badge color="violet" variant="light" size="sm" radius="sm">
            团体赛
          </Badge>
        ) : null}
        {t.isRate ? (
          <Badge color="cyan" variant="light" size="sm" radius="sm">
            积分赛
          </Badge>
        ) : null}
        {t.unofficial ? (
          <Badge
            color="gray"
            variant="light"
            size="sm"
            radius="sm"
            title={t.online ? '线上赛事，不计入积分排名' : '非正式赛事，不计入积分排名'}
          >
            {t.online ? '不计积分' : '非正式 · 不计积分'}
          </Badge>
        ) : null}
        <Badge color="gray" variant="outline" size="sm" radius="sm">
          {divisionName(t.division)}
        </Badge>
      </Group>
      <Group gap="md" style={{ rowGap: 6 }} wrap="wrap">
        {t.location ? (
          <Fact icon={<IconMapPin {...iconProps} />} label="地点">
            {t.location}
          </Fact>
        ) : null}
        <Fact icon={<IconCalendar {...iconProps} />} label="日期">
          {formatDateRange(t.date, t.endDate)}
        </Fact>
        <Fact icon={<IconUsers {...iconProps} />} label="人数">
          {formatParticipants(t.participantCount, t.status)}
        </Fact>
        <Fact icon={<IconCards {...iconProps} />} label="赛制">
          {regulationName(t.regulation)}
          {t.regulationCode ? (
            <Text component="span" size="sm" c="dimmed" ml={6}>
              {t.regulationCode}
            </Text>
          ) : null}
        </Fact>
        {t.regulationMark ? <Fact label="标记">{t.regulationMark}</Fact> : null}
        {t.formatEnd ? <Fact label="环境截至">{t.formatEnd}</Fact> : null}
        {t.topCut > 0 ? <Fact label="晋级">前 {t.topCut} 名淘汰赛</Fact> : null}
      </Group>
    </Paper>
  );
}
