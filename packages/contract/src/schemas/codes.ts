import { z } from 'zod';
import { CODE_GROUP_LIST } from '../vocabulary/codes';
import { lineText } from './text';

export interface CommonCode {
  cd: string;
  name: string;
  upperCd: string | null;
  level: number;
  children?: CommonCode[];
}

export const commonCodeSchema: z.ZodType<CommonCode> = z.lazy(() =>
  z.object({
    cd: z.string(),
    name: z.string(),
    upperCd: z.string().nullable(),
    level: z.number().int(),
    children: z.array(commonCodeSchema).optional(),
  }),
);

const groupList = lineText({ error: '코드 그룹(grpCd)을 입력해 주세요.' })
  .min(1, '코드 그룹(grpCd)을 입력해 주세요.')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(CODE_GROUP_LIST, { error: '알 수 없는 코드 그룹입니다.' }))
      .min(1, '코드 그룹(grpCd)을 입력해 주세요.')
      .max(CODE_GROUP_LIST.length),
  );

export const commonCodeQuerySchema = z.object({
  /** One group or several, comma-joined. */
  grpCd: groupList,
  /** Only the children of this code (for example the 시·군·구 of one 시·도). */
  upperCd: lineText().max(20).optional(),
  /** `Y`: nest each level's children under its parent. */
  tree: z.enum(['Y', 'N']).default('N'),
});
export type CommonCodeQuery = z.input<typeof commonCodeQuerySchema>;

/** data of getCmmnCd: each requested group's codes, keyed by group. */
export const commonCodeResultSchema = z.record(z.string(), z.array(commonCodeSchema));
export type CommonCodeResult = Record<string, CommonCode[]>;

/** One entry of the side menu tree (GET /api/v1/cmmn/getSideMenuList). */
export interface SideMenuItem {
  menuId: string;
  name: string;
  path: string | null;
  /** Whether opening the entry needs login, so the menu can say so. */
  loginRequired: boolean;
  children: SideMenuItem[];
}
export const sideMenuItemSchema: z.ZodType<SideMenuItem> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    name: z.string(),
    path: z.string().nullable(),
    loginRequired: z.boolean(),
    children: z.array(sideMenuItemSchema),
  }),
);
export const sideMenuQuerySchema = z.object({
  /** Which side's menu; only the person side exists. */
  menuSe: z.enum(['person']).default('person'),
});
