import { REDIRECTS, ROUTE_LIST, ROUTES, type Layout, type RouteId } from '@ilteo/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { replace, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadChunk } from '@/shared/lib/chunk-loading';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { RootShell, ShellFallback } from '../shell/root-shell';
import { NotFoundPage } from './not-found-page';
import { guardLoader, shouldReverify } from './guard-gate';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

/**
 * The router's route tree, built from the contract's route table so every
 * screen the server knows is a route here, in its layout, with its title.
 * Each screen's code is its own chunk, loaded when first visited; a chunk
 * that does not arrive is asked for once more (loadChunk) before the error
 * page says so.
 */

export type PageLoader = () => Promise<ComponentType>;

const preparingPage: PageLoader = () => import('./preparing-page').then((m) => m.PreparingPage);
// Bundled with the error boundary (which shows it for 404s), so no chunk of its own.
const notFoundPage: PageLoader = () => Promise.resolve(NotFoundPage);

/**
 * My home's screens (/person/myhome/…) come through one index module
 * (./my-home-pages), so the entry every visit loads holds one lazy import
 * for all of them instead of one per screen with its file list; each screen
 * is still its own chunk, and build/preloads.ts preloads the index with the
 * screen on a first visit.
 */
const myHomePage =
  (id: RouteId): PageLoader =>
  () =>
    import('./my-home-pages').then((m) => (m.MY_HOME_PAGES[id] ?? preparingPage)());

/** The community's screens and /reported-content, through one index module likewise (./community-pages). */
const communityPage =
  (id: RouteId): PageLoader =>
  () =>
    import('./community-pages').then((m) => (m.COMMUNITY_PAGES[id] ?? preparingPage)());

/** Company information's screens, through one index module likewise (./company-pages). */
const companyPage =
  (id: RouteId): PageLoader =>
  () =>
    import('./company-pages').then((m) => (m.COMPANY_PAGES[id] ?? preparingPage)());

/**
 * Screens that are built. Every other route shows the shared 준비 중 page
 * until its area lands; adding a screen is one line here, e.g.
 * `main: () => import('@/features/main/routes/main-page').then((m) => m.MainPage)`.
 */
const PAGES: Partial<Record<RouteId, PageLoader>> = {
  invalidPath: notFoundPage,
  myUserInfo: myHomePage('myUserInfo'),
  myCancelUser: myHomePage('myCancelUser'),
  myCareerWrite: myHomePage('myCareerWrite'),
  myCareerList: myHomePage('myCareerList'),
  myCareerView: myHomePage('myCareerView'),
  myHome: myHomePage('myHome'),
  myWatchList: myHomePage('myWatchList'),
  commuList: communityPage('commuList'),
  commuDetail: communityPage('commuDetail'),
  commuWrite: communityPage('commuWrite'),
  bareCommuDetail: communityPage('bareCommuDetail'),
  reportedContent: communityPage('reportedContent'),
  myWrittenHistory: myHomePage('myWrittenHistory'),
  companyInfo: companyPage('companyInfo'),
  companyDetail: companyPage('companyDetail'),
  companyFinancial: companyPage('companyFinancial'),
  companyProcess: companyPage('companyProcess'),
  companyReview: companyPage('companyReview'),
  companyReviewForm: companyPage('companyReviewForm'),
  recruitReviewForm: companyPage('recruitReviewForm'),
  companyConsulting: companyPage('companyConsulting'),
  companyConsultingPreview: companyPage('companyConsultingPreview'),
  myApplications: myHomePage('myApplications'),
  myOffers: myHomePage('myOffers'),
  myCampus: myHomePage('myCampus'),
  myApiKeys: myHomePage('myApiKeys'),
  apiGuide: () =>
    import('@/features/open-api/routes/api-guide-page').then((m) => m.ApiGuidePage),
  login: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  signUpType: () =>
    import('@/features/auth/routes/sign-up-type-page').then((m) => m.SignUpTypePage),
  signUp: () => import('@/features/auth/routes/sign-up-page').then((m) => m.SignUpPage),
  signedUp: () => import('@/features/auth/routes/signed-up-page').then((m) => m.SignedUpPage),
  niceAuthResult: () =>
    import('@/features/auth/routes/identity-result-page').then((m) => m.IdentityResultPage),
  findAccount: () =>
    import('@/features/auth/routes/find-account-page').then((m) => m.FindAccountPage),
  privacyConsent: () =>
    import('@/features/auth/routes/privacy-consent-page').then((m) => m.PrivacyConsentPage),
  certiList: () =>
    import('@/features/certificates/routes/certi-list-page').then((m) => m.CertiListPage),
  certiDetail: () =>
    import('@/features/certificates/routes/certi-detail-page').then((m) => m.CertiDetailPage),
  langList: () =>
    import('@/features/certificates/routes/lang-list-page').then((m) => m.LangListPage),
  langDetail: () =>
    import('@/features/certificates/routes/lang-detail-page').then((m) => m.LangDetailPage),
  main: () => import('@/features/main/routes/main-page').then((m) => m.MainPage),
  globalSearch: () =>
    import('@/features/search/routes/global-search-page').then((m) => m.GlobalSearchPage),
  recruitList: () =>
    import('@/features/recruit/routes/recruit-list-page').then((m) => m.RecruitListPage),
  recruitIntern: () =>
    import('@/features/recruit/routes/recruit-intern-page').then((m) => m.RecruitInternPage),
  recruitDetail: () =>
    import('@/features/recruit/routes/recruit-detail-page').then((m) => m.RecruitDetailPage),
  recruitApplyState: () =>
    import('@/features/recruit/routes/apply-state-page').then((m) => m.ApplyStatePage),
  recruitApply: () => import('@/features/applications/routes/apply-page').then((m) => m.ApplyPage),
  print: () => import('./print-page').then((m) => m.PrintDispatchPage),
  prefRecruitIndex: () =>
    import('@/features/pref-recruit/routes/pref-index-page').then((m) => m.PrefIndexPage),
  prefRecruitDetail: () =>
    import('@/features/pref-recruit/routes/pref-detail-page').then((m) => m.PrefDetailPage),
  supportNotice: () =>
    import('@/features/support/routes/notice-list-page').then((m) => m.NoticeListPage),
  noticeDetail: () =>
    import('@/features/support/routes/notice-detail-page').then((m) => m.NoticeDetailPage),
  supportFaq: () => import('@/features/support/routes/faq-page').then((m) => m.FaqPage),
  supportQna: () => import('@/features/support/routes/qna-list-page').then((m) => m.QnaListPage),
  supportQnaDetail: () =>
    import('@/features/support/routes/qna-detail-page').then((m) => m.QnaDetailPage),
  guideChat: () => import('@/features/chat/routes/chat-page').then((m) => m.ChatPage),
  guideList: () => import('@/features/guide/routes/list-page').then((m) => m.GuideListPage),
  guideDetail: () => import('@/features/guide/routes/detail-page').then((m) => m.GuideDetailPage),
  btiTest: () => import('@/features/bti/routes/test-page').then((m) => m.BtiTestPage),
  myBti: myHomePage('myBti'),
};

/**
 * Data a screen shows first, fetched as its route loads: beside its code and
 * the guard's verifyRouter call instead of after them. Only public data: the
 * guard may still send the visitor elsewhere.
 */
type Prefetch = (client: QueryClient, url: URL) => Promise<void>;

const PREFETCH: Partial<Record<RouteId, Prefetch>> = {
  recruitDetail: (client, url) =>
    import('@/features/recruit/api/get-posting').then((m) => m.prefetchPosting(client, url)),
  commuDetail: (client, url) => prefetchCommunityPost(client, url),
  bareCommuDetail: (client, url) => prefetchCommunityPost(client, url),
  companyDetail: (client, url) => prefetchCompanyDetail(client, url),
  companyFinancial: (client, url) => prefetchCompanyDetail(client, url),
  guideDetail: (client, url) =>
    import('@/features/guide/api/get-guide-article').then((m) =>
      m.prefetchGuideArticle(client, url),
    ),
};

/** The financial page reads the detail's cache entry, so both start the same call. */
function prefetchCompanyDetail(client: QueryClient, url: URL): Promise<void> {
  return import('@/features/companies/api/get-company').then((m) => m.prefetchCompany(client, url));
}

function prefetchCommunityPost(client: QueryClient, url: URL): Promise<void> {
  return import('@/features/community/api/get-post').then((m) => m.prefetchPost(client, url));
}

type ChromeLayout = Exclude<Layout, 'none'>;
/** The console's branch is not in this table: it comes with the console's chunk (see discoverOpsRoutes). */
type SiteLayout = Exclude<ChromeLayout, 'ops'>;

const LAYOUTS: Record<SiteLayout, () => Promise<ComponentType>> = {
  client: () => import('../layouts/client-layout').then((m) => m.ClientLayout),
  login: () => import('../layouts/login-layout').then((m) => m.LoginLayout),
  bare: () => import('../layouts/bare-layout').then((m) => m.BareLayout),
};

/** Wraps a screen so it sets the browser title from its route. */
function titled(Page: ComponentType, title: string): ComponentType {
  function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  }
  // For React's developer tools only: the name would be entry bytes in every production visit.
  if (import.meta.env.DEV) TitledPage.displayName = `Titled(${Page.displayName ?? Page.name})`;
  return TitledPage;
}

function screenRoute(
  id: RouteId | 'notFound',
  path: string,
  load: PageLoader,
  client?: QueryClient,
): RouteObject {
  const def = id === 'notFound' ? ROUTES.invalidPath : ROUTES[id];
  const handle: RouteHandle = { id, title: def.title, meta: def.meta, layout: def.layout };
  const prefetch = id === 'notFound' ? undefined : PREFETCH[id];
  const loader: typeof guardLoader =
    prefetch && client
      ? (args) => {
          // Not awaited: the screen shows its own loading and error states.
          prefetch(client, new URL(args.request.url)).catch(() => undefined);
          return guardLoader(args);
        }
      : guardLoader;
  return {
    id,
    path,
    handle,
    // The guard (spec §6) runs alongside the code download, before the screen renders.
    ...(id === 'notFound' ? {} : { loader, shouldRevalidate: shouldReverify }),
    lazy: async () => ({ Component: titled(await loadChunk(load), def.title) }),
  };
}

function screensOf(
  layout: Layout,
  pages: Partial<Record<RouteId, PageLoader>>,
  client?: QueryClient,
): RouteObject[] {
  return ROUTE_LIST.filter((r) => r.layout === layout).map((r) =>
    screenRoute(r.id, r.path, pages[r.id] ?? preparingPage, client),
  );
}

/** A layout with its screens (`pages`; the others show 준비 중), as one branch of the root. */
export function layoutRoute(
  layout: ChromeLayout,
  loadLayout: () => Promise<ComponentType>,
  pages: Partial<Record<RouteId, PageLoader>>,
  client?: QueryClient,
): RouteObject {
  return {
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await loadChunk(loadLayout) }),
    children: [
      {
        // Errors inside a screen render within the layout, keeping header and menu usable.
        id: `layout-${layout}-boundary`,
        errorElement: <RouteErrorPage />,
        children: screensOf(layout, pages, client),
      },
    ],
  };
}

const siteLayout = (layout: SiteLayout, client?: QueryClient) =>
  layoutRoute(layout, LAYOUTS[layout], PAGES, client);

export const ROOT_ROUTE_ID = 'root';
const OPS_PATH = /^\/ops\//i;

/**
 * The operator console's branch (decision 0026), added to the router on the
 * first visit of an /ops/ address: its route rows, layout and screens come
 * with the console's chunk (./ops-branch), so the entry every /person visit
 * loads holds one import for all of them (issue 17). Until then an /ops/
 * address matches only the not-found route's splat, and React Router asks
 * here before it settles on that; other addresses return at once.
 */
export function discoverOpsRoutes(client?: QueryClient): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !OPS_PATH.test(path)) return;
    const { opsBranch } = await loadChunk(() => import('./ops-branch'));
    if (signal.aborted) return;
    patch(ROOT_ROUTE_ID, [opsBranch(client)]);
    added = true;
  };
}

export const NOT_FOUND_ROUTE_ID = 'notFound';

/** `client`: the app's query cache, for the screens that prefetch; without it none does. */
export function buildRoutes(client?: QueryClient): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteErrorPage standalone />,
      children: [
        ...REDIRECTS.map(
          // replace, not redirect: with a pushed entry, Back from the main page would
          // land on `/` and bounce straight back. element null: nothing ever renders.
          ({ from, to }): RouteObject => ({
            id: `redirect:${from}`,
            path: from,
            loader: () => replace(to),
            element: null,
          }),
        ),
        siteLayout('client', client),
        siteLayout('login', client),
        siteLayout('bare', client),
        ...screensOf('none', PAGES, client),
        screenRoute(NOT_FOUND_ROUTE_ID, '*', notFoundPage),
      ],
    },
  ];
}
