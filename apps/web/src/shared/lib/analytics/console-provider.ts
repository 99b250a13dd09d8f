import type { AnalyticsProvider } from './types';

/** Development and default provider: shows events in the console, sends nothing. */
export const consoleProvider: AnalyticsProvider = {
  name: 'console',
  send(event) {
    console.info(`[analytics] ${event.name}`, event);
  },
};
