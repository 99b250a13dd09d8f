/** Build-time settings, read once so the rest of the app never touches import.meta.env. */
export const env = {
  isDev: import.meta.env.DEV,
  analyticsEndpoint: import.meta.env.VITE_ANALYTICS_ENDPOINT?.trim() || undefined,
} as const;
