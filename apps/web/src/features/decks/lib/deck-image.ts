import type { DeckCard } from '@ptcg/contract';
import { groupDeck } from '@ptcg/tcg';

/**
 * The decklist as a PNG (SPEC 9): 1920 px wide, 9 cards a row, with the archetype, the counts and the
 * site name. Card pictures come from another host, and a canvas that draws a cross-origin picture can
 * no longer be exported; so each picture is fetched with CORS into a blob (same-origin for the canvas),
 * and any that fails, is refused or is still loading when the 15 s budget runs out is replaced by the
 * generated card face our own server draws.
 */

export const EXPORT_WIDTH = 1920;
export const EXPORT_PER_ROW = 9;
export const IMAGE_TIMEOUT_MS = 15_000;

const PADDING = 48;
const GAP = 16;
const HEADER = 184;
const FOOTER = 70;

/** A card of an image that is not a decklist (the card usage of an archetype): drawn in the given order. */
export type UsageImageCard = Pick<DeckCard, 'cardName' | 'imageUrl' | 'faceUrl'> & { count?: number };

type ImageCard = Pick<
  DeckCard,
  | 'count'
  | 'cardName'
  | 'cardType'
  | 'imageUrl'
  | 'faceUrl'
  | 'stage'
  | 'evolvesFrom'
  | 'label'
  | 'mechanic'
  | 'is'
  | 'yorenCode'
>;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${src}`));
    img.src = src;
  });
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A picture the canvas may draw without being tainted: same-origin, or fetched with CORS into a blob URL. */
async function loadDrawable(url: string, signal: AbortSignal, objectUrls: string[]): Promise<HTMLImageElement> {
  if (!url) throw new Error('no picture');
  if (isSameOrigin(url)) return loadImage(url);
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  objectUrls.push(objectUrl);
  return loadImage(objectUrl);
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), Math.max(0, deadline - Date.now()));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function pictureOf(
  card: Pick<ImageCard, 'imageUrl' | 'faceUrl'>,
  deadline: number,
  signal: AbortSignal,
  objectUrls: string[],
): Promise<HTMLImageElement | null> {
  try {
    return await withDeadline(loadDrawable(card.imageUrl, signal, objectUrls), deadline);
  } catch {
    try {
      // The face is drawn by our server, so it is worth waiting a little past the budget for it.
      return await withDeadline(loadImage(card.faceUrl), Math.max(deadline, Date.now() + 3000));
    } catch {
      return null;
    }
  }
}

export type DeckImageOptions = {
  title: string;
  /** Shown under the title, e.g. the deck code. */
  subtitle?: string;
  siteName: string;
  isDark?: boolean;
  /** The line under the title instead of the section counts (an image that is not one decklist). */
  summary?: string;
  /** The badge on each card instead of its count. */
  badge?: (card: ImageCard, index: number) => string;
};

/** Draws the deck and answers the PNG. */
export async function renderDeckImage(
  cards: readonly (ImageCard | UsageImageCard)[],
  options: DeckImageOptions,
): Promise<Blob> {
  const deadline = Date.now() + IMAGE_TIMEOUT_MS;
  const controller = new AbortController();
  const objectUrls: string[] = [];
  const timer = setTimeout(() => controller.abort(), IMAGE_TIMEOUT_MS);
  try {
    const pictures = await Promise.all(cards.map((card) => pictureOf(card, deadline, controller.signal, objectUrls)));
    const cardWidth = (EXPORT_WIDTH - 2 * PADDING - (EXPORT_PER_ROW - 1) * GAP) / EXPORT_PER_ROW;
    const cardHeight = (cardWidth * 88) / 63;
    const rows = Math.max(1, Math.ceil(cards.length / EXPORT_PER_ROW));
    const height = Math.round(HEADER + rows * cardHeight + (rows - 1) * GAP + FOOTER + PADDING);

    const canvas = document.createElement('canvas');
    canvas.width = EXPORT_WIDTH;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas unavailable');
    const colours = options.isDark
      ? { background: '#1a1b1e', text: '#f1f3f5', dimmed: '#adb5bd', slot: '#2c2e33' }
      : { background: '#ffffff', text: '#212529', dimmed: '#5c636a', slot: '#e9ecef' };
    ctx.fillStyle = colours.background;
    ctx.fillRect(0, 0, EXPORT_WIDTH, height);

    const font = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';
    ctx.fillStyle = colours.text;
    ctx.textBaseline = 'alphabetic';
    ctx.font = `700 52px ${font}`;
    ctx.fillText(options.title, PADDING, PADDING + 48);
    ctx.font = `400 28px ${font}`;
    ctx.fillStyle = colours.dimmed;
    const grouped = options.summary === undefined ? groupDeck(cards as ImageCard[]) : null;
    const counts = grouped
      ? `宝可梦 ${grouped.pokemon.total} · 训练家 ${grouped.trainer.total} · 能量 ${grouped.energy.total} · 共 ${grouped.total} 张`
      : options.summary;
    ctx.fillText([counts, options.subtitle].filter(Boolean).join('    '), PADDING, PADDING + 92);

    cards.forEach((card, i) => {
      const x = PADDING + (i % EXPORT_PER_ROW) * (cardWidth + GAP);
      const y = HEADER + Math.floor(i / EXPORT_PER_ROW) * (cardHeight + GAP);
      const picture = pictures[i];
      if (picture) {
        ctx.drawImage(picture, x, y, cardWidth, cardHeight);
      } else {
        ctx.fillStyle = colours.slot;
        ctx.fillRect(x, y, cardWidth, cardHeight);
        ctx.fillStyle = colours.text;
        ctx.font = `500 22px ${font}`;
        ctx.fillText(card.cardName, x + 12, y + 40, cardWidth - 24);
      }
      const badge = options.badge ? options.badge(card as ImageCard, i) : `×${card.count}`;
      ctx.font = `700 30px ${font}`;
      const badgeWidth = ctx.measureText(badge).width + 24;
      ctx.fillStyle = 'rgba(0, 0, 0, 0.8)';
      ctx.beginPath();
      ctx.roundRect(x + cardWidth - badgeWidth - 8, y + cardHeight - 52, badgeWidth, 44, 22);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.fillText(badge, x + cardWidth - badgeWidth + 4, y + cardHeight - 19);
    });

    ctx.fillStyle = colours.dimmed;
    ctx.font = `400 24px ${font}`;
    ctx.textAlign = 'right';
    ctx.fillText(options.siteName, EXPORT_WIDTH - PADDING, height - PADDING + 10);

    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png');
    });
  } finally {
    clearTimeout(timer);
    for (const url of objectUrls) URL.revokeObjectURL(url);
  }
}

/** Saves a blob through a temporary link, the one download path every browser supports. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
