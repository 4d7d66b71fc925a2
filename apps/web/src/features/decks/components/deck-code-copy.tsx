import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_FEEDBACK_MS, MINIAPP_COPY_NOTICE } from './deck-exports.tsx';

/** The 18-character mini-app code with a copy button. */
export function DeckCodeCopy({ deckCode }: { deckCode: string }) {
  const clipboard = useClipboard({ timeout: COPY_FEEDBACK_MS });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        卡组代码
      </Text>
      <Code fz="sm" data-deck-code>
        {deckCode}
      </Code>
      <Tooltip label={clipboard.copied ? '已复制' : '复制卡组代码'} withArrow>
        <ActionIcon
          variant="subtle"
          color={clipboard.copied ? 'teal' : 'gray'}
          aria-label="复制卡组代码"
          onClick={() => {
            clipboard.copy(deckCode);
            notifications.show({ color: 'teal', message: MINIAPP_COPY_NOTICE });
          }}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
