import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { IconChevronRight } from '#web/components/icons.ts';
import { Link } from 'react-router';
import { DemoDataMark } from '#web/components/demo-data-mark.tsx';
import classes from '../home-page.module.css';

type HomeSectionProps = {
  title: string;
  /** Small text beside the title (the format of the statistics, a count). */
  aside?: ReactNode;
  more?: { to: string; label: string };
  /** What the block shows comes from the generated default season (示例数据). */
  demo?: boolean;
  children: ReactNode;
};

/** One block of the home page: a titled card with an optional "more" link to the full page. */
export function HomeSection({ title, aside, more, demo = false, children }: HomeSectionProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.section}
      aria-label={title}
    >
      <Group justify="space-between" align="baseline" gap="xs" mb="sm" wrap="nowrap">
        <Group gap="xs" align="baseline" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {aside}
          {demo ? <DemoDataMark /> : null}
        </Group>
        {more ? (
          <Anchor component={Link} to={more.to} size="sm" className={classes.more}>
            {more.label}
            <IconChevronRight size={14} aria-hidden />
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
