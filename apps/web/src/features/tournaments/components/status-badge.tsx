import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLOURS, statusName } from '../labels.ts';
import classes from './status-badge.module.css';

/**
 * 未开始 / 进行中 / 已结束, each in its own colour. A live event is filled; autoContrast gives it dark
 * text, since white on green stays below readable contrast.
 */
export function StatusBadge({ status, size = 'sm' }: { status: string; size?: BadgeProps['size'] }) {
  return (
    <Badge
      component="span"
      className={classes.badge}
      color={STATUS_COLOURS[status] ?? 'gray'}
      variant={status === 'ongoing' ? 'filled' : 'light'}
      autoContrast
      size={size}
      radius="sm"
      data-status={status}
      style={{ flex: 'none' }}
    >
      {statusName(status)}
    </Badge>
  );
}
