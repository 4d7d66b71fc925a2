import { useLocalStorage } from '@mantine/hooks';

export const ANNOUNCEMENT_READ_KEY = 'announcement-read-text';

/**
 * Read state of the announcement. The acknowledged text itself is remembered, not a flag: a new text from
 * the server differs from it and so is unread again. An empty text has nothing to read.
 */
export function useAnnouncementRead(text: string | undefined) {
  const [acknowledged, setAcknowledged] = useLocalStorage<string | null>({
    key: ANNOUNCEMENT_READ_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    serialize: (value) => value ?? '',
    deserialize: (value) => value ?? null,
  });
  const unread = Boolean(text) && text !== acknowledged;
  const markRead = () => {
    if (text) setAcknowledged(text);
  };
  return { unread, markRead };
}
