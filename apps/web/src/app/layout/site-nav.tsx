import type { ReactNode } from 'react';
import { Box, NavLink, Stack, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import {
  IconDeviceDesktopDown,
  IconExternalLink,
  IconInfoCircle,
  IconMessageCircle,
  IconMoon,
  IconSun,
  IconVideo,
} from '#web/components/icons.ts';
import { Link, useLocation } from 'react-router';
import { AnnouncementToggle } from '#web/features/announcement/announcement-toggle.tsx';
import { useInstallPrompt } from '#web/lib/install-prompt.ts';
import { paths } from '#web/lib/paths.ts';
import { EXTERNAL_LINKS } from '#web/lib/site.ts';
import { NAV_GROUPS } from './nav-items.ts';
import classes from './app-layout.module.css';

const ICON_SIZE = 19;
const ICON_STROKE = 1.7;

function ColorSchemeItem() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  // The visible label and icon follow the scheme in CSS (lightHidden / darkHidden), so a page drawn on the
  // server, which cannot know the scheme, shows the right one from its first paint.
  return (
    <NavLink
      component="button"
      type="button"
      className={classes.navLink}
      label={
        <>
          <Box component="span" darkHidden>
            深色模式
          </Box>
          <Box component="span" lightHidden>
            浅色模式
          </Box>
        </>
      }
      aria-label={dark ? '切换到浅色模式' : '切换到深色模式'}
      leftSection={
        <>
          <Box component="span" darkHidden lh={0}>
            <IconMoon size={ICON_SIZE} stroke={ICON_STROKE} />
          </Box>
          <Box component="span" lightHidden lh={0}>
            <IconSun size={ICON_SIZE} stroke={ICON_STROKE} />
          </Box>
        </>
      }
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    />
  );
}

function ExternalItem({ label, href, icon }: { label: string; href: string; icon: ReactNode }) {
  return (
    <NavLink
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.navLink}
      label={label}
      leftSection={icon}
      rightSection={<IconExternalLink size={14} stroke={1.5} aria-label="在新标签页打开" />}
    />
  );
}

/** Side navigation: site sections on top, settings and outside links at the bottom. */
export function SiteNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { install } = useInstallPrompt();

  return (
    <>
      <nav aria-label="主导航" className={classes.navMain}>
        <Stack gap="md">
          {NAV_GROUPS.map((group, index) => (
            <div key={group.label ?? index} role="group" aria-label={group.label}>
              {group.label ? (
                <Text className={classes.groupLabel} aria-hidden>
                  {group.label}
                </Text>
              ) : null}
              {group.items.map((item) => {
                const active = item.matches(pathname);
                return (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    onClick={onNavigate}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    className={classes.navLink}
                    label={item.label}
                    leftSection={<item.icon size={ICON_SIZE} stroke={ICON_STROKE} />}
                  />
                );
              })}
            </div>
          ))}
        </Stack>
      </nav>
      <div className={classes.navFooter} role="group" aria-label="更多">
        <ColorSchemeItem />
        {pathname === paths.home() ? null : (
          <AnnouncementToggle className={classes.navLink} iconSize={ICON_SIZE} iconStroke={ICON_STROKE} />
        )}
        <NavLink
          component={Link}
          to={paths.about()}
          onClick={onNavigate}
          active={pathname === paths.about()}
          aria-current={pathname === paths.about() ? 'page' : undefined}
          className={classes.navLink}
          label="关于"
          leftSection={<IconInfoCircle size={ICON_SIZE} stroke={ICON_STROKE} />}
        />
        {EXTERNAL_LINKS.feedback ? (
          <ExternalItem
            label="反馈"
            href={EXTERNAL_LINKS.feedback}
            icon={<IconMessageCircle size={ICON_SIZE} stroke={ICON_STROKE} />}
          />
        ) : null}
        {EXTERNAL_LINKS.videoProfile ? (
          <ExternalItem
            label="视频主页"
            href={EXTERNAL_LINKS.videoProfile}
            icon={<IconVideo size={ICON_SIZE} stroke={ICON_STROKE} />}
          />
        ) : null}
        {install ? (
          <NavLink
            component="button"
            type="button"
            className={classes.navLink}
            label="安装到桌面"
            leftSection={<IconDeviceDesktopDown size={ICON_SIZE} stroke={ICON_STROKE} />}
            onClick={() => void install()}
          />
        ) : null}
      </div>
    </>
  );
}
