import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartArrows } from '#web/components/icons.ts';
import type { CategoryPreview } from '@ptcg/contract';

type RulePreviewProps = {
  preview: CategoryPreview | undefined;
  pending: boolean;
  /** Why there is nothing to show (form not valid yet). */
  idle?: string;
};

/**
 * What the rule would do to the current decks, computed by the server without saving: over every stored
 * list, and over the entries of the last three months with the archetypes that would lose them.
 */
export function RulePreview({ preview, pending, idle }: RulePreviewProps) {
  if (!preview) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={pending ? <Loader size={16} /> : <IconChartArrows size={18} />}
        title="规则预览"
      >
        <Text size="sm">{pending ? '正在计算…' : (idle ?? '填写表单后显示这条规则会归入多少卡组。')}</Text>
      </Alert>
    );
  }
  const gained = preview.moves.reduce((sum, m) => sum + m.count, 0);
  const recent = preview.recent;
  const recentGained = recent.moves.reduce((sum, m) => sum + m.count, 0);
  return (
    <Stack gap="xs" aria-live="polite" data-testid="rule-preview">
      <Alert
        variant="light"
        color="indigo"
        icon={pending ? <Loader size={16} /> : <IconChartArrows size={18} />}
        title="规则预览"
      >
        <Text size="sm">
          保存后将包含 <b>{preview.captured}</b> 副卡组（当前 {preview.current} 副），新归入 {gained} 副，移出{' '}
          {preview.released} 副。
        </Text>
        {preview.moves.length > 0 ? (
          <List size="sm" mt={4} spacing={2}>
            {preview.moves.slice(0, 8).map((move) => (
              <List.Item key={move.fromId ?? 'none'}>
                来自「{move.fromName}」: {move.count} 副
              </List.Item>
            ))}
          </List>
        ) : null}
      </Alert>
      <Alert variant="light" color="indigo" title="近三个月的参赛卡组" data-testid="rule-preview-recent">
        <Text size="sm">
          {recent.from} 至 {recent.to} 已结束赛事中，保存后这条规则将包含 <b>{recent.captured}</b> 次参赛（当前{' '}
          {recent.current} 次），从其他分类拿走 {recentGained} 次，移出 {recent.released} 次。
        </Text>
        {recent.moves.length > 0 ? (
          <List size="sm" mt={4} spacing={2}>
            {recent.moves.slice(0, 8).map((move) => (
              <List.Item key={move.fromId ?? 'none'}>
                「{move.fromName}」减少 {move.count} 次
              </List.Item>
            ))}
          </List>
        ) : null}
      </Alert>
      {preview.overlaps.length > 0 ? (
        <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />} title="规则重叠" role="alert">
          <Text size="sm">以下同优先级的分类也匹配其中的卡组，归属只能按关键卡数量和 ID 决定，建议调整优先级：</Text>
          <List size="sm" mt={4} spacing={2}>
            {preview.overlaps.map((o) => (
              <List.Item key={o.id}>
                「{o.name}」(优先级 {o.priority}): 共同匹配 {o.decks} 副
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
