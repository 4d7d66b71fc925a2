import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '#web/components/icons.ts';
import type { Deck, DeckCard } from '@ptcg/contract';
import { deckSizeProblem, deckTotal, sectionCounts, sortDeck } from '@ptcg/tcg';

/**
 * The 60-card check of a list, as one notice: a list that is not 60 cards says how many it holds and
 * which section is short (`unresolved`: cards of a stored list that match no Chinese card, part of the
 * deck all the same). `sizeExplained`: the page has already said so about the text it was given. If
 * sorting for display would lose a card, that is the site's fault, and the notice says so.
 */
export function DeckChecks({
  cards,
  unresolved = 0,
  sizeExplained = false,
}: {
  cards: DeckCard[];
  unresolved?: number;
  sizeExplained?: boolean;
}) {
  const sizeProblem = sizeExplained ? null : deckSizeProblem({ ...sectionCounts(cards), unknown: unresolved });
  const lostInSorting = deckTotal(cards) - deckTotal(sortDeck(cards));
  const message =
    sizeProblem ??
    (lostInSorting !== 0 ? `排序显示时少了 ${lostInSorting} 张卡牌，这是本站的错误，请反馈管理员` : null);
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="deck-check">
      {message}
    </Alert>
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
