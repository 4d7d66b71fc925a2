import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '#web/components/icons.ts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { SITE_NAME } from '../lib/site.ts';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `页面不存在 · ${SITE_NAME}`;
  }, []);

  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 80 }}>
      <Text
        aria-hidden
        fw={800}
        fz={{ base: 72, sm: 110 }}
        lh={1}
        variant="gradient"
        gradient={{ from: 'indigo.4', to: 'cyan.4', deg: 45 }}
      >
        404
      </Text>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        这里什么都没有
      </Title>
      <Text c="dimmed" maw={420}>
        你要找的页面不存在，可能是链接有误或页面已被移动。
      </Text>
      <Button component={Link} to={paths.home()} leftSection={<IconHome size={18} />} size="md">
        返回首页
      </Button>
    </Stack>
  );
}
