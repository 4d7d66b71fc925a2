import { useState } from 'react';
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '#web/components/icons.ts';
import { KEY_CARD_QTY } from '@ptcg/contract';
import { useCardLookup } from '../api/use-card-lookup.ts';
import type { KeyCardValue } from '../lib/category-form.ts';

type KeyCardPickerProps = {
  value: KeyCardValue[];
  onChange: (value: KeyCardValue[]) => void;
  error?: string | null;
};

/** Key cards chosen by searching cards (name, pinyin or number), each with the quantity the rule needs. */
export function KeyCardPicker({ value, onChange, error }: KeyCardPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const lookup = useCardLookup(debounced);
  const cards = lookup.data?.list ?? [];
  const options = cards.map((card) => ({
    value: `${card.setCode}/${card.cardIndex}`,
    label: `${card.name} · ${card.setCode} ${card.cardIndex}`,
  }));

  const add = (key: string | null) => {
    const card = cards.find((c) => `${c.setCode}/${c.cardIndex}` === key);
    if (!card) return;
    // Prints sharing an effect count together in the classifier, so a second print of one effect adds nothing.
    if (!value.some((k) => k.effectId === card.effectId)) {
      onChange([
        ...value,
        { effectId: card.effectId, qty: 1, cardName: card.name, setCode: card.setCode, cardIndex: card.cardIndex },
      ]);
    }
    setSearch('');
  };

  return (
    <Stack gap="xs">
      <Select
        label="关键卡"
        description="按卡名、拼音或编号搜索，选中后加入列表"
        placeholder="例如 沙奈朵ex、snd、CSV1C 088"
        leftSection={<IconSearch size={16} />}
        searchable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={add}
        data={options}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.trim() ? (lookup.isFetching ? '搜索中…' : '没有找到卡牌') : '输入关键字开始搜索'}
        error={error}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={260}
      />
      {value.length === 0 ? (
        <Text size="xs" c="dimmed">
          没有关键卡的分类不会自动匹配任何卡组。
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="已选关键卡">
          {value.map((card, index) => (
            <Paper component="li" key={card.effectId} withBorder radius="sm" px="sm" py={6}>
              <Group gap="sm" wrap="nowrap">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {card.cardName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {card.setCode} {card.cardIndex} · {card.effectId.slice(0, 8)}…
                  </Text>
                </Stack>
                <NumberInput
                  aria-label={`${card.cardName} 的数量`}
                  value={card.qty}
                  min={KEY_CARD_QTY.min}
                  max={KEY_CARD_QTY.max}
                  step={1}
                  w={72}
                  size="xs"
                  clampBehavior="none"
                  allowDecimal={false}
                  onChange={(qty) => onChange(value.map((k, i) => (i === index ? { ...k, qty: Number(qty) } : k)))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`移除 ${card.cardName}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
