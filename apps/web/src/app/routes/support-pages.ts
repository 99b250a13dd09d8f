import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The customer centre's screens (notices, FAQ, 1:1 questions) and the career
 * guide's (articles, the counselling chat), behind one lazy import of the
 * route table (`supportPage`), as my home's are: the entry every visit loads
 * holds one import and one file list for all of them (issue 17).
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const SUPPORT_PAGES: Partial<Record<RouteId, PageLoader>> = {
  supportNotice: () =>
    import('@/features/support/routes/notice-list-page').then((m) => m.NoticeListPage),
  noticeDetail: () =>
    import('@/features/support/routes/notice-detail-page').then((m) => m.NoticeDetailPage),
  supportFaq: () => import('@/features/support/routes/faq-page').then((m) => m.FaqPage),
  supportQna: () => import('@/features/support/routes/qna-list-page').then((m) => m.QnaListPage),
  supportQnaDetail: () =>
    import('@/features/support/routes/qna-detail-page').then((m) => m.QnaDetailPage),
  guideList: () => import('@/features/guide/routes/list-page').then((m) => m.GuideListPage),
  guideDetail: () => import('@/features/guide/routes/detail-page').then((m) => m.GuideDetailPage),
  guideChat: () => import('@/features/chat/routes/chat-page').then((m) => m.ChatPage),
};
