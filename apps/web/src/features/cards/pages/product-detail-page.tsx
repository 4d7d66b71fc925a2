import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, NotFoundBlock } from '#web/components/page-states.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { parseIdParam } from '#web/lib/route-params.ts';
import { useProductDetail } from '../api/use-product-detail.ts';
import { CardGrid, CardGridSkeleton } from '../components/card-grid.tsx';
import { productTypeName, seriesName } from '../lib/labels.ts';

/**
 * The route's product code; digits alone are a former numeric id, which the API still resolves
 * and the page then redirects to the code's address.
 */
function readSetId(value: string | undefined): string | number | null {
  const code = value?.trim() ?? '';
  if (code === '') return null;
  if (/^\d+$/.test(code)) return parseIdParam(code) || null;
  return code;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

export function ProductDetailPage() {
  const setId = readSetId(useParams().setId);
  const { data: product, error, isPending, refetch } = useProductDetail(setId);

  if (setId === null) {
    return (
      <>
        <PageTitle title="产品详情" />
        <NotFoundBlock title="没有这个产品" backTo={paths.products()} backLabel="返回发售列表" />
      </>
    );
  }

  if (isPending) {
    return (
      <>
        <Skeleton h={32} w={240} mb="sm" />
        <Skeleton h={16} w={180} mb="lg" />
        <Skeleton h={72} mb="lg" radius="md" />
        <CardGridSkeleton />
      </>
    );
  }

  if (error) {
    return (
      <>
        <PageTitle title="产品详情" />
        {isNotFound(error) ? (
          <NotFoundBlock title="没有这个产品" backTo={paths.products()} backLabel="返回发售列表" />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </>
    );
  }

  if (typeof setId === 'number') return <Navigate to={paths.product(product.setId)} replace />;

  return (
    <>
      <PageTitle
        title={product.name}
        description={
          <Group gap={6} component="span">
            <Anchor component={Link} to={paths.products()} size="sm">
              发售列表
            </Anchor>
            <span aria-hidden>/</span>
            <span>{seriesName(product.series)}</span>
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md" mb="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="产品编号">
            <Text ff="monospace" fw={600} component="span">
              {product.setCode}
            </Text>
          </Fact>
          <Fact label="发售日期">{formatDate(product.releaseDate)}</Fact>
          <Fact label="卡牌数量">{product.cardsNum} 张</Fact>
          <Fact label="产品类型">
            <Badge variant="light" color={product.mainExpansion ? 'indigo' : 'teal'} mt={2}>
              {productTypeName(product.mainExpansion)}
            </Badge>
          </Fact>
        </SimpleGrid>
      </Paper>
      {product.cards.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState>这个产品还没有收录卡牌。</EmptyState>
        </Paper>
      ) : (
        <CardGrid cards={product.cards} />
      )}
    </>
  );
}
