import type { CardKey, CategoryRecord, PlayerRecord, SeriesRecord, TournamentRecord } from './format.ts';
import type { EnglishLine } from './cards.ts';

/**
 * What every reader (our format, Limitless, TDF) turns a file into; store.ts writes it.
 * `where` strings locate a record for error messages ("文件 a.json 赛事 ext-12 第 3 条成绩").
 */

export type DeckSource =
  | { kind: 'cards'; cards: CardKey[] }
  | { kind: 'text'; text: string }
  /** English lines from an export; unresolved cards skip the deck (listed in the report) instead of failing. */
  | { kind: 'english'; lines: EnglishLine[] };

export interface NormDeck {
  where: string;
  day: 1 | 2;
  slot: number;
  pinCode: string | null;
  source: DeckSource;
}

export interface NormEntry {
  where: string;
  rank: number;
  points: number;
  matchPoints: number;
  wins: number;
  losses: number;
  ties: number;
  owp: number | null;
  oowp: number | null;
  qualified: boolean;
  teamName: string | null;
  players: { pinCode: string; nickname: string | null }[];
  decks: NormDeck[];
}

export type TournamentFields = Omit<TournamentRecord, 'entries' | 'swiss' | 'matches'>;

export interface NormTournament {
  where: string;
  seriesExternalId: string | null;
  fields: TournamentFields;
  entries: NormEntry[];
  swiss: TournamentRecord['swiss'];
  matches: TournamentRecord['matches'];
}

export interface NormDocument {
  file: string;
  format: 'ptcg-cn' | 'limitless' | 'tdf';
  categories: CategoryRecord[];
  players: PlayerRecord[];
  series: Omit<SeriesRecord, 'tournaments'>[];
  tournaments: NormTournament[];
  announcements: { kind: 'banner' | 'home'; text: string }[];
}

export interface SkippedDeck {
  where: string;
  reason: string;
}

export interface FileReport {
  file: string;
  format: NormDocument['format'];
  series: number;
  tournaments: number;
  entries: number;
  players: number;
  decks: number;
  newDecks: number;
  categories: number;
  skippedDecks: SkippedDeck[];
}
