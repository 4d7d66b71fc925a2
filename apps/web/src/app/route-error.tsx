import { useEffect } from 'react';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '#web/components/icons.ts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths.ts';
import { SITE_NAME } from '../lib/site.ts';

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen: a page crashed, its code failed to download, or the router refused a request. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = `出错了 · ${SITE_NAME}`;
  }, []);

  return (
    <Stack align="flex-start" gap="md" py="xl" px="md" maw={640} mx="auto" role="alert">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Unexpected Application Error
      </Title>
      <Text>页面出现了意外错误。可能是网站刚刚更新或网络不稳定，请重新加载页面；如果问题依旧，请先回到首页。</Text>
      <Code block style={{ whiteSpace: 'pre-wrap', width: '100%' }}>
        {errorDetail(error)}
      </Code>
      <Group gap="sm">
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          重新加载
        </Button>
        <Button variant="default" component={Link} to={paths.home()} leftSection={<IconHome size={18} />}>
          返回首页
        </Button>
      </Group>
    </Stack>
  );
}
