import { useState } from 'react';
import { Box, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { readableTextOn } from '@ptcg/tcg';
import classes from './deck-icons.module.css';

/** Where the server serves an archetype icon by its key. Full URLs and absolute paths are used as given. */
export function deckIconUrl(key: string): string {
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `/static/icons/${encodeURIComponent(key)}.svg`;
}

// Distinct in both colour schemes; the initial is drawn in white or black, whichever reads at 4.5:1.
const FALLBACK_COLOURS = [
  '#e8590c',
  '#1c7ed6',
  '#2f9e44',
  '#ae3ec9',
  '#f08c00',
  '#0c8599',
  '#d6336c',
  '#5f3dc4',
  '#495057',
];

function fallbackColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length]!;
}

function FallbackIcon({ name, size }: { name: string; size: number }) {
  const initial = [...name.trim()][0] ?? '?';
  const background = fallbackColour(name);
  return (
    <span
      className={classes.fallback}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.5),
        backgroundColor: background,
        color: readableTextOn(background),
      }}
      aria-hidden
    >
      {initial}
    </span>
  );
}

function IconImage({ iconKey, name, size }: { iconKey: string; name: string; size: number }) {
  // A missing or broken icon is not an error worth telling anyone about. When the icon service cannot be
  // reached, the server's generated badge stands in; should that fail too, a coloured initial does.
  const [attempt, setAttempt] = useState(0);
  const url = deckIconUrl(iconKey);
  const served = url.startsWith('/static/icons/');
  if (attempt > (served ? 1 : 0)) return <FallbackIcon name={name} size={size} />;
  return (
    <img
      className={classes.icon}
      src={attempt === 0 ? url : `${url}?generated=1`}
      width={size}
      height={size}
      alt=""
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}

type DeckIconsProps = {
  /** Icon keys of the archetype variant, in display order. */
  icons: readonly string[];
  /** Variant name, shown as the tooltip and read by screen readers. */
  name: string;
  size?: number;
  /** When given, the icons link there (usually the decklist). */
  href?: string;
};

/** An archetype's icons with its variant name as tooltip; a coloured initial stands in for icons that fail. */
export function DeckIcons({ icons, name, size = 28, href }: DeckIconsProps) {
  const shown = icons.length > 0 ? icons : [''];
  const images = shown.map((key, i) =>
    key ? (
      <IconImage key={`${key}-${i}`} iconKey={key} name={name} size={size} />
    ) : (
      <FallbackIcon key={i} name={name} size={size} />
    ),
  );
  return (
    <Tooltip label={name} withArrow openDelay={100} events={{ hover: true, focus: true, touch: true }}>
      {href ? (
        <Box
          component={Link}
          to={href}
          className={`${classes.group} ${classes.link}`}
          aria-label={`${name}（查看卡表）`}
          data-deck-name={name}
        >
          {images}
        </Box>
      ) : (
        <Box component="span" className={classes.group} role="img" aria-label={name} data-deck-name={name}>
          {images}
        </Box>
      )}
    </Tooltip>
  );
}
