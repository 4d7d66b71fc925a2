import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from a page of another origin. Browsers send Origin with every POST; its host
 * must be the one the request was addressed to. Without Origin (curl, scripts) Sec-Fetch-Site still
 * tells a browser's cross-site request apart; a request with neither is not from a browser page.
 */
export function isForeignOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const site = req.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return originHost.toLowerCase() !== req.host.toLowerCase();
}
