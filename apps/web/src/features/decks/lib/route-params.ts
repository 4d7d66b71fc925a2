import { useParams, useSearchParams } from 'react-router';

/** A positive integer id from a route segment, or 0 when the segment is not one (shown as not found). */
export function parseIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : 0;
}

/** The category of a /decks/{id} page and whether its variants count too (`?all=true`, as home links ask). */
export function useCategoryParams(): { categoryId: number; all: boolean } {
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  return { categoryId: parseIdParam(categoryId), all: searchParams.get('all') === 'true' };
}
