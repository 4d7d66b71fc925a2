/** A Mantine palette name ('indigo.6') as the CSS variable both colour schemes define. */
export function cssColour(name: string): string {
  const [colour, shade] = name.split('.');
  return `var(--mantine-color-${colour}-${shade ?? 6})`;
}
