/**
 * The person side's menu (side_menu, menu_se 'person'): six groups, each with
 * the screens a job seeker opens from the side menu of the client layout.
 *
 * Paths come from ROUTES in @ilteo/contract, never retyped. A screen entry
 * needs login when its route's access is 'user'; a group row has no path and
 * needs login when every entry under it does (마이홈), so the menu can mark it.
 * menuId: 'M' + 2-digit group number, + 2-digit entry number for entries.
 */
import { ROUTES, type RouteId } from '@ilteo/contract';
import type { MenuRow } from './types';

/** An entry: its name, its route, and the values of the route's `:params` (작성 이력's tab). */
type MenuEntry = readonly [name: string, route: RouteId, params?: Readonly<Record<string, string>>];

interface MenuGroup {
  readonly name: string;
  readonly entries: readonly MenuEntry[];
}

function pathOf(route: RouteId, params: Readonly<Record<string, string>> = {}): string {
  return ROUTES[route].path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
}

const PERSON_MENU: readonly MenuGroup[] = [
  {
    name: '채용정보',
    entries: [
      ['채용공고', 'recruitList'],
      ['인턴 채용', 'recruitIntern'],
      ['맞춤 채용', 'prefRecruitIndex'],
    ],
  },
  {
    name: '기업정보',
    entries: [
      ['기업 검색', 'companyInfo'],
      ['기업 리뷰', 'companyReview'],
    ],
  },
  {
    name: '자격증·어학',
    entries: [
      ['자격증', 'certiList'],
      ['어학시험', 'langList'],
      ['커뮤니티', 'commuList'],
    ],
  },
  {
    name: '취업 가이드',
    entries: [
      ['가이드', 'guideList'],
      ['커리어 상담', 'guideChat'],
    ],
  },
  {
    name: '마이홈',
    entries: [
      ['마이홈', 'myHome'],
      ['지원 현황', 'myApplications'],
      ['관심 목록', 'myWatchList'],
      ['경력 기록', 'myCareerList'],
      ['받은 제안', 'myOffers'],
      ['회원정보 수정', 'myUserInfo'],
      // Added by migration 0026, last so that no menu id changes; the groups below moved down one.
      ['작성 이력', 'myWrittenHistory', { tab: 'posts' }],
      // Added by migration 0029, after 작성 이력 for the same reason.
      ['직업 성향 검사', 'myBti'],
      ['API 인증키', 'myApiKeys'],
      ['캠퍼스 인증', 'myCampus'],
    ],
  },
  {
    name: '고객센터',
    entries: [
      ['공지사항', 'supportNotice'],
      ['자주 묻는 질문', 'supportFaq'],
      ['1:1 문의', 'supportQna'],
    ],
  },
];

const two = (n: number): string => String(n).padStart(2, '0');
const needsLogin = (route: RouteId): boolean => ROUTES[route].access === 'user';

function buildMenu(groups: readonly MenuGroup[]): MenuRow[] {
  const rows: MenuRow[] = [];
  groups.forEach((group, g) => {
    const groupId = `M${two(g + 1)}`;
    rows.push({
      menuId: groupId,
      upperMenuId: null,
      menuSe: 'person',
      name: group.name,
      path: null,
      sortOrder: rows.length + 1,
      loginRequired: group.entries.every(([, route]) => needsLogin(route)),
    });
    group.entries.forEach(([name, route, params], e) => {
      rows.push({
        menuId: `${groupId}${two(e + 1)}`,
        upperMenuId: groupId,
        menuSe: 'person',
        name,
        path: pathOf(route, params),
        sortOrder: rows.length + 1,
        loginRequired: needsLogin(route),
      });
    });
  });
  return rows;
}

/** Group rows first, each followed by its entries (sortOrder = that position). */
export const PERSON_SIDE_MENU: readonly MenuRow[] = buildMenu(PERSON_MENU);
