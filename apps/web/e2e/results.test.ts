import { beforeAll, describe, expect, test } from 'vitest';
import type { RankRow, RequestOf, ResponseOf } from '@ptcg/contract';
import { DESKTOP_WIDTH, PHONE_WIDTH, setupBrowser, apiClient } from './browser.ts';

const app = setupBrowser();
const POLL = { timeout: 10_000 };

const api = apiClient(app.baseUrl);

/** Every row of a paged call, read page by page at the largest page size the API allows. */
async function allRows<N extends 'tournament/series-list' | 'tournament/list'>(
  name: N,
  body: Omit<RequestOf<N>, 'page' | 'pageSize'>,
): Promise<ResponseOf<N>['list']> {
  const rows: ResponseOf<N>['list'] = [];
  for (let page = 1; ; page++) {
    const answer = await api(name, { ...body, page, pageSize: 100 } as RequestOf<N>);
    rows.push(...(answer.list as never[]));
    if (page >= answer.pageNum) return rows;
  }
}

type Brief = ResponseOf<'tournament/list'>['list'][number];
let tournaments: Brief[] = [];
/** An imported event of the default season with a top cut and a player who dropped, on the first page of its standings. */
let withDrop: { tournament: Brief; row: RankRow; champion: RankRow };

beforeAll(async () => {
  const series = await allRows('tournament/series-list', {});
  tournaments = (await Promise.all(series.map((s) => allRows('tournament/list', { seriesId: s.id })))).flat();
  for (const t of tournaments.filter(
    (x) => x.status === 'ended' && !x.isTeam && !x.isRate && !x.twoDay && x.topCut > 0,
  )) {
    const rank = await api('tournament/rank-individual', { tournamentId: t.id, pageSize: 64 });
    const row = rank.list.find((r) => r.dropRound !== null && r.rank < 999998);
    if (row) {
      withDrop = { tournament: t, row, champion: rank.list[0] as RankRow };
      break;
    }
  }
  if (!withDrop) throw new Error('the default dataset has no ended event with a drop on its first page');
});

const record = (r: { wins: number; losses: number; ties: number }) =>
  r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`;

describe('an imported event with drops and a top cut', () => {
  for (const width of [DESKTOP_WIDTH, PHONE_WIDTH]) {
    test(`shows the round of a drop and each player's swiss record at ${width} px`, async () => {
      const { tournament, row, champion } = withDrop;
      const page = await app.openPage(`/tournaments/${tournament.id}`, { width });
      const table = page.getByRole('table', { name: '赛事排名' });
      await table.locator('tbody tr').first().waitFor(POLL);

      // The header says how big the top cut was.
      await expect
        .poll(() => page.getByRole('region', { name: '赛事信息' }).innerText(), POLL)
        .toContain(`前 ${tournament.topCut} 名淘汰赛`);
      // The champion's row shows the swiss record, not the swiss plus the top-cut wins.
      const first = table.locator('tbody tr').first();
      expect(await first.innerText()).toContain(record(champion.record!));

      const dropped = table.locator('tbody tr', { hasText: row.players[0]!.nickname }).first();
      const badge = dropped.getByText(`第 ${row.dropRound} 轮后退赛`);
      await badge.waitFor(POLL);
      expect(await dropped.innerText()).toContain(record(row.record!));
      // The badge sits beside the name in view, not in a column pushed off a phone's screen.
      await badge.scrollIntoViewIfNeeded();
      const box = await badge.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // A dropped player keeps a placing: NC is for no-shows only.
      expect(await dropped.locator('td').first().innerText()).toBe(String(row.rank));

      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      expect(app.pageErrors(page)).toEqual([]);
    });
  }

  test('shows W-L-T next to each player in the live swiss table', async () => {
    const live = tournaments.find((t) => t.status === 'ongoing' && !t.isTeam && !t.isRate);
    if (!live) throw new Error('the default dataset has no ongoing individual event');
    const swiss = await api('tournament/swiss', { tournamentId: live.id });
    const leader = swiss.list[0]!;
    const page = await app.openPage(`/tournaments/${live.id}`, { width: PHONE_WIDTH });
    const table = page.getByRole('table', { name: '瑞士轮积分表' });
    await table.locator('tbody tr').first().waitFor(POLL);
    expect(await table.locator('thead').innerText()).toContain('战绩');
    expect(await table.locator('tbody tr').first().innerText()).toContain(record(leader.record!));
  });
});
