/**
 * Row shapes of the reference data that the migration generator turns into
 * INSERT statements for `common_code` and `side_menu`.
 *
 * sortOrder is the row's position (from 1) in a pre-order walk of its group's
 * tree (or of the side's menu tree). So ordering by sortOrder alone, by
 * (level, sortOrder) or by (upperCd, sortOrder) all give display order.
 */

/** One row of common_code(grp_cd, cd, name, upper_cd, level, sort_order, current, successor_cd). */
export interface CodeRow {
  grpCd: string;
  cd: string;
  name: string;
  upperCd: string | null;
  level: number;
  sortOrder: number;
  /** False for a retired code: kept so old data and links resolve, hidden from pickers. */
  current: boolean;
  /** The code that took a retired code's place; null while current. */
  successorCd: string | null;
}

/** One row of side_menu(menu_id, upper_menu_id, menu_se, name, path, sort_order, login_required). */
export interface MenuRow {
  menuId: string;
  upperMenuId: string | null;
  menuSe: 'person';
  name: string;
  path: string | null;
  sortOrder: number;
  loginRequired: boolean;
}
