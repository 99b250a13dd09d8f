import type { Layout, RouteId, RouteMeta } from '@ilteo/contract';
import { useMatches } from 'react-router';

/** What every screen route carries in its `handle`: its row of the contract's route table. */
export interface RouteHandle {
  readonly id: RouteId | 'notFound';
  readonly title: string;
  readonly meta: RouteMeta;
  readonly layout: Layout;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'title' in value &&
    typeof (value as { title: unknown }).title === 'string'
  );
}

/** The innermost matched screen's route info. */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
