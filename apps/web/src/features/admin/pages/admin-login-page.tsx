import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin, IconLogout, IconShieldCheck } from '#web/components/icons.ts';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { useLogin } from '../api/use-login.ts';
import { useLogout } from '../api/use-logout.ts';
import { useAdminAuth } from '../auth-state.ts';

/** SPEC 5: at least three characters after trimming. */
const atLeastThree = (message: string) => (value: string) => (value.trim().length < 3 ? message : null);

function LoginForm() {
  const { setLoggedIn } = useAdminAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: { username: atLeastThree('Username is too short'), password: atLeastThree('Password is too short') },
  });

  const submit = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password.trim() },
      {
        onSuccess: (info) => {
          setLoggedIn(info);
          void navigate(paths.adminDeck());
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={420} w="100%">
      <form onSubmit={submit} noValidate aria-label="管理员登录">
        <Stack gap="md">
          <TextInput label="用户名" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
          <PasswordInput
            label="密码"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" leftSection={<IconLogin size={18} />} loading={login.isPending}>
            登录
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function AuthInfoCard() {
  const { auth, setLoggedOut } = useAdminAuth();
  const logout = useLogout();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={420} w="100%">
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconShieldCheck size={20} />} title="已登录">
          <Text size="sm">
            用户名: <b data-testid="auth-username">{auth.username}</b>
          </Text>
          <Text size="sm">
            角色: <b>{auth.role}</b>
          </Text>
        </Alert>
        <Group gap="sm" grow>
          <Button component={Link} to={paths.adminDeck()} variant="light">
            卡组分类管理
          </Button>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconLogout size={18} />}
            loading={logout.isPending}
            // Logged out here even if the call fails: the server's session expires on its own.
            onClick={() => logout.mutate({}, { onSettled: () => setLoggedOut() })}
          >
            退出登录
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function AdminLoginPage() {
  const { loggedIn } = useAdminAuth();
  return (
    <>
      <PageTitle title="管理员登录" description={loggedIn ? undefined : '仅供本站管理员编辑卡组分类使用'} />
      {loggedIn ? <AuthInfoCard /> : <LoginForm />}
    </>
  );
}
