import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';

/** Said plainly where a page's content is not available yet, instead of an empty or fake screen. */
export function UnderConstruction({ detail }: { detail?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconBarrierBlock size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          建设中
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {detail ?? '此页面的内容正在制作，完成后会在这里显示。'}
        </Text>
      </Stack>
    </Paper>
  );
}
