import { Badge, Group } from '@mantine/core';

interface Marked {
  internationalOnly: boolean;
  nameProvisional: boolean;
}

/**
 * What every screen that shows a card says of an international-only card: it has no Chinese print
 * yet (尚无中文版), and its Chinese name, when it has one, is not a printed one (暂译).
 */
export function CardNameMarks({ card, size = 'xs' }: { card: Marked; size?: 'xs' | 'sm' }) {
  if (!card.internationalOnly) return null;
  return (
    <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      {card.nameProvisional ? (
        <Badge size={size} variant="outline" color="gray" title="中文名按已印刷的中文卡名拼成，尚非正式译名">
          暂译
        </Badge>
      ) : null}
      <Badge size={size} variant="light" color="orange" title="仅有国际版，文本为英文">
        尚无中文版
      </Badge>
    </Group>
  );
}
