import { Alert, List, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Deck, DeckCard } from '@ptcg/contract';
import { checkDeck, sortDeck } from '@ptcg/tcg';

/**
 * The 60-card checks of SPEC 5: once on the list as received and once after sorting, since a card
 * the sorting cannot place would be lost from the second count. `unresolved` counts the cards of a
 * stored list's lines that match no Chinese card (listed apart, but part of the deck).
 */
export function DeckChecks({ cards, unresolved = 0 }: { cards: DeckCard[]; unresolved?: number }) {
  // Cards of a stored list that match no Chinese card are still part of the deck and count toward 60.
  const rest = { count: unresolved };
  const messages = [checkDeck([...cards, rest], 'original'), checkDeck([...sortDeck(cards), rest], 'sorted')]
    .filter((check) => check.message !== null)
    .map((check) => ({ message: check.message as string, total: check.total }));
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs">
      {messages.map(({ message, total }) => (
        <Alert key={message} color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {message}（当前 {total} 张）
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * Lines of a registered English list that match no Chinese card: part of the deck, listed as registered
 * with the reason (an international-only card, or a print the card data does not know).
 */
export function UnresolvedCards({ lines }: { lines: Deck['unresolved'] }) {
  if (lines.length === 0) return null;
  const total = lines.reduce((n, l) => n + l.count, 0);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`${total} 张卡牌未能对应到中文卡牌`}
      data-testid="stored-unresolved"
    >
      <List size="sm" spacing={2}>
        {lines.map((l, i) => (
          <List.Item
            key={i}
            icon={
              // International-only cards show their international picture, sized before it loads.
              l.imageUrl ? (
                <img
                  src={l.imageUrl}
                  alt={l.nameEn}
                  width={36}
                  height={50}
                  loading="lazy"
                  decoding="async"
                  style={{ display: 'block', borderRadius: 3 }}
                />
              ) : undefined
            }
          >
            {l.count} {[l.nameEn, l.setCodeEn, l.cardIndexEn].filter(Boolean).join(' ')}：{l.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
