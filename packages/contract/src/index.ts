export * from './common.ts';
export * from './vocab.ts';
export * as app from './app.ts';
export * as auth from './auth.ts';
export * as card from './card.ts';
export * as deck from './deck.ts';
export * as player from './player.ts';
export * as tournament from './tournament.ts';
export * from './calls.ts';
export type {
  Product,
  CardSummary,
  CardBrief,
  CardDetail,
  PokemonAttr,
  CardTreeNode,
  ComparisonValue,
  CardAdvanceSearchRequest,
} from './card.ts';
export type {
  Deck,
  DeckCard,
  DeckStatRow,
  DeckStats,
  DeckCategory,
  DeckMatchups,
  MatchupCell,
  VariantRef,
  CategoryUpsertRequest,
  CategoryPreview,
} from './deck.ts';
export type { Tournament, TournamentBrief, TournamentSeries, RankRow } from './tournament.ts';
export type { PlayerInfo, PointsRankRow } from './player.ts';
export type { Home } from './app.ts';
export type { AuthInfo } from './auth.ts';
