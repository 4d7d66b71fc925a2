import { Group, Stack, TagsInput, Text } from '@mantine/core';
import { DeckIcons, deckIconUrl } from '#web/components/deck-icons.tsx';

type IconPickerProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Icon keys already used by categories, offered as suggestions. */
  known: string[];
  name: string;
  error?: string | null;
};

/** Archetype icons by key (a Pokémon's English slug), each suggestion and the result shown as it will look. */
export function IconPicker({ value, onChange, known, name, error }: IconPickerProps) {
  return (
    <Stack gap={6}>
      <TagsInput
        label="图标"
        description="输入图标名 (宝可梦英文名，如 gardevoir) 后回车，最多 4 个"
        withAsterisk
        value={value}
        onChange={(next) => onChange(next.map((key) => key.trim().toLowerCase()).filter(Boolean))}
        data={known}
        maxTags={4}
        error={error}
        clearable
        splitChars={[',', ' ']}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <img src={deckIconUrl(option.value)} width={22} height={22} alt="" />
            <Text size="sm">{option.value}</Text>
          </Group>
        )}
      />
      <Group gap="xs" aria-live="polite">
        <Text size="xs" c="dimmed">
          预览
        </Text>
        {value.length ? (
          <DeckIcons icons={value} name={name || '未命名'} size={32} />
        ) : (
          <Text size="xs" c="dimmed">
            （未选择图标）
          </Text>
        )}
      </Group>
    </Stack>
  );
}
