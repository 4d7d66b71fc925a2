import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { SITE_NAME } from '../lib/site.ts';

type PageTitleProps = {
  title: string;
  /** Shorter text for the browser tab when the heading is long; defaults to the heading. */
  documentTitle?: string;
  description?: ReactNode;
  /** Controls shown on the heading's right (buttons, filters). */
  actions?: ReactNode;
  /** A tag beside the heading (示例数据). */
  mark?: ReactNode;
};

/** The page's one h1, which also names the browser tab "<page> · <product>". */
export function PageTitle({ title, documentTitle, description, actions, mark }: PageTitleProps) {
  const tabTitle = documentTitle ?? title;
  useEffect(() => {
    document.title = tabTitle ? `${tabTitle} · ${SITE_NAME}` : SITE_NAME;
  }, [tabTitle]);

  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.25}>
            {title}
          </Title>
          {mark}
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
