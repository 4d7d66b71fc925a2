import type { ReactNode } from 'react';
import type { DeckCategory } from '@ptcg/contract';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, LoadingBlock, NotFoundBlock } from '#web/components/page-states.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCategoryDetail } from '../api/use-category-detail.ts';

type CategoryFrameProps = {
  categoryId: number;
  /** Heading while the category loads or when it is missing. */
  fallbackTitle: string;
  children: (category: DeckCategory) => ReactNode;
};

/** Loads the category of a /decks/{id} page and answers its missing, failing and loading states. */
export function CategoryFrame({ categoryId, fallbackTitle, children }: CategoryFrameProps) {
  const { data, error, isPending, refetch } = useCategoryDetail(categoryId);
  if (categoryId === 0 || isNotFound(error)) {
    return (
      <>
        <PageTitle title="卡组不存在" />
        <NotFoundBlock title="找不到这个卡组" backTo={paths.decks()} backLabel="返回卡组统计">
          链接可能有误，或该卡组分类已被移除。
        </NotFoundBlock>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageTitle title={fallbackTitle} />
        <ErrorState error={error} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageTitle title={fallbackTitle} />
        <LoadingBlock />
      </>
    );
  }
  return <>{children(data)}</>;
}
