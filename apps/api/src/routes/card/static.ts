import type { CardTreeNode, CardType, EnergyLetter, PokemonAttr } from '@ptcg/contract';
import { CARD_TYPE_NAMES, ENERGY_COLOURS, ENERGY_NAMES, speciesName, STAGE_NAMES } from '@ptcg/tcg';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#api/db/index.ts';
import { cardDataVersion, cardFace, speciesRows, type CardFaceRow, type SpeciesRow } from '#api/db/queries/card.ts';
import type { Env } from '#api/env.ts';
import { escapeXml } from '#api/lib/xml.ts';
import { jsonColumn } from '#api/lib/json-column.ts';

/**
 * Static card resources outside the API envelope: the evolution tree (GET /static/tree.json) and
 * the generated card face shown when a card picture cannot load (GET /static/card-face/…svg).
 */

/**
 * Evolution lines: every species is a node under the species it evolves from; roots are basics.
 * A species gathers the yorenCodes of its prints (P<dex> for the plain ones, the Y<n> of its ex, V
 * or owner prints); the node carries the plain print's code when there is one.
 */
export async function buildCardTree(db: Db): Promise<CardTreeNode[]> {
  const rows = await speciesRows(db);
  const bySpecies = new Map<string, SpeciesRow[]>();
  for (const r of rows) {
    const key = speciesName(r.name);
    bySpecies.set(key, [...(bySpecies.get(key) ?? []), r]);
  }
  const nodes = new Map<string, CardTreeNode>();
  const evolvesFrom = new Map<string, string>();
  for (const [key, group] of bySpecies) {
    const representative = [...group].sort(
      (a, b) =>
        Number(b.yoren_code.startsWith('P')) - Number(a.yoren_code.startsWith('P')) ||
        [...a.name].length - [...b.name].length,
    )[0]!;
    nodes.set(key, { yorenCode: representative.yoren_code, name: key, treeItemList: [] });
    const from = representative.evolves_from ?? group.find((g) => g.evolves_from)?.evolves_from ?? null;
    if (from) evolvesFrom.set(key, speciesName(from));
  }
  const parentOf = new Map<string, string>();
  for (const [key, from] of evolvesFrom) if (from !== key && nodes.has(from)) parentOf.set(key, from);
  // A broken record could make a loop; a node whose ancestry returns to itself stays a root.
  const loops = (code: string) => {
    const seen = new Set<string>([code]);
    for (let p = parentOf.get(code); p !== undefined; p = parentOf.get(p)) {
      if (seen.has(p)) return true;
      seen.add(p);
    }
    return false;
  };
  const roots: CardTreeNode[] = [];
  for (const [key, node] of nodes) {
    const parent = parentOf.get(key);
    if (parent !== undefined && !loops(key)) nodes.get(parent)!.treeItemList.push(node);
    else roots.push(node);
  }
  return roots;
}

// ---------------------------------------------------------------------------------------------
// Card face

const LIGHT_TYPES = new Set(['L', 'C']);
const TRAINER_COLOUR = '#7d8fa3';
const ENERGY_COLOUR = '#b8a678';

/** Breaks text into lines of at most `width` units (a CJK character is one unit, Latin about half). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const ch of para) {
      const w = ch.codePointAt(0)! <= 0xff ? 0.55 : 1;
      if (used + w > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += ch;
      used += w;
    }
    lines.push(line);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, -1)}…`;
    return kept;
  }
  return lines;
}

const text = (x: number, y: number, size: number, body: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(body)}</text>`;

function costIcons(cost: string, x: number, y: number): string {
  return [...cost]
    .map((l, i) => {
      const letter = l as EnergyLetter;
      const cx = x + i * 26;
      return (
        `<circle cx="${cx}" cy="${y}" r="11" fill="${ENERGY_COLOURS[letter] ?? '#999'}" stroke="#fff" stroke-width="1.5"/>` +
        text(cx, y + 5, 13, ENERGY_NAMES[letter] ?? l, ' text-anchor="middle" fill="#fff"')
      );
    })
    .join('');
}

/** A standalone SVG card face (630 × 880) drawn from the card's data. */
export function renderCardFace(c: CardFaceRow): string {
  const attr = jsonColumn<PokemonAttr | null>(c.pokemon_attr);
  const colour = attr
    ? (ENERGY_COLOURS[attr.energyType as EnergyLetter] ?? ENERGY_COLOURS.C)
    : c.card_type.endsWith('Energy')
      ? ENERGY_COLOUR
      : TRAINER_COLOUR;
  const typeName = CARD_TYPE_NAMES[c.card_type as CardType] ?? c.card_type;
  // Dark writing on the light Lightning and Colorless backgrounds, white on the others.
  const ink = attr && LIGHT_TYPES.has(attr.energyType) ? '#2b2924' : '#fff';
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="630" height="880" rx="32" fill="#f4c542"/>`);
  parts.push(`<rect x="22" y="22" width="586" height="836" rx="20" fill="${colour}"/>`);
  parts.push(`<rect x="44" y="110" width="542" height="300" rx="10" fill="#fff" fill-opacity="0.35"/>`);
  const subtitle = attr ? (STAGE_NAMES[attr.stage as keyof typeof STAGE_NAMES] ?? attr.stage) : typeName;
  parts.push(text(48, 62, 22, subtitle, ` fill="${ink}"`));
  parts.push(text(48, 98, 36, c.name, ` font-weight="bold" fill="${ink}"`));
  if (attr?.hp) parts.push(text(582, 98, 34, `HP ${attr.hp}`, ` text-anchor="end" font-weight="bold" fill="${ink}"`));
  if (attr?.evolvesFrom) parts.push(text(582, 62, 18, `从${attr.evolvesFrom}进化`, ` text-anchor="end" fill="${ink}"`));
  // The picture area: the card's type as a large emblem, and its set and number.
  const emblem = attr ? (ENERGY_NAMES[attr.energyType as EnergyLetter] ?? '') : typeName.slice(0, 2);
  parts.push(
    `<circle cx="315" cy="245" r="84" fill="#fff" fill-opacity="0.22" stroke="#fff" stroke-opacity="0.55" stroke-width="4"/>`,
  );
  parts.push(
    text(
      315,
      245 + (emblem.length > 1 ? 20 : 30),
      emblem.length > 1 ? 56 : 88,
      emblem,
      ` text-anchor="middle" font-weight="bold" fill="${ink}" fill-opacity="0.85"`,
    ),
  );
  parts.push(
    text(315, 384, 22, `${c.set_code} ${c.card_index}`, ` text-anchor="middle" fill="${ink}" fill-opacity="0.9"`),
  );

  let y = 450;
  const block = (title: string, body: string, prefix = '', right = '', maxLines = 4) => {
    if (y > 760) return;
    if (title) {
      if (prefix) parts.push(prefix);
      parts.push(
        text(
          prefix ? 48 + 26 * (prefix.match(/<circle/g) ?? []).length + 4 : 48,
          y,
          24,
          title,
          ` font-weight="bold" fill="${ink}"`,
        ),
      );
      if (right) parts.push(text(582, y, 26, right, ` text-anchor="end" font-weight="bold" fill="${ink}"`));
      y += 30;
    }
    for (const line of wrapText(body, 25, maxLines)) {
      if (line === '' || y > 790) continue;
      parts.push(text(48, y, 20, line, ` fill="${ink}"`));
      y += 26;
    }
    y += 12;
  };
  if (attr) {
    for (const a of attr.ability) block(`[特性] ${a.name}`, a.text);
    for (const a of attr.attack) block(a.name, a.text, costIcons(a.cost, 60, y - 8), a.damage);
    const mod = (m: PokemonAttr['weakness']) =>
      m ? `${ENERGY_NAMES[m.energy as EnergyLetter] ?? m.energy}${m.value}` : '—';
    parts.push(
      text(
        48,
        812,
        18,
        `弱点 ${mod(attr.weakness)}   抗性 ${mod(attr.resistance)}   撤退 ${attr.retreatCost}`,
        ` fill="${ink}"`,
      ),
    );
  } else {
    // The kind is already written above the name: the rules text alone, with room for long ones.
    block('', c.description ?? '', '', '', 12);
  }
  const mark = c.regulation_mark ? `【${c.regulation_mark}】 ` : '';
  parts.push(text(48, 842, 16, `${mark}${c.set_name} ${c.set_code} ${c.card_index}  ${c.rarity}`, ` fill="${ink}"`));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="630" height="880" viewBox="0 0 630 880" font-family="'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif">`,
    `<title>${escapeXml(`${c.name} ${c.set_code} ${c.card_index}`)}</title>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

/** A set code or card number as it can appear in a path: no control characters (the database refuses NUL). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const PATH_PART = /^[^\u0000-\u001f\u007f/\\]{1,32}$/;

export const cardStaticRoutes: FastifyPluginAsync<{ env: Env; db: Db }> = async (app, opts) => {
  let tree: Promise<CardTreeNode[]> | null = null;
  let treeVersion = '';
  app.get('/static/tree.json', async (_req, reply) => {
    // An import in another process (or instance) changes the card table: rebuild when it has.
    const version = await cardDataVersion(opts.db);
    if (version !== treeVersion) {
      treeVersion = version;
      tree = null;
    }
    tree ??= buildCardTree(opts.db).catch((err: unknown) => {
      tree = null;
      throw err;
    });
    reply.header('cache-control', 'public, max-age=3600');
    return tree;
  });

  app.get<{ Params: { setCode: string; file: string } }>('/static/card-face/:setCode/:file', async (req, reply) => {
    const m = /^(.{1,32})\.svg$/.exec(req.params.file);
    const usable = m && PATH_PART.test(m[1]!) && PATH_PART.test(req.params.setCode);
    const row = usable ? await cardFace(opts.db, req.params.setCode, m[1]!) : null;
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('卡牌不存在');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderCardFace(row));
  });
};
