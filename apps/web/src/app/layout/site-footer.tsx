import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { EXTERNAL_LINKS, SITE_NAME } from '#web/lib/site.ts';

export function SiteFooter() {
  // Inside <main>, a footer element is not a landmark by itself; the role makes it the page's contentinfo.
  return (
    <Stack component="footer" role="contentinfo" gap={4} mt={48} pb="md">
      <Divider mb="sm" />
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {SITE_NAME} ·{' '}
        <Anchor component={Link} to={paths.about()} size="xs" c="dimmed" underline="always">
          关于本站
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        本站为非商业性质的爱好者项目，与 The Pokémon Company、任天堂等权利方无关；所载资料仅供参考，不保证准确性。
      </Text>
      <Text size="xs" c="dimmed">
        卡牌数据来自{' '}
        <Anchor
          href={EXTERNAL_LINKS.tcgdex}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          c="dimmed"
          underline="always"
        >
          TCGdex
        </Anchor>
        ，依照 MIT 许可使用。
      </Text>
    </Stack>
  );
}
