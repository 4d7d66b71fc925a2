import type { RankRow, ResponseOf, Tournament, TournamentBrief, TournamentSeries } from '@ptcg/contract';
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
  's.generated',
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
    generated: r.generated,
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
    online: t.online,
    topCut: t.top_cut,
    generated: t.generated,
  };
}

/**
 * How many weeks (Monday to Sunday) the events of a series span, from the Monday of its first day to
 * the Monday of its last: 1 for a one-weekend event, 2 for an event with qualifier days the weekend
 * before, 7 for a city season of seven weekends. A series without tournaments spans its own dates;
 * 0 when neither says.
 */
async function seriesWeeks(db: Db, series: TournamentSeries): Promise<number> {
  const span = await db
    .selectFrom('tournament')
    .select([
      sql<string | null>`min(date)::text`.as('first'),
      sql<string | null>`max(coalesce(end_date, date))::text`.as('last'),
    ])
    .where('series_id', '=', series.id)
    .executeTakeFirst();
  const first = span?.first ?? series.startDate.slice(0, 10);
  const last = span?.last ?? series.endDate.slice(0, 10);
  return weeksSpanned(first, last);
}

/** Monday-to-Sunday weeks touched by the days first..last (YYYY-MM-DD); 0 for an unknown date. */
export function weeksSpanned(first: string, last: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const a = day(first);
  const b = day(last);
  if (Number.isNaN(a) || Number.isNaN(b) || first.startsWith('0001') || last.startsWith('0001') || b < a) return 0;
  const DAY = 86_400_000;
  // 1970-01-01 was a Thursday: day n of the epoch is weekday (n + 3) % 7 counted from Monday.
  const monday = (t: number) => t - ((t / DAY + 3) % 7) * DAY;
  return Math.round((monday(b) - monday(a)) / (7 * DAY)) + 1;
}

/** The tournaments of one series, newest first, and how many weeks the series spans. */
export async function tournamentsOfSeries(db: Db, series: TournamentSeries, page: number, pageSize: number) {
  const seriesId = series.id;
  const [rows, count, weeks] = await Promise.all([
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
    seriesWeeks(db, series),
  ]);
  return { list: rows.map(toTournamentBrief), total: Number(count.n), weeks };
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
    top_wins: number | null;
    top_losses: number | null;
    players: RankRow['players'] | null;
    decks: Parameters<typeof deckRefs>[0];
  }>`
    WITH page AS (
      SELECT id, rank, team_name, points, qualified, wins, losses, ties, drop_round, top_wins, top_losses,
        count(*) OVER () AS total
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
    topRecord: e.top_wins === null ? null : { wins: e.top_wins, losses: e.top_losses ?? 0 },
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
export async function regulationList(db: Db): Promise<ResponseOf<'tournament/regulation-list'>> {
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
  return {
    list: rows.map((r) => ({
      regulation: r.regulation,
      group: regulationGroup(r.regulation),
      tournamentNum: Number(r.n),
      lastDate: toIsoDate(r.last_date as string),
      isDefault: r.regulation === current,
    })),
  };
}

/** A tournament's status, or null when there is no such tournament. */
export async function tournamentStatus(db: Db, id: number): Promise<TournamentTable['status'] | null> {
  const row = await db.selectFrom('tournament').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status ?? null;
}
