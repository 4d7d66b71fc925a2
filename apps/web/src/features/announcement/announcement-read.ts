import { useLocalStorage } from '@mantine/hooks';

export const ANNOUNCEMENT_READ_KEY = 'announcement-read-text';
export const ANNOUNCEMENT_SHOW_KEY = 'announcement-show';

/**
 * Read state and show mode of the announcement. The acknowledged text itself is remembered, not a flag:
 * a new text from the server differs from it and so is unread again, and an unread text is always shown.
 * An empty text has nothing to read. Closing acknowledges the text and hides the banner; the shell can
 * show it again (show mode), which is remembered too.
 */
export function useAnnouncementState(text: string | undefined) {
  const [acknowledged, setAcknowledged] = useLocalStorage<string | null>({
    key: ANNOUNCEMENT_READ_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    serialize: (value) => value ?? '',
    deserialize: (value) => value ?? null,
  });
  const [showMode, setShowMode] = useLocalStorage<boolean>({
    key: ANNOUNCEMENT_SHOW_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? 'true' : 'false'),
    deserialize: (value) => value === 'true',
  });
  const hasText = Boolean(text);
  const unread = hasText && text !== acknowledged;
  const visible = hasText && (unread || showMode);
  const close = () => {
    if (text) setAcknowledged(text);
    setShowMode(false);
  };
  const toggle = () => {
    if (visible) close();
    else setShowMode(true);
  };
  return { hasText, unread, visible, close, toggle };
}
