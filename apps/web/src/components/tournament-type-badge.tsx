import { Badge } from '@mantine/core';
import type { TournamentType } from '@ptcg/contract';
import { TOURNAMENT_TYPE_NAMES } from '../lib/labels.ts';

const TYPE_COLOURS: Record<string, string> = { City: 'teal', Great: 'orange', Master: 'grape' };

/** 城市赛 / 超级赛 / 大师赛 as a small coloured tag; an unknown type is shown as given. */
export function TournamentTypeBadge({ type }: { type: string }) {
  return (
    <Badge color={TYPE_COLOURS[type] ?? 'gray'} variant="light" size="sm" radius="sm" style={{ flex: 'none' }}>
      {TOURNAMENT_TYPE_NAMES[type as TournamentType] ?? type}
    </Badge>
  );
}
