import { useState, type ReactNode } from 'react';
import { Group, Paper, Stack, VisuallyHidden } from '@mantine/core';
import type { DeckCard, VariantRef } from '@ptcg/contract';
import { DeckArchetype } from './deck-archetype.tsx';
import { DeckChecks } from './deck-checks.tsx';
import { DeckCodeCopy } from './deck-code-copy.tsx';
import { DeckExports } from './deck-exports.tsx';
import { DecklistView, type DecklistMode } from './decklist-view.tsx';

type DecklistPanelProps = {
  cards: DeckCard[];
  deckCode: string;
  variant: VariantRef;
  categoryId: number | null;
  /** Shown under the header (e.g. notices about lines that were not understood). */
  children?: ReactNode;
  /** Cards of the stored list that match no Chinese card (listed in `children`); they count toward the 60. */
  unresolvedCount?: number;
  /** The page has already told the player about the size of the list they gave. */
  sizeExplained?: boolean;
};

/** A whole decklist as every page shows it: archetype, code, the 60-card checks, the list or grid, and the exports. */
export function DecklistPanel({
  cards,
  deckCode,
  variant,
  categoryId,
  children,
  unresolvedCount = 0,
  sizeExplained = false,
}: DecklistPanelProps) {
  const [mode, setMode] = useState<DecklistMode>('list');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm">
          <DeckArchetype variant={variant} categoryId={categoryId} />
          {deckCode ? <DeckCodeCopy deckCode={deckCode} /> : null}
        </Group>
      </Paper>
      {children}
      <DeckChecks cards={cards} unresolved={unresolvedCount} sizeExplained={sizeExplained} />
      {/* The list's sections are headings of the third level, under this one. */}
      <VisuallyHidden component="h2">卡表</VisuallyHidden>
      <DecklistView
        cards={cards}
        mode={mode}
        onModeChange={setMode}
        actions={<DeckExports cards={cards} deckCode={deckCode} title={variant.variantName} />}
      />
    </Stack>
  );
}
