import { contrastRatio, readableTextOn } from './contrast.ts';

/** z of a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/**
 * Wilson score interval of a proportion `p` observed over `n` trials (95% by default). Unlike p ± z·se
 * it stays inside 0..1 and is not zero-width at 0% or 100%, which matters for the small samples most
 * matchups have. `p` may be fractional (ties counting half a win). n = 0 gives [0, 1].
 */
export function wilsonInterval(p: number, n: number, z = Z_95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Exactly 0 and 1 at the ends (rounding would leave 1 - 1e-16), and never on the wrong side of p.
  return {
    low: p <= 0 ? 0 : Math.min(p, Math.max(0, centre - half)),
    high: p >= 1 ? 1 : Math.max(p, Math.min(1, centre + half)),
  };
}

export interface MatchupCounts {
  wins: number;
  losses: number;
  ties: number;
}

export interface MatchupRate {
  games: number;
  /** (wins + ties / 2) / games; null for a mirror or when there are fewer games than asked. */
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
}

/**
 * The figures of one matchup cell. A mirror (the archetype against itself) stores each decided game as
 * one win and one loss of the archetype, so its games are wins + ties and it has no win rate. Off the
 * diagonal games = wins + losses + ties, ties count half a win, and the interval is Wilson's over the
 * games. Cells with fewer than `minGames` games keep their counts but no rate.
 */
export function matchupRate(c: MatchupCounts, mirror: boolean, minGames = 0): MatchupRate {
  const games = mirror ? c.wins + c.ties : c.wins + c.losses + c.ties;
  if (mirror || games === 0 || games < minGames) return { games, winRate: null, ciLow: null, ciHigh: null };
  const winRate = (c.wins + c.ties / 2) / games;
  const { low, high } = wilsonInterval(winRate, games);
  return { games, winRate, ciLow: low, ciHigh: high };
}

/**
 * An archetype's expected win rate against a field: its matchup win rates against each opponent (`rates`,
 * opponents with a known rate only) weighted by the opponents' shares of the field (`field`, shares of all
 * entries, decks of no archetype included), over the part of the field those matchups cover. The mirror
 * counts 0.5, and is covered whenever the archetype is in the field. `coverage` is that part (0..1);
 * winRate is null when nothing is covered.
 */
export function fieldWinRate(
  id: number,
  rates: ReadonlyMap<number, number>,
  field: ReadonlyMap<number, number>,
): { winRate: number | null; coverage: number } {
  let coverage = 0;
  let weighted = 0;
  for (const [opponent, share] of field) {
    const rate = opponent === id ? 0.5 : rates.get(opponent);
    if (rate === undefined || share <= 0) continue;
    coverage += share;
    weighted += share * rate;
  }
  return { winRate: coverage > 0 ? weighted / coverage : null, coverage };
}

type Rgb = [number, number, number];
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (x: Rgb, y: Rgb, t: number): Rgb => [0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb;

/** Ends and middle of the win-rate scale: red (losing), neutral (even), green (winning). */
const SCALE: Record<'light' | 'dark', { lose: Rgb; even: Rgb; win: Rgb }> = {
  light: { lose: [245, 180, 180], even: [241, 243, 245], win: [170, 226, 184] },
  dark: { lose: [122, 32, 38], even: [46, 47, 52], win: [28, 96, 52] },
};

/**
 * Background and text colours of a matchup cell of win rate `rate` (0..1). The scale saturates at
 * 30% and 70%, where matchups are already lopsided; the text is black or white, whichever reads
 * better (at least 4.5:1 on every colour of both scales).
 */
export function winRateColours(rate: number, scheme: 'light' | 'dark'): { background: string; color: string } {
  const { lose, even, win } = SCALE[scheme];
  const t = Math.max(-1, Math.min(1, (rate - 0.5) / 0.2));
  const background = hex(t < 0 ? mix(even, lose, -t) : mix(even, win, t));
  return { background, color: readableTextOn(background) };
}

/**
 * Cells without a rate: too few games (greyed, the counts still shown) and mirrors (the diagonal).
 * Text at 4.5:1 or more on both.
 */
export const NO_RATE_COLOURS: Record<
  'light' | 'dark',
  Record<'small' | 'mirror', { background: string; color: string }>
> = {
  light: { small: { background: '#f1f3f5', color: '#5c5f66' }, mirror: { background: '#dee2e6', color: '#343a40' } },
  dark: { small: { background: '#25262b', color: '#a6a7ab' }, mirror: { background: '#373a40', color: '#dee2e6' } },
};

/** The contrast of a cell's text on its background (for tests and checks). */
export const winRateContrast = (rate: number, scheme: 'light' | 'dark'): number => {
  const { background, color } = winRateColours(rate, scheme);
  return contrastRatio(background, color);
};
