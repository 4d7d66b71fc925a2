/** Product name: header, document titles and the about page all read it from here. */
export const SITE_NAME = '宝可梦卡牌中文资料站';
export const SITE_SHORT_NAME = '卡牌资料站';

/**
 * External destinations. Build-time overridable (VITE_*), so a deployment can point them at its own
 * channels without a code change.
 */
export const EXTERNAL_LINKS = {
  // The site's own channels: without a configured address there is no such channel, and no link.
  feedback: import.meta.env.VITE_FEEDBACK_URL || null,
  videoProfile: import.meta.env.VITE_VIDEO_PROFILE_URL || null,
  angeu: import.meta.env.VITE_ANGEU_URL || 'https://angeu.com/',
  worlds: import.meta.env.VITE_WORLDS_URL || 'https://worlds.pokemon.com/',
  tcgdex: 'https://tcgdex.dev',
} as const;

/** The home page's Explore list: other card-game sites worth a visit, opened in a new tab. */
export const EXPLORE_LINKS: readonly { name: string; description: string; href: string }[] = [
  {
    name: '宝可梦集换式卡牌游戏 官方网站',
    description: '简体中文版官方资讯、产品与赛事公告',
    href: 'https://www.pokemon-cn.com/',
  },
  { name: 'Limitless TCG', description: '海外赛事成绩、卡组与卡表数据库', href: 'https://limitlesstcg.com/' },
  { name: 'Pokémon TCG Live', description: '官方在线对战客户端', href: 'https://tcg.pokemon.com/zh-hans/tcgl/' },
  { name: 'TCGdex', description: '开放的多语言卡牌数据 (本站卡牌数据来源)', href: 'https://tcgdex.dev/' },
  { name: 'Pokémon World Championships', description: '宝可梦世界锦标赛官方网站', href: 'https://worlds.pokemon.com/' },
];
