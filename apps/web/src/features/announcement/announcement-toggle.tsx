import { Indicator, NavLink } from '@mantine/core';
import { IconSpeakerphone } from '#web/components/icons.ts';
import { useAnnouncement } from './api/use-announcement.ts';
import { useAnnouncementState } from './announcement-read.ts';

/** Navigation entry that shows a closed announcement again (or hides it); a dot marks an unread text. */
export function AnnouncementToggle({
  className,
  iconSize,
  iconStroke,
}: {
  className?: string;
  iconSize: number;
  iconStroke: number;
}) {
  const { data } = useAnnouncement();
  const { hasText, unread, visible, toggle } = useAnnouncementState(data?.text.trim());
  if (!hasText) return null;
  return (
    <NavLink
      component="button"
      type="button"
      className={className}
      label={visible ? '隐藏公告' : '查看公告'}
      aria-pressed={visible}
      leftSection={
        <Indicator disabled={!unread} size={8} offset={2} color="red" aria-label={unread ? '有未读公告' : undefined}>
          <IconSpeakerphone size={iconSize} stroke={iconStroke} />
        </Indicator>
      }
      onClick={toggle}
    />
  );
}
