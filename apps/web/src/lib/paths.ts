/**
 * Every in-app address. Route patterns (for the router) and link builders (for components) live side by
 * side so a renamed route cannot leave a stale link behind.
 */

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Appends a query string, dropping empty values; arrays become repeated keys. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const patterns = {
  root: '/',
  home: '/home',
  products: '/cards',
  product: '/cards/:setId',
  card: '/cards/:setCode/:cardIndex',
  search: '/cards/search',
  searchBasic: '/cards/search/basic',
  searchAdvance: '/cards/search/advance',
  searchResult: '/cards/search/result',
  tournaments: '/tournaments',
  seriesList: '/tournaments/series',
  series: '/tournaments/series/:seriesId',
  tournament: '/tournaments/:tournamentId',
  decks: '/decks',
  deckMatchups: '/decks/matchups',
  deckCategory: '/decks/:categoryId',
  deckCategoryTop: '/decks/:categoryId/top',
  deckCategoryCards: '/decks/:categoryId/cards',
  deckList: '/decks/list/:deckId',
  playerRank: '/player/rank',
  player: '/player/:playerPin',
  miniapp: '/tools/miniapp',
  deckImport: '/tools/ptcgl-import',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDeck: '/admin/deck',
  about: '/about',
  angeuRedirect: '/redirect/angeu',
} as const;

export type SearchResultQuery = {
  type?: 'basic' | 'advance';
  text?: string;
  exact?: boolean;
  unique?: boolean;
  page?: number;
  show?: string;
  query?: string;
};

export const paths = {
  home: () => patterns.home,
  products: (type?: 'all' | 'main' | 'side') =>
    withQuery(patterns.products, { type: type === 'all' ? undefined : type }),
  product: (setId: string) => `/cards/${seg(setId)}`,
  card: (setCode: string, cardIndex: string) => `/cards/${seg(setCode)}/${seg(cardIndex)}`,
  search: () => patterns.search,
  searchBasic: () => patterns.searchBasic,
  searchAdvance: () => patterns.searchAdvance,
  searchResult: (query: SearchResultQuery = {}) => withQuery(patterns.searchResult, query),
  tournaments: () => patterns.tournaments,
  seriesList: (page?: number) => withQuery(patterns.seriesList, { page: page && page > 1 ? page : undefined }),
  series: (seriesId: number, page?: number) =>
    withQuery(`/tournaments/series/${seg(seriesId)}`, { page: page && page > 1 ? page : undefined }),
  tournament: (tournamentId: number) => `/tournaments/${seg(tournamentId)}`,
  /** /decks; `regulation` names the format (the page's default is the current one). */
  decks: (regulation?: string) => withQuery(patterns.decks, { reg: regulation || undefined }),
  /** The matchup matrix; `row` scrolls to and highlights one archetype's row. */
  deckMatchups: (query: { t?: string; reg?: string; min?: number; n?: number; row?: number } = {}) =>
    withQuery(patterns.deckMatchups, query),
  deckCategory: (categoryId: number, options: { all?: boolean } = {}) =>
    withQuery(`/decks/${seg(categoryId)}`, { all: options.all ? 'true' : undefined }),
  deckCategoryTop: (categoryId: number, options: { all?: boolean } = {}) =>
    withQuery(`/decks/${seg(categoryId)}/top`, { all: options.all ? 'true' : undefined }),
  deckCategoryCards: (categoryId: number) => `/decks/${seg(categoryId)}/cards`,
  deckList: (deckId: number) => `/decks/list/${seg(deckId)}`,
  playerRank: () => patterns.playerRank,
  player: (pinCode: string) => `/player/${seg(pinCode)}`,
  miniapp: (code?: string) => withQuery(patterns.miniapp, { code }),
  deckImport: () => patterns.deckImport,
  admin: () => patterns.admin,
  adminLogin: () => patterns.adminLogin,
  adminDeck: () => patterns.adminDeck,
  about: () => patterns.about,
  angeuRedirect: () => patterns.angeuRedirect,
} as const;

/** The results of a basic (name) search; kept here, free of the search schemas, for the header's search box. */
export function basicResultPath(text: string, exact: boolean, unique: boolean): string {
  return paths.searchResult({
    type: 'basic',
    text: text.trim(),
    exact: exact || undefined,
    unique: unique || undefined,
  });
}
