import DOMPurify from 'dompurify';

/** Tags kept by the server's cleaning: structure and emphasis, never an attribute. */
const PLAIN_TAG = /^<\/?(?:br|p|div|span|b|strong|em|i|u|ul|ol|li|h[1-6])\s*\/?>$/i;

/**
 * HTML from imported data or the site's editors, cleaned before it is put into the page. In the browser
 * DOMPurify does it. DOMPurify needs a DOM, and without one (the server drawing a first screen,
 * first-screen.tsx) it would hand the text back unchanged, so there every tag with an attribute or
 * outside a short list of plain ones is dropped, keeping its text: the lines and emphasis stay where the
 * browser will draw them, links become their text until the browser's own drawing replaces the markup.
 */
export function cleanHtml(html: string): string {
  if (typeof window !== 'undefined' && DOMPurify.isSupported) return DOMPurify.sanitize(html);
  // Text between tags keeps its entities; any other < or > is escaped, so nothing but the kept tags opens one.
  const text = (part: string) => part.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  let out = '';
  let last = 0;
  for (const match of html.matchAll(/<[^<>]*>/g)) {
    out += text(html.slice(last, match.index));
    if (PLAIN_TAG.test(match[0])) out += match[0].toLowerCase();
    last = match.index + match[0].length;
  }
  return out + text(html.slice(last));
}
