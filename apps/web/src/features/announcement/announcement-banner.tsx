import { useMemo } from 'react';
import { CloseButton, Group, Paper, ThemeIcon, Typography } from '@mantine/core';
import { IconSpeakerphone } from '#web/components/icons.ts';
import { cleanHtml } from '#web/lib/safe-html.ts';
import { useAnnouncement } from './api/use-announcement.ts';
import { useAnnouncementState } from './announcement-read.ts';
import classes from './announcement-banner.module.css';

/** Site-wide notice above the page content, until the reader closes it (remembered per text); the navigation can show it again. */
export function AnnouncementBanner() {
  const { data } = useAnnouncement();
  const text = data?.text.trim();
  const { visible, close } = useAnnouncementState(text);
  const html = useMemo(() => (text ? cleanHtml(text) : ''), [text]);
  if (!visible || !html) return null;

  return (
    <Paper
      component="aside"
      aria-label="站点公告"
      className={classes.banner}
      radius="md"
      p="sm"
      mb="lg"
      data-announcement-banner
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size={30} aria-hidden className={classes.icon}>
          <IconSpeakerphone size={17} />
        </ThemeIcon>
        <Typography className={classes.text} dangerouslySetInnerHTML={{ __html: html }} />
        <CloseButton aria-label="关闭公告" title="关闭公告" onClick={close} />
      </Group>
    </Paper>
  );
}
