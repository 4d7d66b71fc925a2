import { typesOfLevel, type Home, type PlayerInfo, type PointsRankRow, type TournamentLevel } from '@ptcg/contract';
import { currentSeason, seasonRange, toIsoDate } from '@ptcg/tcg';
import { sql } from 'kysely';
import { ALL_DIVISIONS, SCOPE } from '../player-points.ts';
import type { Db } from '../index.ts';
import { deckRefs, entryDecksJson } from './deck.ts';
import { containsPattern } from '#api/lib/sql-like.ts';

export interface RankingFilter {
  scope: string;
  division: string;
  search: string;
  page: number;
  pageSize: number;
}

interface PointsRow {
  pin_code: string;
  nickname: string;
  division: string;
  points: number;
  points_times: number;
  play_times: number;
  rank: number;
  division_rank: number;
}

/**
 * Pin codes of the players a search names: the exact pin code (as typed or upper-cased), or a
 * substring of the current nickname or of any name the player was listed under before. Used for the
 * published official ranking; player_points rows carry the names themselves (search_text).
 */
function searchedPins(search: string) {
  const like = containsPattern(search);
  return sql`(
    SELECT pin_code FROM player WHERE pin_code IN (${search}, ${search.toUpperCase()}) OR nickname ILIKE ${like}
    UNION
    SELECT pin_code FROM player_name WHERE nickname ILIKE ${like}
  )`;
}

/**
 * A page of one player_points ranking (a season, the career, the computed official list or the
 * rate series), in one query. Without a search the page is a range of the stored position and the
 * total its maximum, so a page costs the same at any depth. A search matches the stored names or
 * the exact pin code and keeps each player's true rank; its total is counted over the matches.
 */
export async function pointsRankPage(db: Db, f: RankingFilter): Promise<{ list: PointsRow[]; total: number }> {
  const offset = (f.page - 1) * f.pageSize;
  const inRanking = f.search
    ? sql`pp.scope = ${f.scope} AND pp.division = ${f.division}
        AND ((pp.search_grams @> query_grams(lower(${f.search})) AND pp.search_text LIKE lower(${containsPattern(f.search)}))
          OR pp.pin_code IN (${f.search}, ${f.search.toUpperCase()}))`
    : sql`pp.scope = ${f.scope} AND pp.division = ${f.division}`;
  // The page is chosen from player_points alone; only its rows are joined to their players.
  const page = f.search
    ? sql`SELECT pp.*, count(*) OVER () AS total FROM player_points pp WHERE ${inRanking}
          ORDER BY pp.position LIMIT ${f.pageSize} OFFSET ${offset}`
    : sql`SELECT pp.*, (SELECT max(position) FROM player_points WHERE scope = ${f.scope} AND division = ${f.division}) AS total
          FROM player_points pp WHERE ${inRanking} AND pp.position > ${offset} AND pp.position <= ${offset + f.pageSize}`;
  const { rows } = await sql<PointsRow & { total: number }>`
    WITH page AS (${page})
    SELECT page.pin_code, p.nickname, page.division, page.points, page.points_times, page.play_times, page.rank,
           page.division_rank, page.total
    FROM page JOIN player p ON p.pin_code = page.pin_code
    ORDER BY page.position
  `.execute(db);
  if (rows.length > 0) return { list: rows, total: Number(rows[0]!.total) };
  // A page past the end still tells the client how many rows there are.
  const {
    rows: [count],
  } = await sql<{ n: number }>`SELECT count(*) AS n FROM player_points pp WHERE ${inRanking}`.execute(db);
  return { list: [], total: Number(count?.n ?? 0) };
}

export function toPointsRankRow(r: PointsRow): PointsRankRow {
  return {
    rank: r.rank,
    divisionRank: r.division_rank,
    nickname: r.nickname,
    pinCode: r.pin_code,
    division: r.division,
    points: r.points,
    pointsTimes: r.points_times,
    playTimes: r.play_times,
  };
}

export const rateSeriesPage = (db: Db, f: Omit<RankingFilter, 'scope' | 'division'>) =>
  pointsRankPage(db, { ...f, scope: SCOPE.rate, division: ALL_DIVISIONS });

/**
 * The official ranking: the organiser's published list when one was imported (official_ranking),
 * else the list computed into player_points (see refreshPlayerStats for the rule).
 */
export async function officialRankPage(db: Db, f: Omit<RankingFilter, 'scope' | 'division'>, season: string) {
  const published = await db.selectFrom('official_ranking').select('pin_code').limit(1).executeTakeFirst();
  if (!published) {
    const { list, total } = await pointsRankPage(db, {
      ...f,
      scope: `${SCOPE.official}:${season}`,
      division: 'Master',
    });
    return {
      list: list.map((r) => ({
        ranking: r.division_rank,
        nickName: r.nickname,
        pinCode: r.pin_code,
        points: r.points,
      })),
      total,
    };
  }
  let query = db.selectFrom('official_ranking as o').innerJoin('player as p', 'p.pin_code', 'o.pin_code');
  if (f.search) query = query.where(sql<boolean>`o.pin_code IN ${searchedPins(f.search)}`);
  const [rows, count] = await Promise.all([
    query
      .select(['o.ranking', 'p.nickname', 'o.pin_code', 'o.points'])
      .orderBy('o.ranking')
      .orderBy('o.pin_code')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ranking: r.ranking, nickName: r.nickname, pinCode: r.pin_code, points: r.points })),
    total: Number(count.n),
  };
}

/** Exclusive top-cut buckets: rank 1, rank 2, ranks 3–4, 5–8 and 9–16. */
const TOP_CUT_BUCKETS: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 2],
  [3, 4],
  [5, 8],
  [9, 16],
];

interface ProfileRow {
  pin_code: string;
  nickname: string;
  generated: boolean;
  history: string[] | null;
  top_cuts: Record<string, number[]> | null;
  points: { scope: string; points: number; rank: number }[] | null;
  play_times: number;
}

/** The profile of one player in one query, or undefined for an unknown pin code. */
export async function playerInfo(db: Db, pinCode: string, current: string): Promise<PlayerInfo | undefined> {
  // A place counts as a top cut only inside the event's real cut: 8th of an event that cut to 4 is no
  // top 8. The winner of an event without a cut is still its champion.
  const buckets = sql.join(
    TOP_CUT_BUCKETS.map(
      ([lo, hi]) =>
        sql`count(*) FILTER (WHERE e.rank BETWEEN ${lo}::int AND ${hi}::int AND (e.rank = 1 OR e.rank <= t.top_cut))`,
    ),
  );
  const { rows } = await sql<ProfileRow>`
    SELECT p.pin_code, p.nickname, p.generated,
      -- Former names, newest first.
      (SELECT json_agg(n.nickname ORDER BY n.first_seen DESC, n.nickname) FROM player_name n
       WHERE n.pin_code = p.pin_code AND n.nickname <> p.nickname) AS history,
      -- Career top cuts: {"City": [1st, 2nd, 3-4, 5-8, 9-16], ...} over the player's ended individual
      -- events of each type. Team events (a team's place is not one player's) and rate-series events
      -- (a separate points race) are left out, as are unofficial online events.
      (SELECT json_object_agg(x.type, x.cuts) FROM (
         SELECT t.type, json_build_array(${buckets}) AS cuts
         FROM entry_player ep JOIN entry e ON e.id = ep.entry_id JOIN tournament t ON t.id = e.tournament_id
         WHERE ep.pin_code = p.pin_code AND t.status = 'ended' AND e.rank <= 16
           AND NOT t.is_team AND NOT t.is_rate AND NOT t.unofficial
         GROUP BY t.type) x) AS top_cuts,
      (SELECT json_agg(json_build_object('scope', pp.scope, 'points', pp.points, 'rank', pp.division_rank))
       FROM player_points pp WHERE pp.pin_code = p.pin_code AND (pp.scope = ${SCOPE.career} OR pp.scope ~ '^[0-9]{2}-[0-9]{2}$')) AS points,
      (SELECT count(*) FROM entry_player ep WHERE ep.pin_code = p.pin_code) AS play_times
    FROM player p WHERE p.pin_code = ${pinCode}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const points = row.points ?? [];
  // By level, as the profile's three columns show: 高级赛 (Ultra) counts with the Master level.
  const cuts = (level: TournamentLevel) =>
    TOP_CUT_BUCKETS.map((_, i) =>
      typesOfLevel(level).reduce((sum, type) => sum + Number(row.top_cuts?.[type]?.[i] ?? 0), 0),
    );
  // A player who changed division within a season shows the division where they scored most.
  // The season today is in first (with 0 points if none yet), then every season played, newest first.
  const seasons = [...new Set([current, ...points.map((p) => p.scope).filter((scope) => scope !== SCOPE.career)])].sort(
    (a, b) => (a === current ? -1 : b === current ? 1 : seasonRange(b).from.localeCompare(seasonRange(a).from)),
  );
  const seasonPoints = seasons.map((season) => {
    const best = points.filter((p) => p.scope === season).sort((a, b) => b.points - a.points)[0];
    return { season, points: best ? Number(best.points) : 0, rank: best?.rank ?? null };
  });
  return {
    nickName: row.nickname,
    historyName: row.history ?? [],
    pinCode: row.pin_code,
    topCuts: { Master: cuts('Master'), Great: cuts('Great'), City: cuts('City') },
    seasonPoints,
    careerPoints: points.filter((p) => p.scope === SCOPE.career).reduce((s, p) => s + Number(p.points), 0),
    playTimes: Number(row.play_times),
    generated: row.generated,
  };
}

interface PlayedRow {
  entry_id: number;
  id: number;
  name: string;
  date: string;
  type: string;
  division: string;
  is_qual: boolean;
  is_team: boolean;
  is_rate: boolean;
  online: boolean;
  rank: number;
  participant_count: number;
  points: number;
  qualified: boolean;
  total: number;
  decks: Parameters<typeof deckRefs>[0];
}

/**
 * A player's events, newest first, optionally of one type, with the decks the player used there, in
 * one query. Undefined for an unknown pin code.
 */
export async function recentPlayed(
  db: Db,
  pinCode: string,
  level: TournamentLevel | null,
  page: number,
  pageSize: number,
) {
  const types = level ? typesOfLevel(level) : null;
  const ofType = types ? sql`AND t.type = ANY(${types}::text[])` : sql``;
  const { rows } = await sql<PlayedRow>`
    WITH page AS (
      SELECT e.id AS entry_id, t.id, t.name, t.date, t.type, t.division, t.is_qual, t.is_team, t.is_rate, t.online,
             e.rank, t.participant_count, e.points, e.qualified, count(*) OVER () AS total
      FROM entry_player ep
      JOIN entry e ON e.id = ep.entry_id
      JOIN tournament t ON t.id = e.tournament_id
      WHERE ep.pin_code = ${pinCode} ${ofType}
      ORDER BY t.date DESC, t.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT page.*, ${entryDecksJson(sql.ref('page.entry_id'), pinCode)} AS decks
    FROM page ORDER BY date DESC, id DESC
  `.execute(db);
  const list = rows.map((r) => ({
    date: toIsoDate(r.date),
    tournamentId: r.id,
    tournamentName: r.name,
    type: r.type,
    division: r.division,
    isQual: r.is_qual,
    isTeam: r.is_team,
    isRate: r.is_rate,
    online: r.online,
    rank: r.rank,
    participant: r.participant_count,
    points: Number(r.points),
    qualified: r.qualified,
    decks: deckRefs(r.decks),
  }));
  if (rows.length > 0) return { list, total: Number(rows[0]!.total) };
  // An empty page: an unknown player, or a page past the end of a known one.
  const known = await db
    .selectFrom('player as p')
    .select((eb) =>
      eb
        .selectFrom('entry_player as ep')
        .innerJoin('entry as e', 'e.id', 'ep.entry_id')
        .innerJoin('tournament as t', 't.id', 'e.tournament_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('ep.pin_code', '=', 'p.pin_code')
        .where((w) => (types ? w('t.type', 'in', types) : w.lit(true)))
        .as('n'),
    )
    .where('p.pin_code', '=', pinCode)
    .executeTakeFirst();
  return known ? { list, total: Number(known.n ?? 0) } : undefined;
}

/** Seasons with ended events (and the current one), newest first, with their dates and event counts. */
export async function seasonList(db: Db, today: Date) {
  const { rows } = await sql<{ season: string; n: number }>`
    SELECT to_char(date - interval '8 months', 'YY') || '-' || to_char(date + interval '4 months', 'YY') AS season, count(*)::int AS n
    FROM tournament WHERE status = 'ended' GROUP BY 1`.execute(db);
  const current = currentSeason(today);
  const counts = new Map(rows.map((r) => [r.season, r.n]));
  const list = [...new Set([current, ...counts.keys()])]
    .map((season) => ({ season, ...seasonRange(season), tournamentNum: counts.get(season) ?? 0 }))
    .sort((a, b) => b.from.localeCompare(a.from));
  return { current, list };
}

/** The home page's top players: the current season's Master division leaders. */
export async function seasonTopPlayers(db: Db, limit: number, season: string): Promise<Home['topPlayers']> {
  const rows = await db
    .selectFrom('player_points as pp')
    .innerJoin('player as p', 'p.pin_code', 'pp.pin_code')
    .select(['pp.pin_code', 'p.nickname', 'pp.division_rank', 'pp.points'])
    .where('pp.scope', '=', season)
    .where('pp.division', '=', 'Master')
    .orderBy('pp.position')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    pinCode: r.pin_code,
    nickname: r.nickname,
    divisionRank: r.division_rank,
    points: r.points,
  }));
}
