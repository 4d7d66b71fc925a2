import { z } from 'zod';
import { IsoDate } from './common.ts';

export const AnnouncementLatestRequest = z.object({});
export const Announcement = z.object({
  text: z.string(),
  demo: z.boolean().describe('the generated default season is loaded: statistics and rankings are 示例数据'),
});

export const HomeRequest = z.object({});
export const HomeTopDeck = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  icon: z.array(z.string()),
  count: z.number(),
  share: z.number(),
  points2: z.number(),
  link: z.string().describe('the category page with all its variants, e.g. /decks/12?all=true'),
});
export const HomeTopPlayer = z.object({
  pinCode: z.string(),
  nickname: z.string(),
  divisionRank: z.number().int(),
  points: z.number(),
});
export const HomeSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  date: IsoDate,
  format: z.string(),
  img: z.string().nullable(),
});
export const HomeRecent = z.object({
  id: z.number().int(),
  title: z.string(),
  date: IsoDate,
  players: z.number().int(),
  format: z.string(),
  champion: z.string().nullable(),
  finalist: z.string().nullable(),
  img: z.string().nullable(),
});
export const Home = z.object({
  text: z.string(),
  format: z.string(),
  topDecks: z.array(HomeTopDeck),
  topPlayers: z.array(HomeTopPlayer),
  recent: z.array(HomeRecent),
  upcoming: z.array(HomeSeries),
  ongoing: z.array(HomeSeries),
  demo: z.boolean().describe('the generated default season is loaded: what home shows is 示例数据'),
});
export type Home = z.infer<typeof Home>;
