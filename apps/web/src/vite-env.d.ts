/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where page_view and other analytics events are POSTed; unset = log to the console. */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
