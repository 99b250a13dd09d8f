import { ROUTES, type RouteId } from '@ilteo/contract';

/**
 * Every screen's path, keyed by the contract's route id. This is the only
 * place the web app turns the route table into path strings; use
 * `paths.main` instead of typing '/person/main'.
 */
export type Paths = { readonly [K in RouteId]: (typeof ROUTES)[K]['path'] };

export const paths = Object.fromEntries(
  (Object.keys(ROUTES) as RouteId[]).map((id) => [id, ROUTES[id].path]),
) as Paths;

/** Fills `:param` segments of a route path, e.g. the 작성 이력 tab. */
export function pathWith(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}
