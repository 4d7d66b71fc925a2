import { useEffect, useMemo } from 'react';
import { Button, Divider, Drawer, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PRIORITY } from '@ptcg/contract';
import { useCategoryPreview, useCategoryUpsert } from '../api/use-category-mutations.ts';
import { categoryValidation, initialValues, toRequest, type DrawerMode } from '../lib/category-form.ts';
import { IconPicker } from './icon-picker.tsx';
import { KeyCardPicker } from './key-card-picker.tsx';
import { RulePreview } from './rule-preview.tsx';
import { SCREEN_KNOWN_AT_FIRST_RENDER } from '#web/lib/ui.ts';

function drawerTitle(mode: DrawerMode): string {
  if (mode.kind === 'edit') return `编辑「${mode.category.name}」`;
  if (mode.kind === 'variant') return `为「${mode.parent.name}」添加变体`;
  return '新建分类';
}

type CategoryDrawerProps = {
  mode: DrawerMode | null;
  onClose: () => void;
  knownIcons: string[];
};

/** The create / edit / add-variant form (SPEC 4), with a preview of what the rule would do before saving. */
export function CategoryDrawer({ mode, onClose, knownIcons }: CategoryDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, SCREEN_KNOWN_AT_FIRST_RENDER);
  return (
    <Drawer
      opened={mode !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={mode ? drawerTitle(mode) : ''}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {mode ? <CategoryForm key={formKey(mode)} mode={mode} onDone={onClose} knownIcons={knownIcons} /> : null}
    </Drawer>
  );
}

const formKey = (mode: DrawerMode) =>
  mode.kind === 'edit' ? `edit-${mode.category.id}` : mode.kind === 'variant' ? `variant-${mode.parent.id}` : 'create';

function CategoryForm({ mode, onDone, knownIcons }: { mode: DrawerMode; onDone: () => void; knownIcons: string[] }) {
  const upsert = useCategoryUpsert();
  const preview = useCategoryPreview();
  const form = useForm({ mode: 'controlled', initialValues: initialValues(mode), validate: categoryValidation });

  // The preview follows the form once it is valid, a moment after the last change.
  const request = form.isValid() ? JSON.stringify(toRequest(form.values)) : null;
  const [settled] = useDebouncedValue(request, 500);
  const { mutate: runPreview, reset: resetPreview } = preview;
  useEffect(() => {
    if (settled) runPreview(JSON.parse(settled));
    else resetPreview();
  }, [settled, runPreview, resetPreview]);

  const submit = form.onSubmit(
    (values) => {
      upsert.mutate(toRequest(values), {
        onSuccess: (message) => {
          notifications.show({ color: 'teal', title: 'Success', message });
          onDone();
        },
      });
    },
    (errors) => {
      notifications.show({
        color: 'red',
        title: 'Validation error',
        message: Object.values(errors).filter(Boolean).join('\n'),
        style: { whiteSpace: 'pre-line' },
      });
    },
  );

  const knownWithCurrent = useMemo(
    () => [...new Set([...knownIcons, ...form.values.icon])].sort(),
    [knownIcons, form.values.icon],
  );

  return (
    <form onSubmit={submit} noValidate aria-label={drawerTitle(mode)}>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label="名称" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="标签" placeholder="可留空" {...form.getInputProps('label')} />
        </Group>
        <IconPicker
          value={form.values.icon}
          onChange={(icons) => form.setFieldValue('icon', icons)}
          known={knownWithCurrent}
          name={form.values.name}
          error={form.errors.icon as string | undefined}
        />
        <NumberInput
          label="优先级"
          description={`${PRIORITY.min} 到 ${PRIORITY.max}，数值大的规则先匹配`}
          withAsterisk
          allowDecimal={false}
          clampBehavior="none"
          w={200}
          {...form.getInputProps('priority')}
        />
        <KeyCardPicker
          value={form.values.keyEffect}
          onChange={(list) => form.setFieldValue('keyEffect', list)}
          error={form.errors.keyEffect as string | undefined}
        />
        <Divider />
        <RulePreview
          preview={preview.data}
          pending={preview.isPending || (request !== null && request !== settled)}
          idle={request === null ? '表单有误或尚未填写完整，修正后显示预览。' : undefined}
        />
        {/* The actions sit at the drawer's left edge: notices open at the bottom right, and one under the
            pointer stays open while hovered, so a right-aligned 保存 would stay covered by its own
            validation notice. */}
        <Group justify="flex-start" gap="sm">
          <Button type="submit" loading={upsert.isPending}>
            保存
          </Button>
          <Button variant="default" onClick={onDone}>
            取消
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
