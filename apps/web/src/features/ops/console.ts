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
