import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { VariantRef } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { paths } from '#web/lib/paths.ts';

/** The archetype of a decklist: icons and name, linking to the category page when the deck is classified. */
export function DeckArchetype({ variant, categoryId }: { variant: VariantRef; categoryId: number | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <DeckIcons icons={variant.variantIcon} name={variant.variantName} size={36} />
      {categoryId ? (
        <Anchor component={Link} to={paths.deckCategory(categoryId)} fw={700} size="lg">
          {variant.variantName}
        </Anchor>
      ) : (
        <Text fw={700} size="lg">
          {variant.variantName}
        </Text>
      )}
    </Group>
  );
}
