import type { Env } from '../env.ts';

/** The generated card face (an SVG drawn from the card's data), which renders offline. */
export function cardFaceUrl(setCode: string, cardIndex: string): string {
  return `/static/card-face/${encodeURIComponent(setCode)}/${encodeURIComponent(cardIndex)}.svg`;
}

/**
 * The card's picture from the CARD_IMAGE_URL template ({key}, {setCode}, {cardIndex}). Without a
 * template, or when the template needs an image key the print does not have, the generated face.
 */
export function cardImageUrl(
  env: Pick<Env, 'CARD_IMAGE_URL'>,
  imageKey: string | null,
  setCode: string,
  cardIndex: string,
): string {
  const template = env.CARD_IMAGE_URL;
  if (!template || (template.includes('{key}') && !imageKey)) return cardFaceUrl(setCode, cardIndex);
  return template
    .replaceAll('{key}', imageKey ?? '')
    .replaceAll('{setCode}', encodeURIComponent(setCode))
    .replaceAll('{cardIndex}', encodeURIComponent(cardIndex));
}

/**
 * The picture of an international print (one with no Chinese card) from the CARD_IMAGE_URL template:
 * only a template addressed by image key can name it, and there is no generated face to fall back on.
 */
export function internationalImageUrl(env: Pick<Env, 'CARD_IMAGE_URL'>, imageKey: string | null): string | null {
  const template = env.CARD_IMAGE_URL;
  if (!template || !template.includes('{key}') || !imageKey) return null;
  return template.replaceAll('{key}', imageKey);
}
