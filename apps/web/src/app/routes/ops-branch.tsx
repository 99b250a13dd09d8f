import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  ApprovalsPage,
  AuditPage,
  BannersPage,
  ChatCannedPage,
  ChatConsolePage,
  ConsultingItemPage,
  ConsultingQueuePage,
  FaqOpsPage,
  GuideArticlesPage,
  GuideEditPage,
  MembersPage,
  ModerationItemPage,
  ModerationPage,
  NoticesPage,
  OpsLayout,
  OpsLoginPage,
  PackagesPage,
  PartnersPage,
  PromotionsPage,
  QnaItemPage,
  QnaQueuePage,
  ReviewScreeningPage,
  SalesPage,
} from '@/features/ops/console';
import { layoutRoute } from './route-table';

/**
 * The operator console's routes (decision 0026): its layout and screens,
 * with the same guard and titles as every other screen. Imported only by
 * discoverOpsRoutes, so this module and the console share one chunk that no
 * /person visit loads.
 */
export function opsBranch(client?: QueryClient): RouteObject {
  return layoutRoute(
    'ops',
    () => Promise.resolve(OpsLayout),
    {
      opsLogin: () => Promise.resolve(OpsLoginPage),
      opsMembers: () => Promise.resolve(MembersPage),
      opsApprovals: () => Promise.resolve(ApprovalsPage),
      opsAudit: () => Promise.resolve(AuditPage),
      opsModeration: () => Promise.resolve(ModerationPage),
      opsModerationItem: () => Promise.resolve(ModerationItemPage),
      opsReviewScreening: () => Promise.resolve(ReviewScreeningPage),
      opsConsulting: () => Promise.resolve(ConsultingQueuePage),
      opsConsultingItem: () => Promise.resolve(ConsultingItemPage),
      opsQna: () => Promise.resolve(QnaQueuePage),
      opsQnaItem: () => Promise.resolve(QnaItemPage),
      opsChat: () => Promise.resolve(ChatConsolePage),
      opsChatCanned: () => Promise.resolve(ChatCannedPage),
      opsNotices: () => Promise.resolve(NoticesPage),
      opsFaq: () => Promise.resolve(FaqOpsPage),
      opsGuide: () => Promise.resolve(GuideArticlesPage),
      opsGuideEdit: () => Promise.resolve(GuideEditPage),
      opsPromotions: () => Promise.resolve(PromotionsPage),
      opsPackages: () => Promise.resolve(PackagesPage),
      opsSales: () => Promise.resolve(SalesPage),
      opsPartners: () => Promise.resolve(PartnersPage),
      opsBanners: () => Promise.resolve(BannersPage),
    },
    client,
  );
}
