import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Group, Loader, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '#web/components/icons.ts';
import type { DeckCategory } from '@ptcg/contract';
import { DeckIcons } from '#web/components/deck-icons.tsx';
import { useCategoryList } from '../api/use-category-list.ts';
import classes from '../admin.module.css';

type RowActions = {
  onEdit: (category: DeckCategory) => void;
  onAddVariant: (parent: DeckCategory) => void;
  onDelete: (category: DeckCategory) => void;
};

function KeyCards({ category }: { category: DeckCategory }) {
  if (category.keyEffect.length === 0)
    return (
      <Text size="xs" c="dimmed">
        无
      </Text>
    );
  return (
    <Group gap={4}>
      {category.keyEffect.map((k) => (
        <Badge key={k.effectId} variant="light" color="gray" radius="sm" tt="none" fw={500}>
          {k.cardName ?? `${k.effectId.slice(0, 8)}…`} ×{k.qty}
        </Badge>
      ))}
    </Group>
  );
}

function Actions({ category, onEdit, onAddVariant, onDelete }: RowActions & { category: DeckCategory }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="编辑">
        <ActionIcon variant="subtle" aria-label={`编辑「${category.name}」`} onClick={() => onEdit(category)}>
          <IconPencil size={17} />
        </ActionIcon>
      </Tooltip>
      {category.isVariant ? null : (
        <Tooltip label="添加变体">
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={`为「${category.name}」添加变体`}
            onClick={() => onAddVariant(category)}
          >
            <IconPlus size={17} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="删除">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`删除「${category.name}」`}
          onClick={() => onDelete(category)}
        >
          <IconTrash size={17} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function CategoryCells({ category, variant }: { category: DeckCategory; variant?: boolean }) {
  return (
    <>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" pl={variant ? 'lg' : 0}>
          <DeckIcons icons={category.icons} name={category.name} size={26} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={variant ? 400 : 600}>
              {category.name}
            </Text>
            {/* On phones the label, priority and key-card columns fold under the name. */}
            <Text hiddenFrom="sm" size="xs" c="dimmed">
              {category.label ? `${category.label} · ` : ''}优先级 {category.priority} · 关键卡{' '}
              {category.keyEffect.map((k) => `${k.cardName ?? k.effectId.slice(0, 8)}×${k.qty}`).join('、') || '无'}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" c={category.label ? undefined : 'dimmed'}>
          {category.label || '—'}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right" className={classes.number}>
        {category.priority}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <KeyCards category={category} />
      </Table.Td>
    </>
  );
}

/** The variants of one category, loaded when its row is opened. */
function VariantRows({ parent, actions }: { parent: DeckCategory; actions: RowActions }) {
  const { data, isPending, error } = useCategoryList(parent.id);
  const variants = data?.list.filter((c) => c.id !== parent.id) ?? [];
  if (isPending || error || variants.length === 0) {
    return (
      <Table.Tr className={classes.variantRow}>
        <Table.Td />
        <Table.Td colSpan={5}>
          {isPending ? (
            <Loader size="xs" />
          ) : (
            <Text size="sm" c="dimmed">
              {error ? '变体加载失败' : '还没有变体'}
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
    );
  }
  return variants.map((variant) => (
    <Table.Tr key={variant.id} className={classes.variantRow} data-variant-of={parent.id}>
      <Table.Td />
      <CategoryCells category={variant} variant />
      <Table.Td>
        <Actions category={variant} {...actions} />
      </Table.Td>
    </Table.Tr>
  ));
}

/** Top-level categories; a row opens to list its variants with the same columns and actions. */
export function CategoryTable({ list, ...actions }: RowActions & { list: DeckCategory[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="卡组分类">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} />
            <Table.Th>分类</Table.Th>
            <Table.Th visibleFrom="sm" w={110}>
              标签
            </Table.Th>
            <Table.Th visibleFrom="sm" w={72} ta="right">
              优先级
            </Table.Th>
            <Table.Th visibleFrom="sm">关键卡</Table.Th>
            <Table.Th w={110} ta="right">
              操作
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((category) => {
            const expanded = open.has(category.id);
            return (
              <Fragment key={category.id}>
                <Table.Tr data-category-id={category.id}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? '收起' : '展开'}「${category.name}」的变体 (${category.variants.length})`}
                      onClick={() => toggle(category.id)}
                    >
                      {expanded ? <IconChevronDown size={17} /> : <IconChevronRight size={17} />}
                    </ActionIcon>
                  </Table.Td>
                  <CategoryCells category={category} />
                  <Table.Td>
                    <Actions category={category} {...actions} />
                  </Table.Td>
                </Table.Tr>
                {expanded ? <VariantRows parent={category} actions={actions} /> : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
