import { sql } from 'kysely';
import type { Db } from '#api/db/index.ts';
import { bumpDataVersion } from '#api/db/data-version.ts';
import { refreshDerivedData } from '#api/stats/index.ts';

/** Announcements that are replaced when the generated season goes, as long as nobody changed them. */
export interface AnnouncementSwap {
  kind: 'banner' | 'home';
  from: string;
  to: string;
}

/**
 * Removes the generated default season in one transaction: its tournaments (with their results,
 * pairings and decklist links), the series and players only it listed, and it records that it is gone,
 * so the next start does not load it again. Real results, deck categories and decklists stay. The
 * demonstration announcements give way to the given ones unless an operator already changed them.
 * Player points and statistics are rebuilt from what remains.
 */
export async function removeGeneratedSeason(
  db: Db,
  announcements: AnnouncementSwap[],
): Promise<{ series: number; tournaments: number; players: number }> {
  return db.transaction().execute(async (trx) => {
    const tournaments = await sql`DELETE FROM tournament WHERE generated`.execute(trx);
    const series = await sql`
      DELETE FROM tournament_series s
      WHERE s.generated AND NOT EXISTS (SELECT 1 FROM tournament t WHERE t.series_id = s.id)`.execute(trx);
    const players = await sql`
      DELETE FROM player p
      WHERE p.generated AND NOT EXISTS (SELECT 1 FROM entry_player ep WHERE ep.pin_code = p.pin_code)`.execute(trx);
    await sql`
      INSERT INTO default_season (id, removed_at) VALUES (1, now())
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at`.execute(trx);
    for (const a of announcements)
      await sql`UPDATE announcement SET text = ${a.to} WHERE kind = ${a.kind} AND text = ${a.from}`.execute(trx);
    await refreshDerivedData(trx, { categories: false, results: true });
    await bumpDataVersion(trx);
    return {
      series: Number(series.numAffectedRows ?? 0),
      tournaments: Number(tournaments.numAffectedRows ?? 0),
      players: Number(players.numAffectedRows ?? 0),
    };
  });
}

/** Whether the generated default season was removed: it is then never loaded again. */
export async function generatedSeasonRemoved(db: Db): Promise<boolean> {
  const row = await db.selectFrom('default_season').select('removed_at').where('id', '=', 1).executeTakeFirst();
  return Boolean(row?.removed_at);
}
