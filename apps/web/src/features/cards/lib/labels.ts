import { RARITY_NONE } from '@ptcg/contract';
import { CARD_SERIES_NAMES, LABEL_NAMES } from '#web/lib/labels.ts';
import { CARD_TYPE_NAMES, STAGE_NAMES } from '@ptcg/tcg';

const lookup = <T extends string>(table: Record<T, string>, key: string | null | undefined): string | undefined =>
  key == null ? undefined : (table as Record<string, string>)[key];

export const seriesName = (series: string) => lookup(CARD_SERIES_NAMES, series) ?? series;
export const cardTypeName = (cardType: string) => lookup(CARD_TYPE_NAMES, cardType) ?? cardType;
export const stageName = (stage: string) => lookup(STAGE_NAMES, stage) ?? stage;
export const labelName = (label: string) => lookup(LABEL_NAMES, label) ?? label;
export const rarityName = (rarity: string | null | undefined) => (rarity ? rarity : RARITY_NONE);
export const productTypeName = (mainExpansion: boolean) => (mainExpansion ? '主要扩展' : '追加产品');

/** Chinese names of printed markers; the game's own Latin marks (V, ex, VSTAR, ACE SPEC…) stay as printed. */
const TAG_NAMES: Record<string, string> = {
  Radiant: '光辉',
  'Prism Star': '棱镜之星',
  Ancient: '古代',
  Future: '未来',
  Tera: '太晶',
};
export const tagName = (tag: string) => TAG_NAMES[tag] ?? labelName(tag);
