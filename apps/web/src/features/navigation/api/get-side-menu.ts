import { API, sideMenuItemSchema, type SideMenuItem } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/cmmn/getSideMenuList?menuSe=person — the side menu tree. */

export type MenuSe = 'person';

// Built only where responses are checked (development and tests).
const sideMenuListSchema = () => z.array(sideMenuItemSchema);

export async function getSideMenu({
  menuSe = 'person',
  signal,
}: { menuSe?: MenuSe; signal?: AbortSignal } = {}): Promise<SideMenuItem[]> {
  // Spec §7: the side menu loads without the global loading indicator.
  const envelope = await request({ url: API.cmmn.sideMenu, params: { menuSe }, signal });
  return responseData(envelope, import.meta.env.DEV && sideMenuListSchema());
}

export const sideMenuQueryOptions = (menuSe: MenuSe = 'person') =>
  queryOptions({
    queryKey: ['cmmn', 'side-menu', menuSe],
    queryFn: ({ signal }) => getSideMenu({ menuSe, signal }),
    // The menu changes with releases, not while someone browses.
    staleTime: 10 * 60_000,
  });

export function useSideMenu({
  menuSe = 'person',
  enabled = true,
}: { menuSe?: MenuSe; enabled?: boolean } = {}) {
  return useQuery({ ...sideMenuQueryOptions(menuSe), enabled });
}
