import type { AreaHandlers } from '../handler.ts';
import { homeData, latestAnnouncement } from '../../db/queries/app.ts';

export const appHandlers: AreaHandlers<'app'> = {
  'app/announcement-latest': async (_body, { db }) => ({ text: await latestAnnouncement(db, 'banner') }),
  'app/home': async (_body, { db }) => homeData(db),
};
