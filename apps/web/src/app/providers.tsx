import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { NOTIFICATION } from '../lib/ui.ts';

// The key matches the inline script in index.html, which applies the scheme before React starts.

const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

export function AppProviders({ children }: { children: ReactNode }) {
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
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
