import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_FEEDBACK_MS } from '#web/lib/ui.ts';

/** The pin code with a copy button that confirms for a moment. */
export function PinCodeCopy({ pinCode }: { pinCode: string }) {
  return (
    <Group component="span" gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed" component="span">
        选手编号
      </Text>
      <Text size="sm" ff="monospace" fw={600} component="span" data-testid="pin-code">
        {pinCode}
      </Text>
      <CopyButton value={pinCode} timeout={COPY_FEEDBACK_MS}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? '已复制' : '复制选手编号'} withArrow opened={copied ? true : undefined}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={copied ? '已复制' : '复制选手编号'}
            >
              {copied ? <IconCheck size={15} /> : <IconCopy size={15} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
