import type { z } from 'zod';
import { Nothing } from './common.ts';
import * as app from './app.ts';
import * as auth from './auth.ts';
import * as card from './card.ts';
import * as deck from './deck.ts';
import * as player from './player.ts';
import * as tournament from './tournament.ts';

export type CallDef = {
  request: z.ZodObject;
  response: z.ZodType;
  summary: string;
  /** Needs an admin session. */
  admin?: boolean;
};

function call<Req extends z.ZodObject, Res extends z.ZodType>(
  request: Req,
  response: Res,
  summary: string,
  admin = false,
) {
  return { request, response, summary, admin };
}

/** Every POST call of the API, keyed by `<area>/<name>` under `/api/v3/`. */
export const calls = {
  'app/announcement-latest': call(app.AnnouncementLatestRequest, app.Announcement, '站点公告'),
  'app/home': call(app.HomeRequest, app.Home, '首页数据'),

  'card/product-list': call(card.ProductListRequest, card.ProductList, '发售列表'),
  'card/product-detail': call(card.ProductDetailRequest, card.ProductDetail, '产品详情'),
  'card/card-detail': call(card.CardDetailRequest, card.CardDetail, '卡牌详情'),
  'card/card-basic-search': call(card.CardBasicSearchRequest, card.CardSearchResult, '简单搜索'),
  'card/card-advance-search-params': call(
    card.CardAdvanceSearchParamsRequest,
    card.CardAdvanceSearchParams,
    '高级搜索选项',
  ),
  'card/card-advance-search': call(card.CardAdvanceSearchRequest, card.CardSearchResult, '高级搜索'),
  'card/card-effect-search': call(card.CardEffectSearchRequest, card.CardEffectSearch, '同效果卡牌'),

  'deck/detail': call(deck.DeckDetailRequest, deck.Deck, '卡组详情'),
  'deck/export-miniapp': call(deck.DeckExportMiniappRequest, deck.Deck, '按小程序卡组代码导出'),
  'deck/deck-played': call(deck.DeckPlayedRequest, deck.DeckPlayed, '卡组的参赛记录'),
  'deck/consensus': call(deck.DeckConsensusRequest, deck.DeckConsensus, '卡组分类的共识卡表'),
  'deck/import-text': call(deck.DeckImportTextRequest, deck.DeckImportText, '导入 Pokémon TCG Live 卡组文本'),
  'deck/deck-static-by-date-and-reg': call(
    deck.DeckStaticByDateAndRegRequest,
    deck.DeckStats,
    '按时间与赛制的卡组统计',
  ),
  'deck/matchup': call(deck.DeckMatchupRequest, deck.DeckMatchups, '卡组对局胜率'),
  'deck/category-detail': call(deck.CategoryDetailRequest, deck.DeckCategory, '卡组分类详情'),
  'deck/category-recent-play': call(deck.CategoryRecentPlayRequest, deck.CategoryRecentPlay, '分类近期使用'),
  'deck/core-card': call(deck.CoreCardRequest, deck.CoreCards, '核心卡牌'),
  'deck/deck-recent-by-card': call(deck.DeckRecentByCardRequest, deck.DeckRecentByCard, '单卡近期使用'),
  'deck/top-player': call(deck.TopPlayerRequest, deck.TopPlayers, '分类顶尖选手'),
  'deck/deck-static-by-tour': call(deck.DeckStaticByTourRequest, deck.DeckStats, '单场赛事卡组统计'),
  'deck/category-list': call(deck.CategoryListRequest, deck.CategoryList, '卡组分类列表', true),
  'deck/category-upsert': call(deck.CategoryUpsertRequest, deck.CategoryUpsert, '新建或修改卡组分类', true),
  'deck/category-delete': call(deck.CategoryDeleteRequest, Nothing, '删除卡组分类', true),
  'deck/category-preview': call(
    deck.CategoryUpsertRequest,
    deck.CategoryPreview,
    '预览卡组分类规则的效果 (不保存)',
    true,
  ),
  'deck/category-audit': call(deck.CategoryAuditRequest, deck.CategoryAudit, '卡组分类修改记录', true),

  'tournament/series-list': call(tournament.SeriesListRequest, tournament.SeriesList, '官方系列赛列表'),
  'tournament/list': call(tournament.TournamentListRequest, tournament.TournamentList, '系列赛内的赛事'),
  'tournament/detail': call(tournament.TournamentDetailRequest, tournament.Tournament, '赛事详情'),
  'tournament/rank-individual': call(tournament.RankIndividualRequest, tournament.RankIndividual, '赛事排名'),
  'tournament/swiss': call(tournament.SwissRequest, tournament.Swiss, '瑞士轮实时积分'),
  'tournament/regulation-list': call(tournament.RegulationListRequest, tournament.RegulationList, '赛制列表'),

  'player/rank-official': call(player.RankOfficialRequest, player.RankOfficial, '官方排名'),
  'player/rank-season': call(player.RankSeasonRequest, player.PointsRank, '赛季积分排名'),
  'player/seasons': call(player.SeasonsRequest, player.Seasons, '赛季列表'),
  'player/rank-career': call(player.RankCareerRequest, player.PointsRank, '生涯积分排名'),
  'player/info': call(player.PlayerInfoRequest, player.PlayerInfo, '选手资料'),
  'player/recent-played': call(player.RecentPlayedRequest, player.RecentPlayed, '选手参赛记录'),
  'player/rank-rate-series': call(player.RankRateSeriesRequest, player.RankRateSeries, '积分系列赛排名'),

  'auth/login': call(auth.LoginRequest, auth.AuthInfo, '管理员登录'),
  'auth/logout': call(auth.LogoutRequest, Nothing, '退出登录'),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the caller sends (defaults optional). */
export type RequestOf<N extends CallName> = z.input<Calls[N]['request']>;
/** What the handler receives (defaults applied). */
export type ParsedRequestOf<N extends CallName> = z.output<Calls[N]['request']>;
export type ResponseOf<N extends CallName> = z.output<Calls[N]['response']>;
export const CALL_NAMES = Object.keys(calls) as CallName[];

/**
 * Calls whose answers the server writes into every page (index.html, `<meta name="known-answers">`, as
 * JSON keyed by call name): their answer depends on the data alone and takes the empty body, and a first
 * screen needs it before it can make its own calls.
 */
export const KNOWN_ANSWER_CALLS = ['tournament/regulation-list'] as const satisfies readonly CallName[];
export type KnownAnswers = { [N in (typeof KNOWN_ANSWER_CALLS)[number]]: ResponseOf<N> };

/** One call of a page's first screen, as its hook keys it (`[name, body]`). */
export type FirstScreenCall = { [N in CallName]: { name: N; body: RequestOf<N> } }[CallName];
/** A first-screen call with the server's answer (the `data` of its envelope). */
export type FirstScreenAnswer = FirstScreenCall & { answer: unknown };

/**
 * The web app's server-side entry (`apps/web/dist-server/first-screen.js`, built with the web app): for
 * the pages it draws on the server, the calls their first screen needs and the markup drawn from their
 * answers. The server loads the built file; the two sides share only this shape.
 */
export interface FirstScreenModule {
  /** The calls the page at `url` (path and query) draws its first screen from; null for a page not drawn on the server. */
  firstScreenCalls(url: string): FirstScreenCall[] | null;
  /**
   * The page's markup for `#root`, drawn as the browser draws it first (`phone` chooses the narrow
   * layout), and the source modules of its lazily loaded code (keys of the browser build's manifest), whose
   * styles the page needs from its first paint.
   */
  renderFirstScreen(input: {
    url: string;
    answers: FirstScreenAnswer[];
    phone: boolean;
  }): Promise<{ markup: string; modules: string[] }>;
}

/**
 * `<meta name="first-screen">` on a page drawn on the server: `{ at, answers }`, the answers its markup was
 * drawn from and when (ms since 1970), for the web app to start from instead of asking again.
 */
export const FIRST_SCREEN_META = 'first-screen';
export type FirstScreenMeta = { at: number; answers: FirstScreenAnswer[] };
