import { ENERGY_COLOURS, isEnergyLetter, nameWithoutMechanic, readableTextOn } from '@ptcg/tcg';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#api/db/index.ts';
import { pokemonNamedLike } from '#api/db/queries/card.ts';
import type { Env } from '#api/env.ts';
import { escapeXml } from '#api/lib/xml.ts';

/** Icons are cached by browsers for a week, as the icon service's images were. */
const ICON_MAX_AGE_S = 7 * 24 * 3600;
const ICON_KEY = /^[a-z0-9][a-z0-9-]{0,47}$/;
const MAX_CACHED = 2000;

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/**
 * The Pokémon an icon key names ("charizard", "iron-thorns", "chien-pao", "ogerpon",
 * "giratina-origin"): its Chinese name without suffixes and its energy type, from the card data's
 * English bridge. Keys name the species first, then any form. A card matches when its English name
 * holds every word of the key, so prefixes ("Teal Mask Ogerpon ex", "Origin Forme Palkia VSTAR") are
 * found; when none does (the cards of a form may not spell it out: "Giratina VSTAR"), the species
 * alone decides. Names that start with the key come first, then the shortest, which is the plainest
 * print of that Pokémon.
 */
async function pokemonOfKey(db: Db, key: string): Promise<{ name: string; energy: string | null } | null> {
  const wanted = words(key);
  const species = wanted[0];
  if (!species) return null;
  const rows = await pokemonNamedLike(db, species);
  const named = rows.map((r) => ({ ...r, nameWords: words(r.name_en ?? '') }));
  const exact = named.filter((r) => wanted.every((w) => r.nameWords.includes(w)));
  const candidates = exact.length > 0 ? exact : named.filter((r) => r.nameWords.includes(species));
  const prefix = wanted.join(' ');
  const order = (r: (typeof candidates)[number]) => [
    r.nameWords.join(' ').startsWith(prefix) ? 0 : 1,
    (r.name_en ?? '').length,
    r.card_id,
  ];
  const best = candidates.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  })[0];
  if (!best) return null;
  return { name: nameWithoutMechanic(best.name), energy: best.energy_type };
}

/**
 * A round badge in the Pokémon's type colour with the first characters of its name: renders offline. The
 * text is white or black, whichever reads at 4.5:1 or better on that colour.
 */
export function iconSvg(label: string, colour: string): string {
  const text = escapeXml([...label].slice(0, 2).join(''));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">` +
    `<circle cx="32" cy="32" r="30" fill="${colour}" stroke="#ffffff" stroke-width="3"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-size="24" font-weight="700" fill="${readableTextOn(colour)}">${text}</text>` +
    '</svg>'
  );
}

/**
 * GET /static/icons/{key}.svg: a deck archetype icon. With ICON_URL set, a redirect to that image
 * service; otherwise, or when asked with `?generated=1` (the browser's fallback when the service cannot
 * be reached), a generated badge.
 */
export const deckIconRoutes: FastifyPluginAsync<{ env: Env; db: Db }> = async (app, { env, db }) => {
  const cache = new Map<string, string>();
  app.get<{ Params: { key: string }; Querystring: { generated?: string } }>(
    '/static/icons/:key.svg',
    async (req, reply) => {
      const key = req.params.key.toLowerCase();
      if (!ICON_KEY.test(key)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      reply.header('Cache-Control', `public, max-age=${ICON_MAX_AGE_S}`);
      if (env.ICON_URL && req.query.generated === undefined)
        return reply.redirect(env.ICON_URL.replaceAll('{key}', encodeURIComponent(key)), 302);
      let svg = cache.get(key);
      if (!svg) {
        const pokemon = await pokemonOfKey(db, key);
        const colour =
          pokemon?.energy && isEnergyLetter(pokemon.energy) ? ENERGY_COLOURS[pokemon.energy] : ENERGY_COLOURS.C;
        svg = iconSvg(pokemon?.name ?? key.toUpperCase(), colour);
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(key, svg);
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
