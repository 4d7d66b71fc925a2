import { ActionIcon, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '#web/components/icons.ts';
import { ManualCopy, useCopyText } from '#web/components/copy-text.tsx';
import { MINIAPP_COPY_NOTICE } from './deck-exports.tsx';

/** The official mini-app code that came with the deck, with a copy button. */
export function DeckCodeCopy({ deckCode }: { deckCode: string }) {
  const { copy, copied, manual, closeManual } = useCopyText();
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          小程序卡组代码
        </Text>
        <Code fz="sm" data-deck-code>
          {deckCode}
        </Code>
        <Tooltip label={copied ? '已复制' : '复制小程序卡组代码'} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label="复制小程序卡组代码"
            onClick={() =>
              void copy(deckCode, '小程序卡组代码', () =>
                notifications.show({ color: 'teal', message: MINIAPP_COPY_NOTICE }),
              )
            }
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <ManualCopy request={manual} onClose={closeManual} />
    </Stack>
  );
}
