import type { ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '#web/components/icons.ts';
import { Link } from 'react-router';
import { ResultCode } from '@ptcg/contract';
import { ApiError } from '../lib/api-client.ts';

/** Whether a failed call means "no such thing" rather than a fault worth retrying. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ResultCode.notFound || error.code === ResultCode.malformed);
}

export function LoadingBlock({ label = '加载中…' }: { label?: string }) {
  return (
    <Center py={48} role="status" aria-label={label}>
      <Loader size="sm" />
    </Center>
  );
}

/** A whole page's subject does not exist: say so and offer the way back to its list. */
export function NotFoundBlock({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children?: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="alert">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMoodEmpty size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" size="sm" maw={420}>
            {children}
          </Text>
        ) : null}
        <Button component={Link} to={backTo} variant="light" mt="xs">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
