import { describe, expect, it } from 'vitest';
import {
  REDIRECTS,
  ROUTES,
  ROUTE_LIST,
  VERIFY_SKIP_PATHS,
  documentTitle,
  findRoute,
  skipsVerification,
} from './routes';

describe('route table', () => {
  it('has every route of the spec once', () => {
    const paths = ROUTE_LIST.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    // 46 client-layout screens (three my-home screens of issue 24 beyond the spec's), 8 login-layout,
    // 3 bare, the reported-content page and the error page.
    expect(ROUTE_LIST.filter((r) => r.layout !== 'ops').length).toBe(59);
  });

  it('keeps the operator console in its own layout, for operators only but its sign-in', () => {
    const console = ROUTE_LIST.filter((r) => r.path.startsWith('/ops/'));
    expect(console.map((r) => r.id)).toEqual([
      'opsLogin',
      'opsMembers',
      'opsApprovals',
      'opsAudit',
      'opsModeration',
      'opsModerationItem',
      'opsReviewScreening',
      'opsConsulting',
      'opsConsultingItem',
      'opsChat',
      'opsChatCanned',
      'opsQna',
      'opsQnaItem',
      'opsGuide',
      'opsGuideEdit',
      'opsNotices',
      'opsFaq',
      'opsPromotions',
      'opsPackages',
      'opsSales',
      'opsBanners',
      'opsPartners',
    ]);
    for (const r of console) expect(r.layout, r.path).toBe('ops');
    for (const r of console.slice(1)) expect(r.access, r.path).toBe('operator');
    expect(skipsVerification('/ops/login')).toBe(true);
    expect(skipsVerification('/ops/members')).toBe(false);
  });

  it('puts routes in the spec’s layouts', () => {
    expect(findRoute('/login')?.layout).toBe('login');
    expect(findRoute('/bare/consent/prv')?.layout).toBe('login');
    expect(findRoute('/bare/print')?.layout).toBe('bare');
    expect(findRoute('/bare/pbcg/bti/test')?.layout).toBe('bare');
    expect(findRoute('/person/main')?.layout).toBe('client');
    expect(findRoute('/invalid-path')?.layout).toBe('none');
  });

  it('gives my home the MyHomeIndexHeader and detail pages the detail type', () => {
    for (const r of ROUTE_LIST.filter((x) => x.path.startsWith('/person/myhome/'))) {
      expect(r.meta.mobileHeader, r.path).toBe('MyHomeIndexHeader');
      expect(r.access, r.path).toBe('user');
    }
    expect(ROUTES.recruitDetail.meta.type).toBe('detail');
    expect(ROUTES.recruitApplyState.meta.type).toBe('applyState');
  });

  it('matches case-insensitively, ignores query and trailing slash, prefers static segments', () => {
    expect(findRoute('/person/recrtinfo/list?page=2')?.id).toBe('recruitList');
    expect(findRoute('/person/recrtInfo/detail/')?.id).toBe('recruitDetail');
    expect(findRoute('/person/myhome/offers')?.id).toBe('myOffers');
    expect(findRoute('/person/myhome/posts')?.id).toBe('myWrittenHistory');
    expect(findRoute('/person/nothing')).toBeUndefined();
  });

  it('skips verification for the spec’s fixed list and notVerify routes only', () => {
    for (const p of VERIFY_SKIP_PATHS) expect(skipsVerification(p), p).toBe(true);
    expect(skipsVerification('/signUp')).toBe(true);
    expect(skipsVerification('/nice/auth-result')).toBe(true);
    expect(skipsVerification('/person/myhome/home')).toBe(false);
    expect(skipsVerification('/person/support/qna')).toBe(false);
    expect(skipsVerification('/person/recrtInfo/apply')).toBe(false);
    expect(skipsVerification('/person/company/info/review/form')).toBe(false);
  });

  it('redirects /, /person, /main and /company as the spec says', () => {
    const map = Object.fromEntries(REDIRECTS.map((r) => [r.from, r.to]));
    expect(map).toEqual({
      '/': '/person/main',
      '/person': '/person/main',
      '/main': '/person/main',
      '/company': '/person/company/info',
      '/ops': '/ops/members',
    });
  });

  it('titles pages in Korean', () => {
    expect(documentTitle(ROUTES.main.title)).toBe('메인 | 일터');
    for (const r of ROUTE_LIST) expect(r.title, r.id).toMatch(/[가-힣]/);
  });
});
