import type { EnergyLetter } from '@ptcg/contract';
import {
  CARD_TYPE_OPTIONS,
  comparisonLabel,
  LABEL_OPTIONS,
  labelOf,
  MECHANIC_OPTIONS,
  REGULATION_OPTIONS,
  SERIES_OPTIONS,
  STAGE_OPTIONS,
  type Option,
} from './advance-options.ts';
import type { AdvanceQuery } from './search-url.ts';
import { ENERGY_NAMES } from '@ptcg/tcg';

const energyName = (letter: string) => ENERGY_NAMES[letter as EnergyLetter] ?? letter;

function list(title: string, values: string[], options?: Option[]): string {
  if (values.length === 0) return '';
  const names = values.map((value) => (options ? labelOf(options, value) : value));
  const shown = names.length > 3 ? `${names.slice(0, 3).join('、')} 等 ${names.length} 项` : names.join('、');
  return `${title}：${shown}`;
}

/** The advanced criteria as short Chinese phrases, for the results heading. */
export function describeAdvanceQuery(query: AdvanceQuery): string[] {
  const parts = [
    query.name ? `名称：${query.name}` : '',
    query.text ? `效果：${query.text}` : '',
    list('类型', query.t, CARD_TYPE_OPTIONS),
    list('机制', query.mechanic, MECHANIC_OPTIONS),
    list('标签', query.label, LABEL_OPTIONS),
    list('属性', query.energy.map(energyName)),
    list('阶段', query.stage, STAGE_OPTIONS),
    comparisonLabel('HP', query.hp),
    list('弱点', query.weak.map(energyName)),
    list('抗性', query.rs.map(energyName)),
    query.has.includes('ability') ? '有特性' : '',
    comparisonLabel('撤退', query.rc),
    list('系列', query.series, SERIES_OPTIONS),
    list('产品', query.setS),
    list('画师', query.artist),
    list('稀有度', query.r),
    list('赛制', query.reg, REGULATION_OPTIONS),
    list('标记', query.mark),
    query.unique ? '隐藏重复' : '',
    list('卡牌标记', query.is),
  ].filter(Boolean);
  return parts.length ? parts : ['全部卡牌'];
}
