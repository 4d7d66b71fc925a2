/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_VIDEO_PROFILE_URL?: string;
  readonly VITE_ANGEU_URL?: string;
  readonly VITE_WORLDS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// One Tabler icon's own module (components/icons.ts): the package types only its index, whose icons all
// have this one type.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';
  const icon: Icon;
  export default icon;
}
