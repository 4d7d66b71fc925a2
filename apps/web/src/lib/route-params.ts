/** The largest id the API accepts (PostgreSQL int4). */
const MAX_ID = 2_147_483_647;

/**
 * A positive integer id from a route segment (`/tournaments/:tournamentId`), or 0 when the segment
 * is not one: pages show 0 as "not found" without asking the API.
 */
export function parseIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : 0;
}

/** The page number of a paged view from its address (`?page=3`); anything else is the first page. */
export function pageFromSearch(search: URLSearchParams, param = 'page'): number {
  const page = Number(search.get(param));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
