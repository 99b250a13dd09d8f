import { REDIRECTS, ROUTE_LIST, ROUTES } from '@ilteo/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { opsBranch } from './ops-branch';
import { buildRoutes, discoverOpsRoutes, NOT_FOUND_ROUTE_ID, ROOT_ROUTE_ID } from './route-table';

interface Placed {
  route: RouteObject;
  ancestors: string[];
}

function flatten(routes: RouteObject[], ancestors: string[] = []): Placed[] {
  return routes.flatMap((route) => [
    { route, ancestors },
    ...flatten(route.children ?? [], [...ancestors, route.id ?? '']),
  ]);
}

/** The router's routes once the console's branch has been added (as discoverOpsRoutes does). */
function allRoutes(): RouteObject[] {
  const routes = buildRoutes();
  routes[0]?.children?.push(opsBranch());
  return routes;
}

const placed = flatten(allRoutes());
const byId = (id: string) => placed.find((p) => p.route.id === id);

describe('route table', () => {
  it('has one lazily loaded route for every contract route, at its path', () => {
    for (const def of ROUTE_LIST) {
      const found = byId(def.id);
      expect(found, def.id).toBeDefined();
      expect(found?.route.path).toBe(def.path);
      expect(typeof found?.route.lazy).toBe('function');
      expect(found?.route.handle).toMatchObject({
        id: def.id,
        title: def.title,
        layout: def.layout,
      });
    }
  });

  it('puts each screen inside its layout', () => {
    for (const def of ROUTE_LIST) {
      const ancestors = byId(def.id)?.ancestors ?? [];
      if (def.layout === 'none') expect(ancestors, def.id).toEqual(['root']);
      else
        expect(ancestors, def.id).toEqual([
          'root',
          `layout-${def.layout}`,
          `layout-${def.layout}-boundary`,
        ]);
    }
  });

  it('redirects the spec’s short paths', () => {
    for (const { from } of REDIRECTS) {
      const found = placed.find((p) => p.route.path === from);
      expect(found?.route.loader, from).toBeTypeOf('function');
    }
  });

  it('sends unknown paths to the not-found screen', () => {
    const matches = matchRoutes(buildRoutes(), '/no/such/page');
    expect(matches?.at(-1)?.route.id).toBe(NOT_FOUND_ROUTE_ID);
  });

  it('matches every contract path to its own route, case-insensitively', () => {
    const routes = allRoutes();
    for (const def of ROUTE_LIST) {
      const path = def.path.replace(':tab', 'posts');
      expect(matchRoutes(routes, path)?.at(-1)?.route.id, path).toBe(def.id);
    }
    expect(matchRoutes(routes, '/PERSON/MAIN')?.at(-1)?.route.id).toBe('main');
    // A static my-home screen wins over the 작성 이력 tab route.
    expect(matchRoutes(routes, paths.myHome)?.at(-1)?.route.id).toBe('myHome');
  });

  it('leaves the console out of the entry’s routes and adds it on the first /ops/ visit', async () => {
    const entryIds = flatten(buildRoutes()).map((p) => p.route.id);
    for (const def of ROUTE_LIST)
      expect(entryIds.includes(def.id), def.id).toBe(def.layout !== 'ops');

    const patched: { routeId: string | null; ids: (string | undefined)[] }[] = [];
    const discover = discoverOpsRoutes();
    const visit = (path: string) =>
      discover({
        path,
        matches: [],
        fetcherKey: undefined,
        signal: new AbortController().signal,
        patch: (routeId, children) => {
          patched.push({ routeId, ids: children.map((c) => c.id) });
        },
      });
    await visit(paths.main);
    await visit('/person/myhome/posts');
    expect(patched).toEqual([]);
    await visit('/OPS/members');
    await visit(paths.opsAudit);
    expect(patched).toEqual([{ routeId: ROOT_ROUTE_ID, ids: ['layout-ops'] }]);
  });

  it('derives the path map from the contract', () => {
    expect(paths.main).toBe('/person/main');
    expect(Object.keys(paths).sort()).toEqual(Object.keys(ROUTES).sort());
  });
});
