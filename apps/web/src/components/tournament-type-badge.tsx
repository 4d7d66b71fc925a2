import { Badge } from '@mantine/core';
import type { TournamentType } from '@ptcg/contract';
import { TOURNAMENT_TYPE_NAMES } from '../lib/labels.ts';

const TYPE_COLOURS: Record<string, string> = { City: 'teal', Great: 'orange', Ultra: 'violet', Master: 'grape' };

/**
 * 城市赛 / 超级赛 / 高级赛 / 大师赛 as a small coloured tag; an unknown type is shown as given. An event played
 * online is 线上赛 whatever type its file gave it.
 */
export function TournamentTypeBadge({ type, online = false }: { type: string; online?: boolean }) {
  return (
    <Badge
      color={online ? 'blue' : (TYPE_COLOURS[type] ?? 'gray')}
      variant="light"
      size="sm"
      radius="sm"
      style={{ flex: 'none' }}
    >
      {online ? '线上赛' : (TOURNAMENT_TYPE_NAMES[type as TournamentType] ?? type)}
    </Badge>
  );
}
