import type { CardKey, CategoryRecord, PlayerRecord, SeriesRecord, TournamentRecord } from './format.ts';
import type { EnglishLine } from '#api/db/queries/card-index.ts';

/**
 * What every reader (our format, Limitless, TDF) turns a file into; store.ts writes it.
 * `where` strings locate a record for error messages ("文件 a.json 赛事 ext-12 第 3 条成绩").
 */

export type DeckSource =
  | { kind: 'cards'; cards: CardKey[] }
  | { kind: 'text'; text: string }
  /** English lines from an export (Limitless). */
  | { kind: 'english'; lines: EnglishLine[] };

export interface NormDeck {
  where: string;
  day: 1 | 2;
  slot: number;
  pinCode: string | null;
  source: DeckSource;
  /** The official mini-app code that came with the list, if the source gives one. */
  miniappCode?: string;
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
  /** The last round played before dropping; null = played to the end. */
  dropRound: number | null;
  /**
   * Matches won and lost in the top cut, apart from the swiss record above; null = did not play the
   * cut (or not known). Left out, it is counted from the tournament's top-cut pairings.
   */
  topRecord?: { wins: number; losses: number } | null;
  players: { pinCode: string; nickname: string | null }[];
  decks: NormDeck[];
}

export type TournamentFields = Omit<TournamentRecord, 'entries' | 'swiss' | 'matches'>;

export interface NormTournament {
  where: string;
  seriesExternalId: string | null;
  fields: TournamentFields;
  /**
   * The file names its format only as a group ("STANDARD"): the regulation is the one the site's
   * events of that group were played under on the event's date, looked up when the file is written.
   */
  regulationOnDate?: 'standard' | 'expanded';
  entries: NormEntry[];
  swiss: TournamentRecord['swiss'];
  matches: TournamentRecord['matches'];
}

export interface NormDocument {
  file: string;
  format: 'ptcg-cn' | 'limitless' | 'tdf';
  /** Generated demonstration data: what it writes is flagged (示例数据). */
  generated: boolean;
  categories: CategoryRecord[];
  players: PlayerRecord[];
  series: Omit<SeriesRecord, 'tournaments'>[];
  tournaments: NormTournament[];
  announcements: { kind: 'banner' | 'home'; text: string }[];
  /** Records left out under --lenient (TDF), with the reason. */
  skippedRecords: SkippedDeck[];
  /** What the operator should know about how the file was read (a format that is no Chinese regulation, …). */
  notes: string[];
}

export interface SkippedDeck {
  where: string;
  reason: string;
}

/** How the English lines of a file's decklists were resolved (Chinese print, international-only print, none). */
export interface LineSummary {
  resolved: number;
  internationalOnly: number;
  unresolved: number;
}

/** Import options given on the command line; they apply to every file of the command. */
export interface ImportOptions {
  /** Skip records with values TOM may write but this importer does not know, instead of refusing the file. */
  lenient?: boolean;
  /** Event type of TDF files (their metadata does not say whether a cup is a 城市赛 or a 超级赛). */
  type?: TournamentFields['type'];
  /** Division of TDF pods of mixed ages (category 8). */
  division?: TournamentFields['division'];
  /** Put the imported tournaments that have no series into this one, created with `seriesName` if it does not exist. */
  series?: { externalId: string; name?: string };
  /** Every event of the command is unofficial: no ladder points. */
  unofficial?: boolean;
  /** Every event of the command earns ladder points, online events included (which otherwise earn none). */
  official?: boolean;
  /** Regulation code ("GHI-CSV10C") of Limitless and TDF events, instead of the one in force on their date. */
  regulation?: string;
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
  lines: LineSummary;
  /** Records left out under --lenient, with the reason. */
  skippedRecords: SkippedDeck[];
  notes: string[];
}
