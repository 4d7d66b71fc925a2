import type { CARD_SERIES, LABELS, REGULATION_GROUPS, TournamentStatus, TournamentType } from '@ptcg/contract';

/** Chinese display names of contract enum values that only the web shows. */

export const CARD_SERIES_NAMES: Record<(typeof CARD_SERIES)[number], string> = {
  'Mega Evolution': '超级进化',
  'Scarlet & Violet': '朱&紫',
  'Sword & Shield': '剑&盾',
  'Sun & Moon': '太阳&月亮',
};

export const LABEL_NAMES: Record<(typeof LABELS)[number], string> = {
  'Fusion Strike': '汇流',
  'Single Strike': '一击',
  'Rapid Strike': '连击',
  'TAG TEAM': 'TAG TEAM',
  'Ultra Beast': '究极异兽',
};

export const REGULATION_GROUP_NAMES: Record<(typeof REGULATION_GROUPS)[number], string> = {
  standard: '标准',
  expanded: '开放',
  smSeries: '太阳&月亮系列',
};

export const TOURNAMENT_TYPE_NAMES: Record<TournamentType, string> = {
  City: '城市赛',
  Great: '超级赛',
  Ultra: '高级赛',
  Master: '大师赛',
};

export const TOURNAMENT_STATUS_NAMES: Record<TournamentStatus, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};
