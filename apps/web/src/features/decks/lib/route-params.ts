import { useParams, useSearchParams } from 'react-router';
import { parseIdParam } from '#web/lib/route-params.ts';

/** The category of a /decks/{id} page and whether its variants count too (`?all=true`, as home links ask). */
export function useCategoryParams(): { categoryId: number; all: boolean } {
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  return { categoryId: parseIdParam(categoryId), all: searchParams.get('all') === 'true' };
}
