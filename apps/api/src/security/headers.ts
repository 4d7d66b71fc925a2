import type { Env } from '../env.ts';

/** The origin of a URL template such as `https://assets.tcgdex.net/{key}/high.webp`, if it is absolute. */
function templateOrigin(template: string): string[] {
  try {
    return /^https?:\/\//.test(template) ? [new URL(template.replace(/\{[^}]*\}/g, 'x')).origin] : [];
  } catch {
    return [];
  }
}

/**
 * What the web app needs and nothing more: its own scripts (no inline script), Mantine's inline styles,
 * card and icon images from the configured hosts (also fetched by the deck image export), never framed.
 */
export function contentSecurityPolicy(env: Env): Record<string, string[] | null> {
  const imageHosts = [...new Set([...templateOrigin(env.CARD_IMAGE_URL), ...templateOrigin(env.ICON_URL)])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts],
    'connect-src': ["'self'", ...imageHosts],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
