import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

const container = document.getElementById('root')!;
const start = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// A page drawn on the server (first-screen.tsx) stays on screen until the app can draw the same page: its
// first render replaces the markup, so it starts once the route's code has arrived (the router is then
// initialized) rather than drawing the shell with a loader in between. The answers are already in the cache.
if (container.hasAttribute('data-first-screen') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    container.removeAttribute('data-first-screen');
    start();
  });
} else {
  container.removeAttribute('data-first-screen');
  start();
}
