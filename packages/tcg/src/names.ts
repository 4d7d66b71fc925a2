import type { CardType, Division, EnergyLetter, STAGES } from '@ptcg/contract';

/**
 * Chinese display names of the contract's enum values that the server renders too (card faces,
 * card texts, imported event names) as well as the web pages.
 */

export const ENERGY_NAMES: Record<EnergyLetter, string> = {
  G: '草',
  R: '火',
  W: '水',
  L: '雷',
  P: '超',
  F: '斗',
  D: '恶',
  M: '钢',
  Y: '妖',
  N: '龙',
  C: '无',
};

export const CARD_TYPE_NAMES: Record<CardType, string> = {
  Pokemon: '宝可梦',
  Item: '物品',
  Tool: '宝可梦道具',
  Stadium: '竞技场',
  Supporter: '支援者',
  'Special Energy': '特殊能量',
  'Basic Energy': '基本能量',
};

export const STAGE_NAMES: Record<(typeof STAGES)[number], string> = {
  Basic: '基础',
  'Stage 1': '1阶进化',
  'Stage 2': '2阶进化',
  VMAX: 'VMAX',
  'V-UNION': 'V-UNION',
  VSTAR: 'VSTAR',
};

export const DIVISION_NAMES: Record<Division, string> = { Master: '公开组', Senior: '少年组', Junior: '儿童组' };
