/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const s = parseInt(part, 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const BADGE_TEXT_LIGHT = '#ffffff';
export const BADGE_TEXT_DARK = '#000000';

/**
 * The text colour for a badge filled with `background`: white or near-black, whichever reads better. Type
 * colours such as Lightning yellow or Colorless beige give white text under 2:1; dark text there
 * reaches 9:1 or more.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(BADGE_TEXT_LIGHT, background) >= contrastRatio(BADGE_TEXT_DARK, background)
    ? BADGE_TEXT_LIGHT
    : BADGE_TEXT_DARK;
}
