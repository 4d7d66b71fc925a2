import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { patterns, paths } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ExternalRedirect } from './external-redirect.tsx';
import { PageLoader } from './page-loader.tsx';
import { EXTERNAL_LINKS } from '../lib/site.ts';
import { parseIdParam } from '../lib/route-params.ts';
import { prefetchHomePage } from '../features/home/api/prefetch-home-page.ts';
import { prefetchCardPage } from '../features/cards/api/prefetch-card-page.ts';
import { prefetchTournamentPage } from '../features/tournaments/api/prefetch-tournament-page.ts';
import { prefetchDeckStatsPage } from '../features/decks/api/prefetch-deck-stats-page.ts';

const to = (target: string) => () => redirect(target);

const search = (request: Request) => new URL(request.url).searchParams;

// Each page is its own lazily loaded module, so the first visit downloads only the shell and that page.
// The busiest pages also start their calls in their loader, which runs while the page's code downloads;
// the loaders do not wait for the answers, so the page appears as soon as its code is there.
const pages: RouteObject[] = [
  { index: true, loader: to(paths.home()) },
  {
    path: patterns.home,
    loader: () => {
      prefetchHomePage();
      return null;
    },
    lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },

  {
    path: patterns.products,
    lazy: () => import('../features/cards/pages/product-list-page.tsx').then((m) => ({ Component: m.ProductListPage })),
  },
  { path: patterns.search, loader: to(paths.searchBasic()) },
  {
    path: patterns.searchBasic,
    lazy: () => import('../features/cards/pages/search-basic-page.tsx').then((m) => ({ Component: m.SearchBasicPage })),
  },
  {
    path: patterns.searchAdvance,
    lazy: () =>
      import('../features/cards/pages/search-advance-page.tsx').then((m) => ({ Component: m.SearchAdvancePage })),
  },
  {
    path: patterns.searchResult,
    lazy: () =>
      import('../features/cards/pages/search-result-page.tsx').then((m) => ({ Component: m.SearchResultPage })),
  },
  {
    path: patterns.product,
    lazy: () =>
      import('../features/cards/pages/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  },
  {
    path: patterns.card,
    loader: ({ params }) => {
      prefetchCardPage(params.setCode, params.cardIndex);
      return null;
    },
    lazy: () => import('../features/cards/pages/card-detail-page.tsx').then((m) => ({ Component: m.CardDetailPage })),
  },

  { path: patterns.tournaments, loader: to(paths.seriesList()) },
  {
    path: patterns.seriesList,
    lazy: () =>
      import('../features/tournaments/pages/series-list-page.tsx').then((m) => ({ Component: m.SeriesListPage })),
  },
  {
    path: patterns.series,
    lazy: () =>
      import('../features/tournaments/pages/series-detail-page.tsx').then((m) => ({ Component: m.SeriesDetailPage })),
  },
  {
    path: patterns.tournament,
    loader: ({ params, request }) => {
      prefetchTournamentPage(parseIdParam(params.tournamentId), search(request));
      return null;
    },
    lazy: () =>
      import('../features/tournaments/pages/tournament-detail-page.tsx').then((m) => ({
        Component: m.TournamentDetailPage,
      })),
  },

  {
    path: patterns.decks,
    loader: ({ request }) => {
      void prefetchDeckStatsPage(search(request));
      return null;
    },
    lazy: () => import('../features/decks/pages/deck-stats-page.tsx').then((m) => ({ Component: m.DeckStatsPage })),
  },
  {
    path: patterns.deckMatchups,
    lazy: () => import('../features/decks/pages/matchups-page.tsx').then((m) => ({ Component: m.MatchupsPage })),
  },
  {
    path: patterns.deckList,
    lazy: () => import('../features/decks/pages/deck-list-page.tsx').then((m) => ({ Component: m.DeckListPage })),
  },
  {
    path: patterns.deckCategory,
    lazy: () => import('../features/decks/pages/category-page.tsx').then((m) => ({ Component: m.DeckCategoryPage })),
  },
  {
    path: patterns.deckCategoryTop,
    lazy: () =>
      import('../features/decks/pages/category-top-page.tsx').then((m) => ({ Component: m.DeckCategoryTopPage })),
  },
  {
    path: patterns.deckCategoryCards,
    lazy: () =>
      import('../features/decks/pages/category-cards-page.tsx').then((m) => ({ Component: m.DeckCategoryCardsPage })),
  },

  {
    path: patterns.playerRank,
    lazy: () => import('../features/players/pages/player-rank-page.tsx').then((m) => ({ Component: m.PlayerRankPage })),
  },
  {
    path: patterns.player,
    lazy: () =>
      import('../features/players/pages/player-profile-page.tsx').then((m) => ({ Component: m.PlayerProfilePage })),
  },

  {
    path: patterns.miniapp,
    lazy: () => import('../features/decks/pages/miniapp-page.tsx').then((m) => ({ Component: m.MiniappPage })),
  },
  {
    path: patterns.deckImport,
    lazy: () => import('../features/decks/pages/deck-import-page.tsx').then((m) => ({ Component: m.DeckImportPage })),
  },

  { path: patterns.admin, loader: to(paths.adminLogin()) },
  {
    path: patterns.adminLogin,
    lazy: () => import('../features/admin/pages/admin-login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: patterns.adminDeck,
    lazy: () => import('../features/admin/pages/admin-deck-page.tsx').then((m) => ({ Component: m.AdminDeckPage })),
  },

  {
    path: patterns.about,
    lazy: () => import('../features/about/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  { path: patterns.angeuRedirect, element: <ExternalRedirect href={EXTERNAL_LINKS.angeu} /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: patterns.root,
    element: <AppLayout />,
    // Outer boundary: an error in the shell itself.
    errorElement: <RouteError />,
    children: [
      // Inner boundary: a failing page keeps the navigation around it. The fallback sits here too, so the
      // shell is drawn at once and only the content area waits for the first page's code.
      { errorElement: <RouteError />, hydrateFallbackElement: <PageLoader />, children: pages },
    ],
  },
];

export const router = createBrowserRouter(routes);
