import type { RankRow, Tournament, TournamentBrief, TournamentSeries } from '@ptcg/contract';
import { parseRegulation, regulationGroup, toIsoDate } from '@ptcg/tcg';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import type { TournamentSeriesTable, TournamentTable } from '../schema.ts';
import { currentRegulation } from './app.ts';
import { deckRefs, entryDecksJson } from './deck.ts';

type SeriesRow = Selectable<TournamentSeriesTable> & { tournament_num: number };

const seriesColumns = [
  's.id',
  's.name',
  's.status',
  's.start_date',
  's.end_date',
  's.link',
  's.img',
  's.format',
  sql<number>`(SELECT count(*) FROM tournament t WHERE t.series_id = s.id)`.as('tournament_num'),
] as const;

function toSeries(r: Omit<SeriesRow, 'external_id'>): TournamentSeries {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    startDate: toIsoDate(r.start_date),
    endDate: toIsoDate(r.end_date),
    tournamentNum: r.tournament_num,
    link: r.link ?? '',
    img: r.img,
    format: r.format,
  };
}

/** A page of series, newest start first. */
export async function seriesPage(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ list: TournamentSeries[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('tournament_series as s')
      .select(seriesColumns)
      .orderBy(sql`s.start_date DESC NULLS LAST`)
      .orderBy('s.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('tournament_series')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toSeries), total: Number(count.n) };
}

export async function seriesById(db: Db, id: number): Promise<TournamentSeries | undefined> {
  const row = await db
    .selectFrom('tournament_series as s')
    .select(seriesColumns)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row && toSeries(row);
}

const REGULATION_OF_GROUP: Record<ReturnType<typeof regulationGroup>, TournamentBrief['regulation']> = {
  standard: 'Standard',
  expanded: 'Expanded',
  smSeries: 'Sun & Moon Series',
};

/** A one-day event ends on its start date: clients read endDate as the real last day. */
export function toTournamentBrief(t: Selectable<TournamentTable>): TournamentBrief {
  return {
    id: t.id,
    seriesId: t.series_id,
    name: t.name,
    status: t.status,
    date: toIsoDate(t.date),
    endDate: toIsoDate(t.end_date ?? t.date),
    location: t.location,
    regulation: REGULATION_OF_GROUP[regulationGroup(t.regulation)],
    regulationMark: t.regulation_mark,
    // The regulation code names the last legal product when the row does not say it itself.
    formatEnd: t.format_end ?? parseRegulation(t.regulation)?.lastSet ?? null,
    regulationCode: t.regulation,
    isTeam: t.is_team,
    isQual: t.is_qual,
    isRate: t.is_rate,
    type: t.type,
    division: t.division,
    participantCount: t.participant_count,
    twoDay: t.two_day,
    multiDeck: t.multi_deck,
    unofficial: t.unofficial,
    topCut: t.top_cut,
  };
}

/** The tournaments of one series, newest first. */
export async function tournamentsOfSeries(db: Db, seriesId: number, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('tournament')
      .selectAll()
      .where('series_id', '=', seriesId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('tournament')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('series_id', '=', seriesId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toTournamentBrief), total: Number(count.n) };
}

export async function tournamentRow(db: Db, id: number): Promise<Selectable<TournamentTable> | undefined> {
  return db.selectFrom('tournament').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function tournamentDetail(db: Db, t: Selectable<TournamentTable>): Promise<Tournament> {
  const series =
    t.series_id === null
      ? undefined
      : await db.selectFrom('tournament_series').select('name').where('id', '=', t.series_id).executeTakeFirst();
  return { ...toTournamentBrief(t), seriesName: series?.name ?? null, notification: t.notification };
}

/**
 * One page of the final standings with each row's players and decks, in one query. Ranks order the
 * rows, so NC (999998) and DQ (999999) come last. Players are listed under the name they entered
 * with; two-day events also split the decks by day.
 */
export async function rankPage(db: Db, t: Selectable<TournamentTable>, page: number, pageSize: number) {
  const { rows } = await sql<{
    id: number;
    rank: number;
    team_name: string | null;
    points: number;
    qualified: boolean;
    total: number;
    wins: number;
    losses: number;
    ties: number;
    drop_round: number | null;
    players: RankRow['players'] | null;
    decks: Parameters<typeof deckRefs>[0];
  }>`
    WITH page AS (
      SELECT id, rank, team_name, points, qualified, wins, losses, ties, drop_round, count(*) OVER () AS total
      FROM entry WHERE tournament_id = ${t.id}
      ORDER BY rank, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT page.*,
      (SELECT json_agg(json_build_object('pinCode', ep.pin_code, 'nickname', ep.nickname) ORDER BY ep.seat, ep.pin_code)
       FROM entry_player ep WHERE ep.entry_id = page.id) AS players,
      ${entryDecksJson(sql.ref('page.id'))} AS decks
    FROM page ORDER BY rank, id
  `.execute(db);
  const list: RankRow[] = rows.map((e) => ({
    rank: e.rank,
    teamName: t.is_team ? (e.team_name ?? '') : '',
    players: e.players ?? [],
    points: Number(e.points),
    qualified: e.qualified,
    decks: deckRefs(e.decks),
    day1: t.two_day ? deckRefs(e.decks, 1) : [],
    day2: t.two_day ? deckRefs(e.decks, 2) : [],
    record: e.wins + e.losses + e.ties > 0 ? { wins: e.wins, losses: e.losses, ties: e.ties } : null,
    dropRound: e.drop_round,
  }));
  if (rows.length > 0) return { list, total: Number(rows[0]!.total) };
  const count = await db
    .selectFrom('entry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tournament_id', '=', t.id)
    .executeTakeFirstOrThrow();
  return { list, total: Number(count.n) };
}

/**
 * Live swiss standings of an ongoing event, in rank order, with each player's W-L-T counted from the
 * stored swiss pairings (a bye is a win, a double loss a loss for both); null for a player without any.
 */
export async function swissStandings(db: Db, tournamentId: number) {
  const { rows } = await sql<{
    rank: number;
    name: string;
    pin_code: string;
    points: number;
    wins: number | null;
    losses: number | null;
    ties: number | null;
  }>`
    WITH results AS (
      SELECT player1 AS pin, CASE WHEN outcome IN (1, 5) THEN 'w' WHEN outcome = 3 THEN 't' ELSE 'l' END AS r
      FROM match WHERE tournament_id = ${tournamentId} AND phase = 'swiss'
      UNION ALL
      SELECT player2, CASE WHEN outcome = 2 THEN 'w' WHEN outcome = 3 THEN 't' ELSE 'l' END
      FROM match WHERE tournament_id = ${tournamentId} AND phase = 'swiss' AND player2 IS NOT NULL
    ), records AS (
      SELECT pin, count(*) FILTER (WHERE r = 'w')::int AS wins, count(*) FILTER (WHERE r = 'l')::int AS losses,
        count(*) FILTER (WHERE r = 't')::int AS ties
      FROM results GROUP BY pin
    )
    SELECT s.rank, s.name, s.pin_code, s.points, r.wins, r.losses, r.ties
    FROM swiss_standing s LEFT JOIN records r ON r.pin = s.pin_code
    WHERE s.tournament_id = ${tournamentId}
    ORDER BY s.rank, s.pin_code`.execute(db);
  return rows;
}

/**
 * Every regulation tournaments were played under, most recently played first, with its group and
 * whether it is the site's current one (the regulation of the latest ended Standard event).
 */
export async function regulationList(db: Db) {
  const [rows, current] = await Promise.all([
    db
      .selectFrom('tournament')
      .select(['regulation', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('date').as('last_date')])
      .where('regulation', '<>', '')
      .groupBy('regulation')
      .orderBy(sql`max(date)`, 'desc')
      .orderBy('regulation')
      .execute(),
    currentRegulation(db),
  ]);
  return rows.map((r) => ({
    regulation: r.regulation,
    group: regulationGroup(r.regulation),
    tournamentNum: Number(r.n),
    lastDate: toIsoDate(r.last_date as string),
    isDefault: r.regulation === current,
  }));
}
