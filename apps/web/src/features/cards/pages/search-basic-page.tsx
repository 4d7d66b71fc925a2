import { useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustments, IconSearch } from '#web/components/icons.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title.tsx';
import { basicResultPath, paths } from '#web/lib/paths.ts';
import { readFlag } from '../lib/search-url.ts';

const SEARCH_EXAMPLES = ['超梦', 'pikaqiu', 'pkq', 'SV1S 069', '喷火龙 ex'];

export function SearchBasicPage() {
  const navigate = useNavigate();
  // Prefilled when coming back from results ("修改搜索"), so a search can be refined.
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('text') ?? '');
  const [exact, setExact] = useState(readFlag(searchParams.get('exact')));
  const [unique, setUnique] = useState(readFlag(searchParams.get('unique')));
  const canSearch = text.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch) return;
    void navigate(basicResultPath(text, exact, unique));
  };

  return (
    <>
      <PageTitle title="卡牌搜索" description="支持中文名、英文名、拼音及首字母、技能与效果文字、产品编号加卡号" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <form onSubmit={submit} role="search" aria-label="卡牌搜索">
          <Stack gap="md">
            <TextInput
              size="md"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder="卡牌名称、英文名、技能、效果、编号，空格分隔多个关键词"
              aria-label="搜索关键词"
              leftSection={<IconSearch size={18} />}
              autoFocus
              enterKeyHint="search"
            />
            <Group justify="space-between" gap="md" wrap="wrap">
              <Group gap="lg">
                <Checkbox
                  label="精确搜索"
                  checked={exact}
                  onChange={(event) => setExact(event.currentTarget.checked)}
                />
                <Checkbox
                  label="隐藏重复卡牌"
                  checked={unique}
                  onChange={(event) => setUnique(event.currentTarget.checked)}
                />
              </Group>
              <Button
                type="submit"
                disabled={!canSearch}
                leftSection={<IconSearch size={16} />}
                w={{ base: '100%', xs: 'auto' }}
              >
                搜索
              </Button>
            </Group>
          </Stack>
        </form>
        <Group gap={6} mt="lg" wrap="wrap">
          <Text size="sm" c="dimmed">
            试试：
          </Text>
          {SEARCH_EXAMPLES.map((example) => (
            <Anchor key={example} component={Link} to={basicResultPath(example, false, false)} size="sm">
              {example}
            </Anchor>
          ))}
        </Group>
      </Paper>
      <Group mt="md" gap={6}>
        <IconAdjustments size={16} aria-hidden />
        <Anchor component={Link} to={paths.searchAdvance()}>
          切换到高级搜索
        </Anchor>
        <Text size="sm" c="dimmed">
          按属性、HP、稀有度、赛制等条件筛选
        </Text>
      </Group>
    </>
  );
}
