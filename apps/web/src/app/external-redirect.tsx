import { useEffect } from 'react';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { PageTitle } from '../components/page-title.tsx';

/** Leaves the site for `href`, replacing this entry so Back returns to where the visitor came from. */
export function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);

  return (
    <>
      <PageTitle title="正在跳转" />
      <Stack align="flex-start" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>
          正在前往外部网站。如果没有自动跳转，请
          <Anchor href={href} rel="noopener noreferrer">
            点击这里
          </Anchor>
          。
        </Text>
      </Stack>
    </>
  );
}
