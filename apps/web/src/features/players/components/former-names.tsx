import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconHistory } from '#web/components/icons.ts';

/** Dropdown of the names a player used before; nothing when there are none. */
export function FormerNames({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Menu position="bottom-start" withArrow shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="light"
          color="gray"
          size="compact-sm"
          leftSection={<IconHistory size={14} />}
          rightSection={<IconChevronDown size={14} />}
        >
          曾用名（{names.length}）
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="曾用名">
        <Menu.Label>曾用名</Menu.Label>
        {names.map((name) => (
          <Menu.Item key={name} component="div" style={{ cursor: 'default' }}>
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
