import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '#web/components/icons.ts';
import { ApiError, NetworkError } from '../lib/api-client.ts';

function describe(error: unknown): string {
  if (error instanceof ApiError)
    return error.trackId ? `${error.message}（Track ID: ${error.trackId}）` : error.message;
  if (error instanceof NetworkError)
    return error.timedOut ? '请求超时，请检查网络后重试。' : '网络错误，请检查网络后重试。';
  return '发生了意外错误，请稍后重试。';
}

/** Where a section's data could not be loaded; `onRetry` offers a second try (e.g. a query's refetch). */
export function ErrorState({
  error,
  onRetry,
  title = '加载失败',
}: {
  error?: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert color="red" variant="light" radius="md" title={title} icon={<IconAlertTriangle size={20} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{describe(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            重试
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
