import { env } from '@/shared/config/env';
import { consoleProvider } from './console-provider';
import { createEndpointProvider } from './endpoint-provider';
import type { AnalyticsEvent, AnalyticsProvider } from './types';

export type { AnalyticsEvent, AnalyticsProvider } from './types';
export { consoleProvider } from './console-provider';
export { createEndpointProvider } from './endpoint-provider';

/**
 * The app's single analytics entry point. Screens call `trackPageView` (the
 * shell does it on every navigation); which provider receives the events is
 * decided once here: VITE_ANALYTICS_ENDPOINT set → POST there, else console.
 */
let provider: AnalyticsProvider = env.analyticsEndpoint
  ? createEndpointProvider(env.analyticsEndpoint)
  : consoleProvider;

/** Swaps the provider (tests, or a vendor SDK later); returns a function restoring the previous one. */
export function setAnalyticsProvider(next: AnalyticsProvider): () => void {
  const previous = provider;
  provider = next;
  return () => {
    provider = previous;
  };
}

export function track(event: AnalyticsEvent): void {
  try {
    provider.send(event);
  } catch (error) {
    console.warn('[analytics] Provider failed', error);
  }
}

export function trackPageView(path: string, title: string): void {
  track({ name: 'page_view', path, title, occurredAt: new Date().toISOString() });
}
