/**
 * The operator console as one lazily loaded chunk (decision 0026): its
 * layout and screens load together, on the first /ops visit, so the entry
 * holds a single import for all of them.
 */
export { OpsLayout } from './components/ops-layout';
export { OpsLoginPage } from './routes/ops-login-page';
export { MembersPage } from './routes/members-page';
export { ApprovalsPage } from './routes/approvals-page';
export { AuditPage } from './routes/audit-page';
export { ModerationPage } from './routes/moderation-page';
export { ModerationItemPage } from './routes/moderation-item-page';
export { ReviewScreeningPage } from './routes/review-screening-page';
export { ConsultingQueuePage } from './routes/consulting-queue-page';
export { ConsultingItemPage } from './routes/consulting-item-page';
export { QnaQueuePage } from './routes/qna-queue-page';
export { QnaItemPage } from './routes/qna-item-page';
export { ChatConsolePage } from './routes/chat-console-page';
export { ChatCannedPage } from './routes/chat-canned-page';
export { GuideArticlesPage } from './routes/guide-list-page';
export { GuideEditPage } from './routes/guide-edit-page';
export { NoticesPage } from './routes/notices-page';
export { FaqOpsPage } from './routes/faq-page';
export { PartnersPage } from './routes/partners-page';
export { BannersPage } from './routes/banners-page';
export { PromotionsPage } from './routes/promotions-page';
export { PackagesPage } from './routes/packages-page';
export { SalesPage } from './routes/sales-page';
