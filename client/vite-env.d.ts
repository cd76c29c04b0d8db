/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The client build's release, named in error reports (vite.config.ts: RELEASE, else the package version and git commit). */
  readonly VITE_RELEASE: string;
}
