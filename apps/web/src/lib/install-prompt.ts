import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings because only some browsers fire it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

// Listening from module load, not from a component: the browser may fire the event before React mounts.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `install` is null unless the browser has offered installation; calling it shows the browser's dialog. */
export function useInstallPrompt(): { install: (() => Promise<void>) | null } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  if (!event) return { install: null };
  return {
    install: async () => {
      await event.prompt();
      await event.userChoice;
      // The event can be used once; the browser fires a new one if installation becomes possible again.
      deferred = null;
      emit();
    },
  };
}
