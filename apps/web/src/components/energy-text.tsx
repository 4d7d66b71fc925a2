import { Fragment, type ReactNode } from 'react';
import { IconBolt, IconFlame, IconSkull, IconSpiral, IconZzz, type Icon } from '#web/components/icons.ts';
import { splitEnergyText } from '@ptcg/tcg';
import { EnergyIcon } from './energy-icon.tsx';
import classes from './energy-icon.module.css';

/** Special conditions written in card texts as 【中毒】 etc., each with a colour and a symbol of its own. */
const STATUS_CONDITIONS: Record<string, { color: string; icon: Icon }> = {
  中毒: { color: 'grape', icon: IconSkull },
  灼伤: { color: 'orange', icon: IconFlame },
  睡眠: { color: 'blue', icon: IconZzz },
  麻痹: { color: 'yellow', icon: IconBolt },
  混乱: { color: 'pink', icon: IconSpiral },
};
const STATUS_PATTERN = new RegExp(`【(${Object.keys(STATUS_CONDITIONS).join('|')})】`, 'g');

function StatusBadge({ name }: { name: string }) {
  const condition = STATUS_CONDITIONS[name];
  if (!condition) return <>{`【${name}】`}</>;
  const { color, icon: Symbol } = condition;
  return (
    <span
      className={classes.status}
      data-status={name}
      style={{ background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)` }}
    >
      <Symbol size="1em" stroke={2} aria-hidden />
      {name}
    </span>
  );
}

function withStatusBadges(text: string, keyPrefix: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of text.matchAll(STATUS_PATTERN)) {
    if (match.index > cursor) parts.push(text.slice(cursor, match.index));
    parts.push(<StatusBadge key={`${keyPrefix}-${match.index}`} name={match[1] ?? ''} />);
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
}

/**
 * A card text with its symbols drawn: energy placeholders (【草】…【无】) become energy icons and
 * special conditions (【中毒】, 【灼伤】…) coloured badges; other brackets stay as printed.
 */
export function EnergyText({ text, iconSize = 16 }: { text: string; iconSize?: number }) {
  return (
    <>
      {splitEnergyText(text).map((segment, i) =>
        segment.kind === 'energy' ? (
          <EnergyIcon key={i} letter={segment.value} size={iconSize} />
        ) : (
          <Fragment key={i}>{withStatusBadges(segment.value, String(i))}</Fragment>
        ),
      )}
    </>
  );
}
