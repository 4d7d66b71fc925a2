import type { AreaHandlers } from '../handler.ts';
import { currentSeason } from '@ptcg/tcg';
import { homeData, latestAnnouncement } from '#api/db/queries/app.ts';

export const appHandlers: AreaHandlers<'app'> = {
  'app/announcement-latest': async (_body, { db }) => ({ text: await latestAnnouncement(db, 'banner') }),
  'app/home': async (_body, { db, now }) => homeData(db, currentSeason(now)),
};
