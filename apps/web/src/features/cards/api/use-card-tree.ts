import { useQuery } from '@tanstack/react-query';
import { card, type CardTreeNode } from '@ptcg/contract';

export const CARD_TREE_URL = '/static/tree.json';

async function fetchCardTree({ signal }: { signal: AbortSignal }): Promise<CardTreeNode[]> {
  const response = await fetch(CARD_TREE_URL, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${CARD_TREE_URL}: HTTP ${response.status}`);
  return card.CardTree.parse(await response.json());
}

/**
 * Every evolution line (`GET /static/tree.json`, no envelope). Fetched once per visit and never again:
 * the tree only changes with a card import.
 */
export function useCardTree() {
  return useQuery({ queryKey: ['static/tree.json'], queryFn: fetchCardTree, staleTime: Infinity, gcTime: Infinity });
}
