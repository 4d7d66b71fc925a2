import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckCategory } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { paths } from '#web/lib/paths.ts';

/** Icons, label and (for a variant) the archetype it belongs to, under a category page's title. */
export function CategoryHeader({ category }: { category: DeckCategory }) {
  return (
    <Group gap="sm" wrap="wrap">
      <DeckIcons icons={category.icons} name={category.name} size={40} />
      {category.label && category.label !== '-' ? (
        <Badge variant="light" color="indigo" radius="sm">
          {category.label}
        </Badge>
      ) : null}
      {category.isVariant && category.parentId ? (
        <Anchor component={Link} to={paths.deckCategory(category.parentId)} size="sm">
          返回所属卡组
        </Anchor>
      ) : null}
    </Group>
  );
}
