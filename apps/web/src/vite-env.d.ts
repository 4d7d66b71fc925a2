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
