import type { ReactNode } from 'react';
import { Anchor, Box, Button, Grid, Group, Paper, Title } from '@mantine/core';
import { IconCards, IconTrophy } from '#web/components/icons.ts';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@ptcg/contract';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCategoryRecentPlay } from '../api/use-category-recent-play.ts';
import { useTopPlayers } from '../api/use-top-players.ts';
import { CategoryFrame } from '../components/category-frame.tsx';
import { CategoryHeader } from '../components/category-header.tsx';
import { ConsensusList } from '../components/consensus.tsx';
import { CoreCardGrid } from '../components/core-card-grid.tsx';
import { MatchupHighlights } from '../components/matchup-highlights.tsx';
import { RecentPlayTable, TableSkeleton } from '../components/recent-play-table.tsx';
import { TopPlayerTable } from '../components/top-player-table.tsx';
import { VariantList } from '../components/variant-list.tsx';
import { useCategoryParams } from '../lib/route-params.ts';

function Section({
  title,
  action,
  children,
  label,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="md" component="section" aria-label={label ?? title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function RecentPlay({ categoryId, all }: { categoryId: number; all: boolean }) {
  const { data, error, isPending, refetch } = useCategoryRecentPlay(categoryId, all, 1, PAGE_SIZES.recentUse);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="近期使用加载失败" />;
  if (isPending) return <TableSkeleton rows={PAGE_SIZES.recentUse} />;
  return <RecentPlayTable rows={data.list} />;
}

function TopPlayers({ categoryId, all }: { categoryId: number; all: boolean }) {
  const { data, error, isPending, refetch } = useTopPlayers(categoryId, all, 1, PAGE_SIZES.categoryTopPlayers);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="顶尖选手加载失败" />;
  if (isPending) return <TableSkeleton rows={PAGE_SIZES.categoryTopPlayers} />;
  return <TopPlayerTable rows={data.list} />;
}

/** /decks/{id}: what an archetype plays, its variants, where it was played lately and who pilots it best. */
export function DeckCategoryPage() {
  const { categoryId, all } = useCategoryParams();
  return (
    <CategoryFrame categoryId={categoryId} fallbackTitle="卡组分类">
      {(category) => (
        <>
          <PageTitle
            title={category.name}
            mark={<DemoSeasonMark />}
            description={<CategoryHeader category={category} />}
            actions={
              <Group gap="xs">
                <Button
                  component={Link}
                  to={paths.deckCategoryCards(category.id)}
                  variant="light"
                  leftSection={<IconCards size={16} />}
                >
                  卡牌用量
                </Button>
                <Button
                  component={Link}
                  to={paths.deckCategoryTop(category.id, { all })}
                  variant="light"
                  leftSection={<IconTrophy size={16} />}
                >
                  全部顶尖选手
                </Button>
              </Group>
            }
          />
          <Section
            title="核心卡牌"
            action={
              <Anchor component={Link} to={paths.deckCategoryCards(category.id)} size="sm">
                查看全部卡牌
              </Anchor>
            }
          >
            <CoreCardGrid categoryId={category.id} />
          </Section>
          <Box mb="md">
            <ConsensusList categoryId={category.id} />
          </Box>
          {category.isVariant ? null : (
            <Section title={`变体（${category.variants.length}）`} label="变体">
              <VariantList variants={category.variants} />
            </Section>
          )}
          <Section
            title="最佳对局 / 最差对局"
            label="对局胜率"
            action={
              <Anchor component={Link} to={paths.deckMatchups({ row: category.parentId ?? category.id })} size="sm">
                对局矩阵
              </Anchor>
            }
          >
            <MatchupHighlights categoryId={category.id} rowId={category.parentId ?? category.id} />
          </Section>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Section title="近期使用">
                <RecentPlay categoryId={category.id} all={all} />
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Section
                title="顶尖选手"
                action={
                  <Anchor component={Link} to={paths.deckCategoryTop(category.id, { all })} size="sm">
                    查看全部
                  </Anchor>
                }
              >
                <TopPlayers categoryId={category.id} all={all} />
              </Section>
            </Grid.Col>
          </Grid>
        </>
      )}
    </CategoryFrame>
  );
}
