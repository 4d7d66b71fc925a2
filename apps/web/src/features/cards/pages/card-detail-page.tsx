import { useId, type ReactNode } from 'react';
import { Anchor, Badge, Grid, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { REGULATION_GROUPS, type CardDetail } from '@ptcg/contract';
import { CardImage } from '#web/components/card-image.tsx';
import { EnergyText } from '#web/components/energy-text.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, NotFoundBlock } from '#web/components/page-states.tsx';
import { CardNameMarks } from '#web/components/card-name-marks.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { formatDate, MISSING } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useCardDetail } from '../api/use-card-detail.ts';
import { EvolutionLine } from '../components/evolution-line.tsx';
import { InternationalPrint } from '../components/international-print.tsx';
import { PokemonAttributes } from '../components/pokemon-attributes.tsx';
import { RecentUsageTable } from '../components/recent-usage-table.tsx';
import { SameEffectCards } from '../components/same-effect-cards.tsx';
import { cardTypeName, rarityName, tagName } from '../lib/labels.ts';
import classes from '../components/card-detail.module.css';
import { REGULATION_GROUP_NAMES } from '#web/lib/labels.ts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Title order={2} fz="md" mb="sm" id={titleId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function cardTags(card: CardDetail): string[] {
  const stage = card.pokemonAttr?.stage;
  // The stage has its own badge in the Pokémon block.
  const tags = [card.mechanic, ...(card.label ?? []), ...card.is].filter(
    (tag): tag is string => Boolean(tag) && tag !== stage,
  );
  return [...new Set(tags)];
}

function Legality({ legal }: { legal: CardDetail['regulationLegal'] }) {
  return (
    <Group gap="lg" wrap="wrap" data-testid="legality">
      {REGULATION_GROUPS.map((group) => (
        <Group key={group} gap={6} wrap="nowrap">
          <Text size="sm">{REGULATION_GROUP_NAMES[group]}</Text>
          <Badge color={legal[group] ? 'teal' : 'red'} variant="light" radius="sm" size="md">
            {legal[group] ? '可使用' : '无法使用'}
          </Badge>
        </Group>
      ))}
    </Group>
  );
}

function InfoTable({ card }: { card: CardDetail }) {
  const rows: [string, ReactNode][] = [
    ['卡牌类型', cardTypeName(card.cardType)],
    [
      '所属产品',
      <Anchor key="set" component={Link} to={paths.product(card.setId)} size="sm">
        {card.setName}
      </Anchor>,
    ],
    ['编号', `${card.setCode} ${card.cardIndex}${card.setCardsNum ? ` / ${card.setCardsNum}` : ''}`],
    ['稀有度', rarityName(card.rarity)],
    ['标记', card.regulationMark || MISSING],
    ['画师', card.artist || MISSING],
    ['发售日期', formatDate(card.releaseDate)],
  ];
  return (
    <Table className={classes.infoTable} verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DetailSkeleton() {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
        <Skeleton className={classes.imageColumn} style={{ aspectRatio: '63 / 88' }} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
        <Stack>
          <Skeleton h={32} w="50%" />
          <Skeleton h={160} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function CardDetailPage() {
  const { setCode = '', cardIndex = '' } = useParams();
  const { data: card, error, isPending, refetch } = useCardDetail(setCode, cardIndex);

  if (isPending) return <DetailSkeleton />;
  if (error) {
    return (
      <>
        <PageTitle title="卡牌详情" description={`${setCode} ${cardIndex}`} />
        {isNotFound(error) ? (
          <NotFoundBlock title="没有这张卡牌" backTo={paths.searchBasic()} backLabel="前往卡牌搜索">
            编号 {setCode} {cardIndex} 的卡牌不存在，可以试试搜索。
          </NotFoundBlock>
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </>
    );
  }

  const tags = cardTags(card);
  return (
    <>
      <PageTitle
        title={card.name}
        description={
          <>
            {card.setName} · {card.setCode} {card.cardIndex} <CardNameMarks card={card} size="sm" />
          </>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <div className={classes.imageColumn}>
            <CardImage imageUrl={card.imageUrl} faceUrl={card.faceUrl} name={card.name} eager />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="md">
            <Section title="卡牌信息">
              <Group gap={6} mb="xs">
                <Badge variant="filled" radius="sm">
                  {cardTypeName(card.cardType)}
                </Badge>
                {tags.map((tag) => (
                  <Badge key={tag} variant="light" color="grape" radius="sm" tt="none">
                    {tagName(tag)}
                  </Badge>
                ))}
              </Group>
              <InfoTable card={card} />
            </Section>

            {card.pokemonAttr ? <PokemonAttributes attr={card.pokemonAttr} /> : null}

            {/* A Pokémon's rules are its abilities and attacks, printed in the block above. */}
            {!card.pokemonAttr && card.description ? (
              <Section title="效果">
                <Text size="sm" className={classes.rulesText} data-testid="card-description">
                  <EnergyText text={card.description} />
                </Text>
              </Section>
            ) : null}

            {card.flavorText ? (
              <Section title="图鉴说明" testId="flavor-text">
                <Text size="sm" c="dimmed" fs="italic" className={classes.rulesText}>
                  {card.flavorText}
                </Text>
              </Section>
            ) : null}

            <Section title="赛制" testId="legality-section">
              <Legality legal={card.regulationLegal} />
            </Section>

            {card.pokemonAttr ? (
              <Section title="进化路线">
                <EvolutionLine cardName={card.name} />
              </Section>
            ) : null}

            <Section title="同名同效果卡牌">
              <SameEffectCards cards={card.effectSameCards} current={card} />
            </Section>

            <Section title="国际版">
              <InternationalPrint card={card} />
            </Section>

            <Section title="近期使用">
              <RecentUsageTable setCode={card.setCode} cardIndex={card.cardIndex} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
