import { ActionIcon, AppShell, Box, Burger, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconArrowLeft } from '#web/components/icons.ts';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AnnouncementBanner } from '#web/features/announcement/announcement-banner.tsx';
import { paths } from '#web/lib/paths.ts';
import { SITE_NAME } from '#web/lib/site.ts';
import { HeaderSearch } from './header-search.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNav } from './site-nav.tsx';
import classes from './app-layout.module.css';
import { usePhoneScreen } from '#web/lib/phone-screen.ts';

/** React Router numbers its history entries; 0 means this tab entered the site here. */
function hasInAppHistory() {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0;
}

function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    // With nothing to go back to inside the site, Back would leave it; the home page is the useful step.
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(paths.home());
  };
  return (
    <Tooltip label="返回" openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="var(--mantine-color-text)"
        size="lg"
        onClick={goBack}
        aria-label="返回上一页"
      >
        <IconArrowLeft size={20} stroke={1.8} />
      </ActionIcon>
    </Tooltip>
  );
}

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const phone = usePhoneScreen();
  // A collapsed phone navbar is only moved off-screen; keep keyboard focus and screen readers out of it too.
  const navOffscreen = Boolean(phone) && !navOpened;
  // Escape closes the phone menu, as it would a dialog.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && navOpened) closeNav();
  });
  const { pathname } = useLocation();
  const showAnnouncement = pathname !== paths.home();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <LoadingBar />
      {/* First stop of the keyboard: past the header and the navigation, straight to the page. */}
      <a
        href="#content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        跳到主要内容
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={toggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpened ? '关闭导航菜单' : '打开导航菜单'}
            aria-expanded={navOpened}
            aria-controls="site-navbar"
          />
          <BackButton />
          <UnstyledButton component={Link} to={paths.home()} className={classes.brand} onClick={closeNav}>
            <img src="/favicon.svg" alt="" width={26} height={26} />
            <Text component="span" className={classes.brandName}>
              {SITE_NAME}
            </Text>
          </UnstyledButton>
          <HeaderSearch phone={Boolean(phone)} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="site-navbar"
        p="xs"
        className={classes.navbar}
        inert={navOffscreen}
        data-offscreen={navOffscreen || undefined}
      >
        <SiteNav onNavigate={closeNav} />
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Box className={classes.content}>
          {showAnnouncement ? <AnnouncementBanner /> : null}
          <Box id="content" tabIndex={-1} className={classes.page}>
            <Outlet />
          </Box>
          <SiteFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
