import { ROUTES, type RouteId } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

export interface NavItem {
  readonly id: RouteId;
  readonly to: string;
  readonly label: string;
}

// Labels are the screens' own titles, so the menu and the page always agree.
const item = (id: RouteId): NavItem => ({ id, to: paths[id], label: ROUTES[id].title });

/** The header's main sections. */
export const PRIMARY_NAV: readonly NavItem[] = [
  item('recruitList'),
  item('companyInfo'),
  item('certiList'),
  item('langList'),
  item('commuList'),
  item('guideList'),
];

/** Help and policy links in the footer. */
export const FOOTER_NAV: readonly NavItem[] = [
  item('supportNotice'),
  item('supportFaq'),
  item('supportQna'),
  item('privacyConsent'),
  item('apiGuide'),
];
