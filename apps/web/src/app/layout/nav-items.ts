import type { ComponentType } from 'react';
import {
  IconCards,
  IconChartPie,
  IconFileExport,
  IconFileImport,
  IconHome,
  IconSearch,
  IconTrophy,
  IconUsers,
  type IconProps,
} from '#web/components/icons.ts';
import { matchPath } from 'react-router';
import { paths, patterns } from '#web/lib/paths.ts';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Which addresses belong to this entry, so detail pages keep their section highlighted. */
  matches: (pathname: string) => boolean;
};

export type NavGroup = { label?: string; items: NavItem[] };

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const NAV_GROUPS: NavGroup[] = [
  {
    items: [{ label: '首页', to: paths.home(), icon: IconHome, matches: under(patterns.home) }],
  },
  {
    label: '资料',
    items: [
      {
        label: '产品列表',
        to: paths.products(),
        icon: IconCards,
        matches: (pathname) => under(patterns.products)(pathname) && !under(patterns.search)(pathname),
      },
      { label: '卡牌搜索', to: paths.search(), icon: IconSearch, matches: under(patterns.search) },
      { label: '卡组统计', to: paths.decks(), icon: IconChartPie, matches: under(patterns.decks) },
      { label: '官方赛事', to: paths.tournaments(), icon: IconTrophy, matches: under(patterns.tournaments) },
      {
        label: '选手排名',
        to: paths.playerRank(),
        icon: IconUsers,
        matches: (pathname) => matchPath(patterns.player, pathname) !== null,
      },
    ],
  },
  {
    label: '工具',
    items: [
      { label: '小程序卡组导出', to: paths.miniapp(), icon: IconFileExport, matches: under(patterns.miniapp) },
      { label: 'PTCG Live 导入', to: paths.deckImport(), icon: IconFileImport, matches: under(patterns.deckImport) },
    ],
  },
];
