/**
 * Text made safe for XML and HTML content and attribute values (SVG faces and icons, the page's meta
 * tags). Characters XML 1.0 forbids even when escaped are dropped.
 */
export function escapeXml(text: string): string {
  const allowed = [...text].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    return (cp >= 0x20 || cp === 0x09 || cp === 0x0a || cp === 0x0d) && cp !== 0xfffe && cp !== 0xffff;
  });
  return allowed.join('').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
