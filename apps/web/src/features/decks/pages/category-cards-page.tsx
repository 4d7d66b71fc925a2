import {
  Anchor,
  Button,
  Group,
  HoverCard,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { IconPhotoDown } from '#web/components/icons.ts';
import { Link, useSearchParams } from 'react-router';
import { SITE_NAME } from '#web/lib/site.ts';
import { downloadBlob, renderDeckImage } from '../lib/deck-image.ts';
import { CardImage } from '#web/components/card-image.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { DemoSeasonMark } from '#web/components/demo-data-mark.tsx';
import { paths } from '#web/lib/paths.ts';
import tableClasses from '#web/components/sticky-table.module.css';
import { useCoreCards } from '../api/use-core-cards.ts';
import { CategoryFrame } from '../components/category-frame.tsx';
import { TableSkeleton } from '../components/recent-play-table.tsx';
import { formatAverage, groupCards, usageLines, type CoreCard } from '../lib/card-usage.ts';
import { useCategoryParams } from '../lib/route-params.ts';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

type ViewMode = 'list' | 'image';
const COPIES = [1, 2, 3, 4] as const;

function usageAt(card: CoreCard, qty: number): number | null {
  const entry = card.usage.find((u) => u.qty === qty);
  return entry ? entry.usage : null;
}

function CardNameWithPreview({ card }: { card: CoreCard }) {
  return (
    <HoverCard openDelay={150} position="right" shadow="md" withinPortal>
      <HoverCard.Target>
        <Anchor component={Link} to={paths.card(card.setCode, card.cardIndex)} size="sm">
          {card.cardName}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown p={4} w={200}>
        <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.cardName} eager />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function CardGroupList({ cards, title }: { cards: CoreCard[]; title: string }) {
  return (
    <Table verticalSpacing={4} horizontalSpacing={6} className={tableClasses.table} aria-label={title} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>卡牌</Table.Th>
          <Table.Th w={{ base: 48, sm: 80 }} ta="right">
            平均
          </Table.Th>
          {COPIES.map((qty) => (
            <Table.Th
              key={qty}
              w={{ base: 62, sm: 80 }}
              ta="right"
              visibleFrom={qty > 2 ? 'sm' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              ≥{qty}
              <Text span inherit visibleFrom="sm">
                {' '}
                张
              </Text>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cards.map((card) => (
          <Table.Tr key={`${card.setCode}-${card.cardIndex}`} data-card={card.cardName}>
            <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              <CardNameWithPreview card={card} />
            </Table.Td>
            <Table.Td ta="right" className={tableClasses.numeric} fw={600}>
              {formatAverage(card.averageUsage)}
            </Table.Td>
            {COPIES.map((qty) => {
              const usage = usageAt(card, qty);
              return (
                <Table.Td
                  key={qty}
                  ta="right"
                  className={tableClasses.numeric}
                  visibleFrom={qty > 2 ? 'sm' : undefined}
                  c={usage ? undefined : 'dimmed'}
                >
                  {usage ? `${(usage * 100).toFixed(1)}%` : '—'}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CardGroupImages({ cards }: { cards: CoreCard[] }) {
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, lg: 8 }} spacing="xs">
      {cards.map((card) => (
        <Anchor
          key={`${card.setCode}-${card.cardIndex}`}
          component={Link}
          to={paths.card(card.setCode, card.cardIndex)}
          underline="never"
          c="inherit"
          title={[card.cardName, `平均 ${formatAverage(card.averageUsage)} 张`, ...usageLines(card)].join('\n')}
          data-card={card.cardName}
        >
          <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.cardName} />
          <Text size="xs" ta="center" mt={2}>
            平均 {formatAverage(card.averageUsage)} 张
          </Text>
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/** SPEC: the card-usage view downloads as an image: the cards shown, each with its average count. */
function DownloadUsageImage({ title, cards, total }: { title: string; cards: CoreCard[]; total: number }) {
  const [rendering, setRendering] = useState(false);
  const isDark = useComputedColorScheme('light') === 'dark';
  const download = async () => {
    setRendering(true);
    try {
      const png = await renderDeckImage(cards, {
        title,
        summary: `统计 ${total} 副卡组 · 角标为平均张数`,
        siteName: SITE_NAME,
        isDark,
        badge: (_card, i) => `${formatAverage(cards[i]!.averageUsage)}`,
      });
      downloadBlob(png, `${title.replace(/[\\/:*?"<>|\s]+/g, '_')}.png`);
    } catch {
      notifications.show({ color: 'red', title: '图片导出失败', message: '请稍后重试' });
    } finally {
      setRendering(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconPhotoDown size={16} />}
      loading={rendering}
      onClick={() => void download()}
      disabled={cards.length === 0}
    >
      下载图片
    </Button>
  );
}

function CardUsage({ categoryId, name }: { categoryId: number; name: string }) {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const regulation = (searchParams.get('reg') ?? '').slice(0, 40);
  const mode: ViewMode = searchParams.get('view') === 'image' ? 'image' : 'list';
  const popularOnly = searchParams.get('popular') !== '0';
  const update = (key: string, value: string | null) => {
    changeSearch(
      (params) => {
        if (value) params.set(key, value);
        else params.delete(key);
      },
      { replace: true },
    );
  };
  const { data, error, isPending, refetch } = useCoreCards(categoryId, regulation, popularOnly);

  const controls = (
    <Group gap="md" mb="md" align="flex-end" wrap="wrap">
      <Select
        label="赛制"
        w={240}
        data={(data?.regulationCount ?? []).map((r) => ({
          value: r.regulation,
          label: `${r.regulation}（${r.count} 副）`,
        }))}
        value={data?.regulation || regulation || null}
        placeholder={isPending ? '加载中…' : '无记录'}
        onChange={(value) => update('reg', value)}
        allowDeselect={false}
        disabled={!data || data.regulationCount.length === 0}
      />
      <SegmentedControl
        aria-label="显示方式"
        data={[
          { value: 'list', label: '列表' },
          { value: 'image', label: '图片' },
        ]}
        value={mode}
        onChange={(value) => update('view', value === 'image' ? 'image' : null)}
      />
      <Switch
        label="只看常用卡牌"
        checked={popularOnly}
        onChange={(e) => update('popular', e.currentTarget.checked ? null : '0')}
        mb={6}
      />
      {data ? (
        <DownloadUsageImage
          title={`${name} 卡牌用量 ${data.regulation}`}
          cards={groupCards(data.list).flatMap((group) => group.cards)}
          total={data.total}
        />
      ) : null}
    </Group>
  );

  let body;
  if (error) body = <ErrorState error={error} onRetry={() => void refetch()} title="卡牌用量加载失败" />;
  else if (isPending) body = <TableSkeleton rows={12} />;
  else if (data.list.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <EmptyState>该赛制下还没有这个卡组的卡表记录。</EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          统计 {data.total} 副卡组；百分比为至少使用该张数的卡组占比。
        </Text>
        {groupCards(data.list).map((group) => (
          <Paper
            key={group.key}
            withBorder
            radius="md"
            p={{ base: 'xs', sm: 'md' }}
            component="section"
            aria-label={group.title}
            data-group={group.key}
          >
            <Title order={2} fz="md" mb="xs">
              {group.title}（{group.cards.length}）
            </Title>
            {mode === 'list' ? (
              <CardGroupList cards={group.cards} title={group.title} />
            ) : (
              <CardGroupImages cards={group.cards} />
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <>
      {controls}
      {body}
    </>
  );
}

/** /decks/{id}/cards: how many copies of each card the archetype's decks play, per regulation. */
export function DeckCategoryCardsPage() {
  const { categoryId, all } = useCategoryParams();
  return (
    <CategoryFrame categoryId={categoryId} fallbackTitle="卡牌用量">
      {(category) => (
        <>
          <PageTitle
            title={`${category.name} · 卡牌用量`}
            mark={<DemoSeasonMark />}
            description={
              <Anchor component={Link} to={paths.deckCategory(category.id, { all })} size="sm">
                返回 {category.name}
              </Anchor>
            }
          />
          <CardUsage categoryId={category.id} name={category.name} />
        </>
      )}
    </CategoryFrame>
  );
}
