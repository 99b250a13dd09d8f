/** One analytics event. Only page views exist so far; new names extend the union. */
export interface AnalyticsEvent {
  readonly name: 'page_view';
  /** Path and query of the page, never the hash. */
  readonly path: string;
  /** Korean screen title from the route table. */
  readonly title: string;
  /** ISO timestamp of when it happened in the browser. */
  readonly occurredAt: string;
  readonly properties?: Readonly<Record<string, string | number | boolean>>;
}

/** Where events go. Providers must never throw: analytics must not break a page. */
export interface AnalyticsProvider {
  readonly name: string;
  send(event: AnalyticsEvent): void;
}
