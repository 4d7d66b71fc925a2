/** Product name: header, document titles and the about page all read it from here. */
export const SITE_NAME = '宝可梦卡牌中文资料站';
export const SITE_SHORT_NAME = '卡牌资料站';

/**
 * External destinations. Build-time overridable (VITE_*), so a deployment can point them at its own
 * channels without a code change.
 */
export const EXTERNAL_LINKS = {
  feedback: import.meta.env.VITE_FEEDBACK_URL ?? 'https://pd.qq.com/',
  videoProfile: import.meta.env.VITE_VIDEO_PROFILE_URL ?? 'https://space.bilibili.com/',
  angeu: import.meta.env.VITE_ANGEU_URL ?? 'https://angeu.com/',
  tcgdex: 'https://tcgdex.dev',
} as const;
