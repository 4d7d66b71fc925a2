import { Group } from '@mantine/core';
import type { EnergyLetter } from '@ptcg/contract';
import { ENERGY_NAMES, isEnergyLetter, parseEnergyCost } from '@ptcg/tcg';
import classes from './energy-icon.module.css';

/** Type colours as printed on the cards; light types take dark glyphs so the character stays legible. */
const ENERGY_COLORS: Record<EnergyLetter, { bg: string; fg: string }> = {
  G: { bg: '#3e9b4f', fg: '#fff' },
  R: { bg: '#e0532f', fg: '#fff' },
  W: { bg: '#2f87d0', fg: '#fff' },
  L: { bg: '#f3c623', fg: '#3b2f00' },
  P: { bg: '#9256b4', fg: '#fff' },
  F: { bg: '#b8672f', fg: '#fff' },
  D: { bg: '#2f3e4a', fg: '#fff' },
  M: { bg: '#7f8c99', fg: '#fff' },
  Y: { bg: '#e06aa3', fg: '#fff' },
  N: { bg: '#a88d2c', fg: '#fff' },
  C: { bg: '#d9d7cf', fg: '#3a3a36' },
};

export function energyColor(letter: EnergyLetter): string {
  return ENERGY_COLORS[letter].bg;
}

type EnergyIconProps = {
  /** Energy letter G R W L P F D M Y N C; anything else renders nothing. */
  letter: string;
  size?: number;
  /** Next to the type's written name (a filter chip): hidden from screen readers to avoid reading it twice. */
  decorative?: boolean;
};

/** One energy symbol: a type-coloured disc with the type's Chinese character, announced as "火能量". */
export function EnergyIcon({ letter, size = 18, decorative = false }: EnergyIconProps) {
  if (!isEnergyLetter(letter)) return null;
  const { bg, fg } = ENERGY_COLORS[letter];
  const name = `${ENERGY_NAMES[letter]}能量`;
  return (
    <span
      className={classes.icon}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      title={decorative ? undefined : name}
      data-energy={letter}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.6), background: bg, color: fg }}
    >
      {ENERGY_NAMES[letter]}
    </span>
  );
}

/** An attack cost ("WWC") as a row of icons; an empty cost reads 无需能量. */
export function EnergyCost({ cost, size = 18 }: { cost: string; size?: number }) {
  const letters = parseEnergyCost(cost);
  if (letters.length === 0) {
    return <span className={classes.free} aria-label="无需能量" title="无需能量" />;
  }
  return (
    <Group gap={3} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      {letters.map((letter, i) => (
        <EnergyIcon key={i} letter={letter} size={size} />
      ))}
    </Group>
  );
}
