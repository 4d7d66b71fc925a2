import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLOURS, statusName } from '../labels.ts';

/** 未开始 / 进行中 / 已结束, each in its own colour; a live event gets a dot. */
export function StatusBadge({ status, size = 'sm' }: { status: string; size?: BadgeProps['size'] }) {
  return (
    <Badge
      component="span"
      color={STATUS_COLOURS[status] ?? 'gray'}
      variant={status === 'ongoing' ? 'filled' : 'light'}
      size={size}
      radius="sm"
      data-status={status}
      style={{ flex: 'none' }}
    >
      {statusName(status)}
    </Badge>
  );
}
