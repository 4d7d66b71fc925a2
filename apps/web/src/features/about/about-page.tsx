import type { ReactNode } from 'react';
import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { EXTERNAL_LINKS, SITE_NAME } from '#web/lib/site.ts';
import { TCGDEX_LICENSE } from './tcgdex-license.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function AboutPage() {
  return (
    <>
      <PageTitle title="关于本站" />
      <Stack gap="lg" maw={820}>
        <Section title="这是什么网站">
          <Text>
            {SITE_NAME}是一个面向玩家与爱好者的简体中文宝可梦集换式卡牌游戏（PTCG）资料站。你可以在这里查询
            <Anchor component={Link} to={paths.products()}>
              卡牌与产品资料
            </Anchor>
            、
            <Anchor component={Link} to={paths.tournaments()}>
              官方赛事成绩
            </Anchor>
            、
            <Anchor component={Link} to={paths.decks()}>
              卡组统计
            </Anchor>
            与
            <Anchor component={Link} to={paths.playerRank()}>
              选手排名
            </Anchor>
            ，并使用卡组导出等小工具。浏览全部内容都无需注册或登录。
          </Text>
        </Section>

        <Section title="数据来源">
          <Text mb="sm">
            卡牌数据来自{' '}
            <Anchor href={EXTERNAL_LINKS.tcgdex} target="_blank" rel="noopener noreferrer">
              TCGdex（tcgdex.dev）
            </Anchor>
            ，依照 MIT 许可使用。其许可声明全文如下：
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }} aria-label="TCGdex MIT 许可声明">
            {TCGDEX_LICENSE}
          </Code>
        </Section>

        <Section title="免责声明">
          <List spacing="xs" size="sm">
            <List.Item>本站为非商业性质的爱好者项目，不出售任何商品或服务。</List.Item>
            <List.Item>
              本站与 The Pokémon Company、任天堂（Nintendo）、Creatures、GAME FREAK
              及其中国大陆的授权方均无关联，亦未获其认可。
            </List.Item>
            <List.Item>宝可梦及相关名称、图像的权利归各自权利人所有。</List.Item>
            <List.Item>本站资料仅供参考，不保证其准确、完整或及时；请以官方公布的信息为准。</List.Item>
          </List>
        </Section>
      </Stack>
    </>
  );
}
