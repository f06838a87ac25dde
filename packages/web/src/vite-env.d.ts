/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `off` builds the site without the `/flows` viewer and without live-mode posting. */
  readonly VITE_FLOWS_VIEWER?: string;
}
