import type { AreaHandlers } from '../handler.ts';
import { currentSeason } from '@ptcg/tcg';
import { homeData, latestAnnouncement } from '#api/db/queries/app.ts';
import { todayOf } from '#api/env.ts';

export const appHandlers: AreaHandlers<'app'> = {
  'app/announcement-latest': async (_body, { db }) => ({ text: await latestAnnouncement(db, 'banner') }),
  'app/home': async (_body, { db, env }) => homeData(db, currentSeason(todayOf(env))),
};
