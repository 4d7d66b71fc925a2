import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '#web/components/icons.ts';
import { ResultCode } from '@ptcg/contract';
import type { DeckCategory } from '@ptcg/contract';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingBlock } from '#web/components/page-states.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useCategoryList } from '../api/use-category-list.ts';
import { useCategoryDelete } from '../api/use-category-mutations.ts';
import { useAdminAuth } from '../auth-state.ts';
import { AuditList } from '../components/audit-list.tsx';
import { CategoryDrawer } from '../components/category-drawer.tsx';
import { CategoryTable } from '../components/category-table.tsx';
import type { DrawerMode } from '../lib/category-form.ts';

function LoginRequired() {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" gap="xs" ta="center">
        <IconLock size={36} stroke={1.5} aria-hidden />
        <Text fw={600}>请先登录</Text>
        <Text size="sm" c="dimmed">
          卡组分类管理仅对管理员开放。
        </Text>
        <Button component={Link} to={paths.adminLogin()} mt="xs">
          前往登录
        </Button>
      </Stack>
    </Paper>
  );
}

function DeleteConfirm({ target, onClose }: { target: DeckCategory | null; onClose: () => void }) {
  const remove = useCategoryDelete();
  return (
    <Modal opened={target !== null} onClose={onClose} title="确认删除" centered>
      {target ? (
        <Stack gap="md">
          <Text size="sm">
            确定删除「<b>{target.name}</b>」吗？
            {target.isVariant ? '' : ` 它的 ${target.variants.length} 个变体也会一并删除，`}
            相关卡组将重新归类。此操作无法撤销。
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: target.id },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'teal', title: 'Success', message: `已删除「${target.name}」` });
                      onClose();
                    },
                  },
                )
              }
            >
              删除
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function CategoryEditor() {
  const { setLoggedOut } = useAdminAuth();
  const { data, error, isPending, refetch } = useCategoryList();
  const [drawer, setDrawer] = useState<DrawerMode | null>(null);
  const [deleting, setDeleting] = useState<DeckCategory | null>(null);
  const sessionGone = error instanceof ApiError && error.code === ResultCode.unauthorized;
  // The server no longer knows this login (expired or logged out elsewhere): the page follows it.
  useEffect(() => {
    if (sessionGone) setLoggedOut();
  }, [sessionGone, setLoggedOut]);
  const knownIcons = useMemo(
    () => [...new Set((data?.list ?? []).flatMap((c) => [...c.icons, ...c.variants.flatMap((v) => v.icons)]))].sort(),
    [data],
  );

  return (
    <>
      <PageTitle
        title="卡组分类管理"
        description={data ? `共 ${data.list.length} 个分类；展开一行查看和编辑其变体` : undefined}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDrawer({ kind: 'create' })} disabled={!data}>
            新建分类
          </Button>
        }
      />
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        sessionGone ? (
          <LoginRequired />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )
      ) : data.list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title="还没有卡组分类">点击「新建分类」添加第一个分类。</EmptyState>
        </Paper>
      ) : (
        <CategoryTable
          list={data.list}
          onEdit={(category) => setDrawer({ kind: 'edit', category })}
          onAddVariant={(parent) => setDrawer({ kind: 'variant', parent })}
          onDelete={setDeleting}
        />
      )}
      {data ? <AuditList /> : null}
      <CategoryDrawer mode={drawer} onClose={() => setDrawer(null)} knownIcons={knownIcons} />
      <DeleteConfirm target={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export function AdminDeckPage() {
  const { loggedIn } = useAdminAuth();
  if (!loggedIn) {
    return (
      <>
        <PageTitle title="卡组分类管理" />
        <LoginRequired />
      </>
    );
  }
  return <CategoryEditor />;
}
