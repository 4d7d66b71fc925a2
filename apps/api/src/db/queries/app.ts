import type { Home } from '@ptcg/contract';
import { DEFAULT_REGULATION, HOME_TOP_DECKS } from '@ptcg/contract';
import { toIsoDate } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { deckStatsByDate, UNCLASSIFIED } from './deck-stats.ts';
import { seasonTopPlayers } from './player.ts';

export async function latestAnnouncement(db: Db, kind: 'banner' | 'home'): Promise<string> {
  const row = await db
    .selectFrom('announcement')
    .select('text')
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.text ?? '';
}

/** Whether the generated default season is loaded: statistics and rankings are then built from it. */
export async function demoSeasonLoaded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('tournament').select('id').where('generated', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The regulation of the most recent ended tournament: the format the community plays now. */
export async function currentRegulation(db: Db): Promise<string> {
  const row = await db
    .selectFrom('tournament')
    .select('regulation')
    .where('status', '=', 'ended')
    .where('regulation', '<>', '')
    .where('regulation', 'not like', 'EXP%')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.regulation ?? DEFAULT_REGULATION;
}

/** Recent ended official events with their winner and runner-up (online and unofficial events are left out). */
async function recentTournaments(db: Db): Promise<Home['recent']> {
  const rows = await db
    .selectFrom('tournament as t')
    .select([
      't.id',
      't.name',
      't.date',
      't.participant_count',
      't.regulation',
      sql<
        string | null
      >`(SELECT string_agg(ep.nickname, ' / ' ORDER BY ep.seat) FROM entry e JOIN entry_player ep ON ep.entry_id = e.id WHERE e.tournament_id = t.id AND e.rank = 1)`.as(
        'champion',
      ),
      sql<
        string | null
      >`(SELECT string_agg(ep.nickname, ' / ' ORDER BY ep.seat) FROM entry e JOIN entry_player ep ON ep.entry_id = e.id WHERE e.tournament_id = t.id AND e.rank = 2)`.as(
        'finalist',
      ),
      sql<string | null>`(SELECT s.img FROM tournament_series s WHERE s.id = t.series_id)`.as('img'),
    ])
    .where('t.status', '=', 'ended')
    .where('t.unofficial', '=', false)
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(8)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    date: toIsoDate(r.date),
    players: r.participant_count,
    format: r.regulation,
    champion: r.champion,
    finalist: r.finalist,
    img: r.img,
  }));
}

async function seriesByStatus(db: Db, status: 'upcoming' | 'ongoing'): Promise<Home['ongoing']> {
  const rows = await db
    .selectFrom('tournament_series')
    .select(['id', 'name', 'start_date', 'format', 'img'])
    .where('status', '=', status)
    .orderBy('start_date', status === 'upcoming' ? 'asc' : 'desc')
    .limit(8)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    date: toIsoDate(r.start_date),
    format: r.format ?? '',
    img: r.img,
  }));
}

/** The most played archetypes of a regulation over all its events, linked to their category page. */
async function topDecks(db: Db, regulation: string): Promise<Home['topDecks']> {
  const stats = await deckStatsByDate(
    db,
    {
      topCuts: 0,
      isVariant: false,
      sortByPoints: false,
      regulation,
      regulationMark: '',
      hasTeam: false,
    },
    null,
  );
  return stats.list
    .filter((r) => r.id !== UNCLASSIFIED)
    .slice(0, HOME_TOP_DECKS)
    .map((r) => ({
      id: r.id,
      name: r.name,
      label: r.label,
      icon: r.icon,
      count: r.count,
      share: r.share,
      points2: r.points2,
      link: `/decks/${r.id}?all=true`,
    }));
}

export async function homeData(db: Db, season: string): Promise<Home> {
  const [text, format, recent, upcoming, ongoing, topPlayers, demo] = await Promise.all([
    latestAnnouncement(db, 'home'),
    currentRegulation(db),
    recentTournaments(db),
    seriesByStatus(db, 'upcoming'),
    seriesByStatus(db, 'ongoing'),
    seasonTopPlayers(db, 10, season),
    demoSeasonLoaded(db),
  ]);
  return { text, format, topDecks: await topDecks(db, format), topPlayers, recent, upcoming, ongoing, demo };
}
