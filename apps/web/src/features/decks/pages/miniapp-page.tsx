import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '#web/components/icons.ts';
import { Link, useSearchParams } from 'react-router';
import { DECK_CODE_LENGTH } from '@ptcg/contract';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, LoadingBlock } from '#web/components/page-states.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDeckByCode } from '../api/use-deck-by-code.ts';
import { useDeckPlayed } from '../api/use-deck-played.ts';
import { UnresolvedCards } from '../components/deck-checks.tsx';
import { DecklistPanel } from '../components/decklist-panel.tsx';

/** SPEC 5: the code must be exactly 18 characters. */
export const DECK_CODE_MESSAGE = `请输入 ${DECK_CODE_LENGTH} 位卡组代码`;

/** Which codes the tool can show, and where the rest of a player's decks go instead. */
function Scope() {
  return (
    <Text size="sm" c="dimmed" data-testid="miniapp-scope">
      这里只能显示本站赛事成绩中随卡组一同导入的官方小程序卡组代码；其他卡组请把卡组文本粘贴到{' '}
      <Anchor component={Link} to={paths.deckImport()} inherit underline="always">
        PTCG Live 卡组导入
      </Anchor>
      。
    </Text>
  );
}

function validCode(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return code.length === DECK_CODE_LENGTH ? code : null;
}

export function MiniappPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlCode = searchParams.get('code') ?? '';
  const [input, setInput] = useState(urlCode);
  const [error, setError] = useState<string | null>(urlCode && !validCode(urlCode) ? DECK_CODE_MESSAGE : null);
  const code = validCode(urlCode);
  const deck = useDeckByCode(code);
  const played = useDeckPlayed(deck.data?.deckId ?? 0);

  // Back and forward move through codes: the box follows the address.
  useEffect(() => {
    setInput(urlCode);
    setError(urlCode && !validCode(urlCode) ? DECK_CODE_MESSAGE : null);
  }, [urlCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = input.trim();
    if (!validCode(next)) {
      setError(DECK_CODE_MESSAGE);
      return;
    }
    setError(null);
    setSearchParams({ code: next });
  };

  return (
    <>
      <PageTitle
        title="小程序卡组导出"
        description="输入宝可梦官方微信小程序的 18 位卡组代码，查看卡表并导出为图片、CSV 或 PTCG Live 代码。"
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="form" onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="卡组代码"
              placeholder={`${DECK_CODE_LENGTH} 位卡组代码`}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              error={error}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: '1 1 240px' }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconSearch size={16} />}>
              转换
            </Button>
          </Group>
        </Paper>
        {!code ? (
          <Scope />
        ) : deck.isPending ? (
          <LoadingBlock />
        ) : deck.isError ? (
          isNotFound(deck.error) ? (
            <Paper withBorder radius="md" p="lg" role="alert">
              <Text fw={700}>本站没有卡组代码 {code} 对应的卡组</Text>
              <Text size="sm" mt={4}>
                请核对代码是否输入正确。
              </Text>
              <Stack mt={4}>
                <Scope />
              </Stack>
            </Paper>
          ) : (
            <ErrorState error={deck.error} onRetry={() => deck.refetch()} />
          )
        ) : (
          <DecklistPanel
            cards={deck.data.cards}
            unresolvedCount={deck.data.unresolved.reduce((n, l) => n + l.count, 0)}
            deckCode={deck.data.deckCode}
            variant={deck.data.variant}
            categoryId={played.data?.categoryId ?? null}
          >
            <UnresolvedCards lines={deck.data.unresolved} />
          </DecklistPanel>
        )}
      </Stack>
    </>
  );
}
