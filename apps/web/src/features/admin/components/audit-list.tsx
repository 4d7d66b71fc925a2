import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { useCategoryAudit } from '../api/use-category-audit.ts';

const ACTIONS = {
  create: { label: '新建', color: 'teal' },
  update: { label: '修改', color: 'indigo' },
  delete: { label: '删除', color: 'red' },
} as const;

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Shanghai',
});

/** Who changed which category, when and what: every change the server has recorded, newest first. */
export function AuditList() {
  const { data, error, isPending, refetch } = useCategoryAudit();
  return (
    <Stack gap="sm" mt="xl" component="section" aria-label="修改记录">
      <Title order={2} fz="lg">
        修改记录
      </Title>
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title="暂无修改记录">新建、修改或删除分类后会记录在这里。</EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="修改记录">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={140}>时间</Table.Th>
                  <Table.Th w={100}>管理员</Table.Th>
                  <Table.Th w={70}>操作</Table.Th>
                  <Table.Th>分类与改动</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {timeFormat.format(new Date(entry.createdAt))}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.username}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" radius="sm" variant="light" color={ACTIONS[entry.action].color}>
                        {ACTIONS[entry.action].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {entry.targetName}
                        {entry.targetId !== null ? (
                          <Text span c="dimmed" size="xs">
                            {' '}
                            #{entry.targetId}
                          </Text>
                        ) : null}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {entry.changes.join('；')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
