import { Anchor, Badge, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CARD_SERIES, type Product } from '@ptcg/contract';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useProductList } from '../api/use-product-list.ts';
import { seriesName } from '../lib/labels.ts';
import classes from './product-list-page.module.css';
import { useSearchParamsChange } from '#web/lib/use-search-params-change.ts';

const PRODUCT_FILTERS = [
  { value: 'all', label: '全部' },
  { value: 'main', label: '主要扩展' },
  { value: 'side', label: '追加产品' },
] as const;
type ProductFilter = (typeof PRODUCT_FILTERS)[number]['value'];

function readFilter(value: string | null): ProductFilter {
  return value === 'main' || value === 'side' ? value : 'all';
}

function matchesFilter(product: Product, filter: ProductFilter): boolean {
  if (filter === 'main') return product.mainExpansion;
  if (filter === 'side') return !product.mainExpansion;
  return true;
}

function SeriesTable({ series, products }: { series: string; products: Product[] }) {
  const headingId = `series-${series.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={headingId} className={classes.section}>
      <Group justify="space-between" px="md" py="sm" className={classes.sectionHeader}>
        <Title order={2} fz="lg" id={headingId}>
          {seriesName(series)}
          <Text component="span" c="dimmed" fz="sm" fw={400} ml={8}>
            {series}
          </Text>
        </Title>
        <Badge variant="light" color="gray">
          {products.length} 个产品
        </Badge>
      </Group>
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>名称</Table.Th>
            <Table.Th className={classes.countCell}>卡牌数量</Table.Th>
            <Table.Th visibleFrom="sm" className={classes.dateCell}>
              发售日期
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.setId}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <Badge variant="outline" color="gray" radius="sm" className={classes.code} visibleFrom="xs">
                    {product.setCode}
                  </Badge>
                  <Anchor component={Link} to={paths.product(product.setId)} fw={500}>
                    {product.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td className={classes.countCell}>{product.cardsNum}</Table.Td>
              <Table.Td visibleFrom="sm" className={classes.dateCell}>
                {formatDate(product.releaseDate)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="加载中">
      {[0, 1].map((section) => (
        <Paper key={section} withBorder radius="md" p="md">
          <Skeleton h={22} w={160} mb="md" />
          <Stack gap={12}>
            {Array.from({ length: 6 }, (_, row) => (
              <Skeleton key={row} h={18} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function ProductListPage() {
  const [searchParams] = useSearchParams();
  const changeSearch = useSearchParamsChange();
  const filter = readFilter(searchParams.get('type'));
  const { data, error, isPending, refetch } = useProductList();

  const setFilter = (value: string) => {
    changeSearch(
      (next) => {
        if (value === 'all') next.delete('type');
        else next.set('type', value);
      },
      { replace: true },
    );
  };

  const products = data?.list.filter((product) => matchesFilter(product, filter)) ?? [];
  const groups = CARD_SERIES.map((series) => ({
    series,
    products: products.filter((p) => p.series === series),
  })).filter((group) => group.products.length > 0);

  return (
    <>
      <PageTitle
        title="发售列表"
        description="按系列浏览所有已收录的扩展包与追加产品"
        actions={
          <SegmentedControl
            value={filter}
            onChange={setFilter}
            data={PRODUCT_FILTERS.map((f) => ({ ...f }))}
            aria-label="产品类型"
          />
        }
      />
      {isPending ? (
        <ListSkeleton />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : groups.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState>{filter === 'all' ? '还没有导入任何产品。' : '没有符合此类型的产品。'}</EmptyState>
        </Paper>
      ) : (
        <Stack gap="lg">
          {groups.map((group) => (
            <SeriesTable key={group.series} series={group.series} products={group.products} />
          ))}
        </Stack>
      )}
    </>
  );
}
