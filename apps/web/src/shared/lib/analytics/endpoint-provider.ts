import type { AnalyticsProvider } from './types';

/**
 * POSTs each event as JSON to `endpoint`. sendBeacon first, because it
 * survives the page being closed; fetch with keepalive when beacons are
 * unavailable or refused (queue full, blocked by the browser).
 */
export function createEndpointProvider(endpoint: string): AnalyticsProvider {
  return {
    name: 'endpoint',
    send(event) {
      const body = JSON.stringify(event);
      try {
        const blob = new Blob([body], { type: 'application/json' });
        if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob))
          return;
      } catch {
        // Fall through to fetch.
      }
      fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch((error: unknown) => {
        console.warn('[analytics] Could not send event', error);
      });
    },
  };
}
