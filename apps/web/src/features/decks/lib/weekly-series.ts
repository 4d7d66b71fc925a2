import type { ResponseOf } from '@ptcg/contract';

type Stats = ResponseOf<'deck/deck-static-by-date-and-reg'>;

export type WeeklySeries = {
  /** Archetypes drawn, in the order of the table. */
  archetypes: { id: number; name: string }[];
  /** One point per week with decks, oldest first: its label and each archetype's usage share in percent. */
  points: ({ week: string; decks: number } & Record<string, number | string>)[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "MM/DD–MM/DD" of the Monday–Sunday week starting on `monday` (YYYY-MM-DD). */
export function weekLabel(monday: string): string {
  const start = new Date(`${monday}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const md = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  return `${md(start)}–${md(end)}`;
}

/**
 * The server's week-by-week shares of the leading archetypes (`weekly`) as chart points. An archetype
 * without decks in a week had 0% that week; weeks without any decks are not in the answer at all.
 */
export function weeklySeries(stats: Pick<Stats, 'list' | 'weekly'>): WeeklySeries {
  const names = new Map(stats.list.map((row) => [row.id, row.name]));
  const ids: number[] = [];
  // Decks of no archetype are not an archetype whose trend is drawn.
  for (const week of stats.weekly)
    for (const share of week.shares) if (share.id !== 0 && !ids.includes(share.id)) ids.push(share.id);
  const archetypes = ids.map((id) => ({ id, name: names.get(id) ?? String(id) }));
  const points = [...stats.weekly]
    .sort((a, b) => a.week.localeCompare(b.week))
    .map((week) => {
      const point: { week: string; decks: number } & Record<string, number | string> = {
        week: weekLabel(week.week),
        decks: week.deckNum,
      };
      for (const archetype of archetypes) {
        const share = week.shares.find((s) => s.id === archetype.id)?.share ?? 0;
        point[archetype.name] = Math.round(share * 10000) / 100;
      }
      return point;
    });
  return { archetypes, points };
}
