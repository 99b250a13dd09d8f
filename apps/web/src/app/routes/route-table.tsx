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

type Pages = Partial<Record<RouteId, PageLoader>>;

/**
 * Screens that come through an index module (./my-home-pages and the other
 * ./*-pages): the entry every visit loads holds one lazy import, with its
 * file list, per group instead of one per screen (issue 17). Each screen is
 * still its own chunk, and build/preloads.ts preloads the index with the
 * screen on a first visit. A route the index does not name shows 준비 중.
 */
const inGroup =
  (index: () => Promise<Pages>) =>
  (id: RouteId): PageLoader =>
  () =>
    index().then((pages) => (pages[id] ?? preparingPage)());

const myHomePage = inGroup(() => import('./my-home-pages').then((m) => m.MY_HOME_PAGES));
/** The community's screens and /reported-content. */
const communityPage = inGroup(() => import('./community-pages').then((m) => m.COMMUNITY_PAGES));
const companyPage = inGroup(() => import('./company-pages').then((m) => m.COMPANY_PAGES));
const authPage = inGroup(() => import('./auth-pages').then((m) => m.AUTH_PAGES));
const certificatePage = inGroup(() =>
  import('./certificate-pages').then((m) => m.CERTIFICATE_PAGES),
);
/** The postings' screens but the detail. */
const recruitPage = inGroup(() => import('./recruit-pages').then((m) => m.RECRUIT_PAGES));
/** The customer centre and the career guide. */
const supportPage = inGroup(() => import('./support-pages').then((m) => m.SUPPORT_PAGES));
/** The /bare/ pop-ups of no other group. */
const barePage = inGroup(() => import('./bare-pages').then((m) => m.BARE_PAGES));

/**
 * Screens that are built. Every other route shows the shared 준비 중 page
 * until its area lands. A screen joins its area's index module (above); one
 * that a first visit often opens may be a line of its own here, e.g.
 * `main: () => import('@/features/main/routes/main-page').then((m) => m.MainPage)`,
 * which costs every visit its import and file list.
 */
const PAGES: Pages = {
  invalidPath: notFoundPage,
  main: () => import('@/features/main/routes/main-page').then((m) => m.MainPage),
  // The main page's most followed link, and a first screen of its own (decision 0017).
  recruitDetail: () =>
    import('@/features/recruit/routes/recruit-detail-page').then((m) => m.RecruitDetailPage),
  myUserInfo: myHomePage('myUserInfo'),
  myCancelUser: myHomePage('myCancelUser'),
  myCareerWrite: myHomePage('myCareerWrite'),
  myCareerList: myHomePage('myCareerList'),
  myCareerView: myHomePage('myCareerView'),
  myHome: myHomePage('myHome'),
  myWatchList: myHomePage('myWatchList'),
  myWrittenHistory: myHomePage('myWrittenHistory'),
  myApplications: myHomePage('myApplications'),
  myOffers: myHomePage('myOffers'),
  myCampus: myHomePage('myCampus'),
  myApiKeys: myHomePage('myApiKeys'),
  myBti: myHomePage('myBti'),
  commuList: communityPage('commuList'),
  commuDetail: communityPage('commuDetail'),
  commuWrite: communityPage('commuWrite'),
  bareCommuDetail: communityPage('bareCommuDetail'),
  reportedContent: communityPage('reportedContent'),
  companyInfo: companyPage('companyInfo'),
  companyDetail: companyPage('companyDetail'),
  companyFinancial: companyPage('companyFinancial'),
  companyProcess: companyPage('companyProcess'),
  companyReview: companyPage('companyReview'),
  companyReviewForm: companyPage('companyReviewForm'),
  recruitReviewForm: companyPage('recruitReviewForm'),
  companyConsulting: companyPage('companyConsulting'),
  companyConsultingPreview: companyPage('companyConsultingPreview'),
  login: authPage('login'),
  signUpType: authPage('signUpType'),
  signUp: authPage('signUp'),
  signedUp: authPage('signedUp'),
  niceAuthResult: authPage('niceAuthResult'),
  findAccount: authPage('findAccount'),
  privacyConsent: authPage('privacyConsent'),
  certiList: certificatePage('certiList'),
  certiDetail: certificatePage('certiDetail'),
  langList: certificatePage('langList'),
  langDetail: certificatePage('langDetail'),
  recruitList: recruitPage('recruitList'),
  recruitIntern: recruitPage('recruitIntern'),
  recruitApplyState: recruitPage('recruitApplyState'),
  recruitApply: recruitPage('recruitApply'),
  prefRecruitIndex: recruitPage('prefRecruitIndex'),
  prefRecruitDetail: recruitPage('prefRecruitDetail'),
  globalSearch: recruitPage('globalSearch'),
  supportNotice: supportPage('supportNotice'),
  noticeDetail: supportPage('noticeDetail'),
  supportFaq: supportPage('supportFaq'),
  supportQna: supportPage('supportQna'),
  supportQnaDetail: supportPage('supportQnaDetail'),
  guideList: supportPage('guideList'),
  guideDetail: supportPage('guideDetail'),
  guideChat: supportPage('guideChat'),
  apiGuide: barePage('apiGuide'),
  print: barePage('print'),
  btiTest: barePage('btiTest'),
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
  commuList: (client, url) =>
    import('@/features/community/api/get-posts').then((m) => m.prefetchPosts(client, url)),
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

function screensOf(layout: Layout, pages: Pages, client?: QueryClient): RouteObject[] {
  return ROUTE_LIST.filter((r) => r.layout === layout).map((r) =>
    screenRoute(r.id, r.path, pages[r.id] ?? preparingPage, client),
  );
}

/** A layout with its screens (`pages`; the others show 준비 중), as one branch of the root. */
export function layoutRoute(
  layout: ChromeLayout,
  loadLayout: () => Promise<ComponentType>,
  pages: Pages,
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
 * with the console's chunk (./ops-branch, through ./ops-entry), so the entry
 * every /person visit loads holds one import for all of them (issue 17). Until then an /ops/
 * address matches only the not-found route's splat, and React Router asks
 * here before it settles on that; other addresses return at once.
 */
export function discoverOpsRoutes(client?: QueryClient): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !OPS_PATH.test(path)) return;
    const { opsBranch } = await loadChunk(() =>
      import('./ops-entry').then((m) => m.loadOpsBranch()),
    );
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
