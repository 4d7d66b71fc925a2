import type { AreaHandlers } from '../handler.ts';
import { currentSeason } from '@ptcg/tcg';
import { demoSeasonLoaded, homeData, latestAnnouncement } from '#api/db/queries/app.ts';

export const appHandlers: AreaHandlers<'app'> = {
  'app/announcement-latest': async (_body, { db }) => {
    const [text, demo] = await Promise.all([latestAnnouncement(db, 'banner'), demoSeasonLoaded(db)]);
    return { text, demo };
  },
  'app/home': async (_body, { db, now }) => homeData(db, currentSeason(now)),
};
