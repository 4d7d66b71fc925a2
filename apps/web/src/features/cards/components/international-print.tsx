import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '#web/components/icons.ts';
import type { CardDetail } from '@ptcg/contract';

const INTERNATIONAL_CARD_SITE = 'https://limitlesstcg.com/cards';

/** The same card's international (English) print, or the note that it has none yet. */
export function InternationalPrint({ card }: { card: Pick<CardDetail, 'setCodeEn' | 'cardIndexEn' | 'nameEn'> }) {
  if (!card.setCodeEn || !card.cardIndexEn) {
    return (
      <Text c="dimmed" data-testid="international-print">
        Not Released yet
      </Text>
    );
  }
  const href = `${INTERNATIONAL_CARD_SITE}/${encodeURIComponent(card.setCodeEn)}/${encodeURIComponent(card.cardIndexEn)}`;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" data-testid="international-print">
      <Group gap={6} component="span" wrap="wrap">
        <Text component="span" fw={600} lang="en">
          {card.nameEn ?? card.setCodeEn}
        </Text>
        <Text component="span" c="dimmed" size="sm" ff="monospace">
          {card.setCodeEn} {card.cardIndexEn}
        </Text>
        <IconExternalLink size={15} aria-label="在新标签页打开" />
      </Group>
    </Anchor>
  );
}
