import { createContext, useContext } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SCREEN_KNOWN_AT_FIRST_RENDER } from './ui.ts';

/**
 * What the server assumes of the screen when it draws a first screen (first-screen.tsx): it has no window
 * to measure, so it goes by the request (a phone's browser says so). In the browser the screen itself
 * decides, on the first render (SCREEN_KNOWN_AT_FIRST_RENDER).
 */
export const ServerScreen = createContext<'phone' | 'wide'>('phone');

/** Whether the screen is narrower than the `sm` breakpoint, the layouts' one switch between phone and wide. */
export function usePhoneScreen(): boolean {
  const theme = useMantineTheme();
  const serverPhone = useContext(ServerScreen) === 'phone';
  const phone = useMediaQuery(`(width < ${theme.breakpoints.sm})`, serverPhone, SCREEN_KNOWN_AT_FIRST_RENDER);
  // Without a window Mantine answers false whatever the initial value; the server's assumption decides.
  return typeof window === 'undefined' ? serverPhone : phone;
}
