import { useState } from 'react';
import { Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckCategory } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { VARIANTS_SHOWN } from '#web/lib/ui.ts';

/** The archetype's variants as links, the first eight and then 显示更多. */
export function VariantList({ variants }: { variants: DeckCategory['variants'] }) {
  const [expanded, setExpanded] = useState(false);
  if (variants.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        这个卡组没有细分变体。
      </Text>
    );
  }
  const shown = expanded ? variants : variants.slice(0, VARIANTS_SHOWN);
  return (
    <>
      <Group gap="xs" wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="变体">
        {shown.map((variant) => (
          <li key={variant.id}>
            <UnstyledButton component={Link} to={paths.deckCategory(variant.id)}>
              <Paper withBorder radius="xl" px="sm" py={4}>
                <Group gap={6} wrap="nowrap">
                  <DeckIcons icons={variant.icons} name={variant.name} size={22} />
                  <Text size="sm">{variant.name}</Text>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Group>
      {variants.length > VARIANTS_SHOWN ? (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setExpanded((v) => !v)}>
          {expanded ? '收起' : `显示更多（${variants.length - VARIANTS_SHOWN}）`}
        </Button>
      ) : null}
    </>
  );
}
