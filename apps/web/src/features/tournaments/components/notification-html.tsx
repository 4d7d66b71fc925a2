import { useMemo } from 'react';
import { Paper, Text, Typography } from '@mantine/core';
import { cleanHtml } from '#web/lib/safe-html.ts';

/** The organiser's notice under the standings. It is HTML from imported data, so it is sanitised first. */
export function NotificationHtml({ html }: { html: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-label="赛事公告">
      <Text fw={600} size="sm" mb={6}>
        赛事公告
      </Text>
      <Typography fz="sm" dangerouslySetInnerHTML={{ __html: clean }} />
    </Paper>
  );
}
