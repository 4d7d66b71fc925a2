import { ActionIcon, Group, Popover, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '#web/components/icons.ts';
import { ManualCopy, useCopyText } from '#web/components/copy-text.tsx';

/** The pin code with a copy button that confirms for a moment (or offers the code to copy by hand). */
export function PinCodeCopy({ pinCode }: { pinCode: string }) {
  const { copy, copied, manual, closeManual } = useCopyText();
  return (
    <Group component="span" gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed" component="span">
        选手编号
      </Text>
      <Text size="sm" ff="monospace" fw={600} component="span" data-testid="pin-code">
        {pinCode}
      </Text>
      <Popover opened={manual !== null} onChange={(opened) => !opened && closeManual()} width={280} withArrow>
        <Popover.Target>
          <Tooltip label={copied ? '已复制' : '复制选手编号'} withArrow opened={copied ? true : undefined}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={() => void copy(pinCode, '选手编号')}
              aria-label={copied ? '已复制' : '复制选手编号'}
            >
              {copied ? <IconCheck size={15} /> : <IconCopy size={15} />}
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <ManualCopy request={manual} onClose={closeManual} />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
