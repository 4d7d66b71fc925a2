import { useMemo } from 'react';
import { Group, Paper, ThemeIcon, Title, Typography } from '@mantine/core';
import { IconSparkles } from '#web/components/icons.ts';
import { cleanHtml } from '#web/lib/safe-html.ts';
import classes from '../home-page.module.css';

/** The update note of the home page: HTML written by the site's editors, sanitised before it is shown. */
export function UpdateNote({ html }: { html: string }) {
  const safe = useMemo(() => cleanHtml(html), [html]);
  if (!safe.trim()) return null;
  return (
    <Paper
      component="section"
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.update}
      aria-label="本站更新"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
          <IconSparkles size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="md" mb={4}>
            本站更新
          </Title>
          <Typography className={classes.updateText} dangerouslySetInnerHTML={{ __html: safe }} />
        </div>
      </Group>
    </Paper>
  );
}
