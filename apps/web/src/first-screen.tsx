// The server-side entry of the web app (built to dist-server/first-screen.js, loaded by the API server):
// pages a player opens first on a phone, drawn from their calls' answers into the HTML, so the first rows
// show as soon as the page arrives instead of after the JavaScript has downloaded and run. The browser
// then draws the same page itself and replaces this markup (main.tsx), from the same answers.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import type { FirstScreenCall, FirstScreenModule } from '@ptcg/contract';
import { AppLayout } from './app/layout/app-layout.tsx';
import { AppProviders } from './app/providers.tsx';
import { cardPageCalls } from './features/cards/api/prefetch-card-page.ts';
import { CardDetailPage } from './features/cards/pages/card-detail-page.tsx';
import { tournamentPageCalls } from './features/tournaments/api/prefetch-tournament-page.ts';
import { TournamentDetailPage } from './features/tournaments/pages/tournament-detail-page.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { parseIdParam } from './lib/route-params.ts';
import { patterns } from './lib/paths.ts';
import { ServerScreen } from './lib/phone-screen.ts';

/** What the shell draws on every page: the announcement above the content. */
const SHELL_CALLS: FirstScreenCall[] = [{ name: 'app/announcement-latest', body: {} }];

/**
 * The pages drawn on the server, each with the calls of its first screen (the same calls its route starts
 * in the browser): the standings of an event, what players open after a weekend, often on a phone, and a
 * card, the page links to the site most often point at.
 */
const PAGES = [
  {
    pattern: patterns.tournament,
    Component: TournamentDetailPage,
    // The route's lazily loaded module (router.tsx), as the browser build's manifest names it.
    module: 'src/features/tournaments/pages/tournament-detail-page.tsx',
    calls: (params: Record<string, string | undefined>, search: URLSearchParams) =>
      tournamentPageCalls(parseIdParam(params.tournamentId), search),
  },
  {
    pattern: patterns.card,
    Component: CardDetailPage,
    module: 'src/features/cards/pages/card-detail-page.tsx',
    calls: (params: Record<string, string | undefined>) => cardPageCalls(params.setCode, params.cardIndex),
  },
];

/** The shell with every page drawn here, as the browser's router nests them (router.tsx); made once. */
const handler = createStaticHandler([
  {
    path: patterns.root,
    Component: AppLayout,
    children: PAGES.map((page) => ({ path: page.pattern, Component: page.Component })),
  },
]);

/** The source modules of the pages drawn here, for the test that they exist and are the routes' own. */
export const drawnPageModules = PAGES.map((page) => page.module);

function parse(url: string) {
  const parsed = new URL(url, 'http://site.invalid');
  for (const page of PAGES) {
    const match = matchPath(page.pattern, parsed.pathname);
    if (match) return { page, params: match.params, search: parsed.searchParams, href: parsed.href };
  }
  return null;
}

export const firstScreenCalls: FirstScreenModule['firstScreenCalls'] = (url) => {
  const found = parse(url);
  if (!found) return null;
  const calls = found.page.calls(found.params, found.search);
  return calls.length === 0 ? null : [...SHELL_CALLS, ...calls];
};

export const renderFirstScreen: FirstScreenModule['renderFirstScreen'] = async ({ url, answers, phone }) => {
  const found = parse(url);
  if (!found) throw new Error(`not a page drawn on the server: ${url}`);
  const client = createQueryClient();
  for (const { name, body, answer } of answers) client.setQueryData([name, body], answer);
  const context = await handler.query(new Request(found.href));
  if (context instanceof Response) throw new Error(`the page at ${url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProviders client={client}>
      <ServerScreen.Provider value={phone ? 'phone' : 'wide'}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerScreen.Provider>
    </AppProviders>,
  );
  client.clear();
  return { markup, modules: [found.page.module] };
};
