import type { SideMenuItem } from '@ilteo/contract';
import type { MenuRecord } from './repository';

/** Builds the menu tree from flat rows that are already in display order. */
export function presentMenuTree(rows: readonly MenuRecord[]): SideMenuItem[] {
  const items = new Map<string, SideMenuItem>();
  for (const r of rows) {
    items.set(r.menuId, {
      menuId: r.menuId,
      name: r.name,
      path: r.path,
      loginRequired: r.loginRequired,
      children: [],
    });
  }
  const roots: SideMenuItem[] = [];
  for (const r of rows) {
    const item = items.get(r.menuId);
    if (!item) continue;
    const parent = r.upperMenuId === null ? undefined : items.get(r.upperMenuId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
