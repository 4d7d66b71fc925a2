import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '#web/components/icons.ts';
import { deck as deckContract } from '@ptcg/contract';
import { deckSizeProblem, parseDeckText } from '@ptcg/tcg';
import { PageTitle } from '#web/components/page-title.tsx';
import { useImportDeckText } from '../api/use-import-deck-text.ts';
import { DecklistPanel } from '../components/decklist-panel.tsx';

const { chars: MAX_CHARS, lines: MAX_LINES } = deckContract.DECK_TEXT_LIMITS;

const PLACEHOLDER = `Pokémon: 12
4 Charmander PAF 7
…

Trainer: 36
4 Ultra Ball SVI 196
…

Energy: 12
12 Basic {R} Energy SVE 2`;

/** Checked here too, so an over-long paste is explained before anything is sent. */
function localProblem(text: string): string | null {
  if (text.trim() === '') return '请粘贴卡组文本';
  if (text.length > MAX_CHARS) return `卡组文本不能超过 ${MAX_CHARS} 个字符`;
  if (text.split(/\r?\n/).length > MAX_LINES) return `卡组文本不能超过 ${MAX_LINES} 行`;
  return null;
}

export function DeckImportPage() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importText = useImportDeckText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localProblem(text);
    setProblem(found);
    if (!found) importText.mutate({ text });
  };

  const result = importText.data;
  // The size of the list is a matter of the text the player gave (lines that were not understood are
  // listed on their own), so it is counted there, where the section headings say what was meant.
  const parsed = importText.variables ? parseDeckText(importText.variables.text) : null;
  const sizeProblem = parsed ? deckSizeProblem(parsed.totals, parsed.declared) : null;
  return (
    <>
      <PageTitle
        title="PTCG Live 卡组导入"
        description="粘贴 Pokémon TCG Live 或 Limitless 导出的卡组文本，查看对应的中文卡表、卡组分类，并导出为图片或 CSV。"
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="form" onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="卡组文本"
              placeholder={PLACEHOLDER}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={problem}
              autosize
              minRows={8}
              maxRows={20}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                最多 {MAX_LINES} 行；英文卡名、系列代码与编号均可识别，任一国际版印刷都对应到同效果的中文卡牌。
              </Text>
              <Button type="submit" loading={importText.isPending} leftSection={<IconFileImport size={16} />}>
                导入
              </Button>
            </Group>
          </Stack>
        </Paper>
        {result ? (
          result.cards.length === 0 ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="没有识别出任何卡牌"
              role="alert"
            >
              <UnresolvedList lines={result.unresolved} />
            </Alert>
          ) : (
            <DecklistPanel
              cards={result.cards}
              deckCode={result.deckCode}
              variant={result.variant}
              categoryId={result.categoryId}
              sizeExplained
            >
              {sizeProblem ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  role="alert"
                  data-testid="deck-check"
                >
                  {sizeProblem}
                </Alert>
              ) : null}
              {result.unresolved.length > 0 ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  title={`${result.unresolved.length} 行未能识别，其余卡牌照常显示`}
                  role="alert"
                >
                  <UnresolvedList lines={result.unresolved} />
                </Alert>
              ) : null}
            </DecklistPanel>
          )
        ) : null}
      </Stack>
    </>
  );
}

function UnresolvedList({ lines }: { lines: { line: number; text: string; reason: string }[] }) {
  return (
    <List size="sm" spacing={2} data-testid="unresolved-lines">
      {lines.map((l) => (
        <List.Item key={l.line}>
          第 {l.line} 行{' '}
          <Text component="code" ff="monospace" size="sm">
            {l.text}
          </Text>
          ：{l.reason}
        </List.Item>
      ))}
    </List>
  );
}
