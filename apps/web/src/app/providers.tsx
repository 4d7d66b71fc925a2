import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { NOTIFICATION } from '../lib/ui.ts';

// The key matches public/before-paint.js, which applies the scheme before the first paint.

const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

/** The site's providers; the server draws a first screen with a cache of its own (`client`). */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Notifications
        position="bottom-right"
        limit={NOTIFICATION.limit}
        autoClose={NOTIFICATION.autoClose}
        containerWidth={NOTIFICATION.width}
      />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
