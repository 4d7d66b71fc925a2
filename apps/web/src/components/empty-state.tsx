import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '#web/components/icons.ts';

/** Shown where a list or table has no rows. */
export function EmptyState({ title = '暂无数据', children }: { title?: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
        <IconInbox size={24} stroke={1.6} />
      </ThemeIcon>
      <Text fw={500}>{title}</Text>
      {children ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
