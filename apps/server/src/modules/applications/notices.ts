import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { appUser } from '../../db/schema';

/** What sending a member's notice needs of the app: its alarms and its outbox. */
export interface NoticeDeps {
  alarms: Pick<FastifyInstance['alarms'], 'applicationStatusChanged'>;
  outbox: Pick<FastifyInstance['outbox'], 'enqueueMail' | 'kick'>;
}

export interface ApplicationNotice {
  applicationId: number;
  memberId: string;
  companyName: string;
  postingTitle: string;
  /** Where it stands now, as the member reads it ('지원 완료', '서류전형 합격' …). */
  statusLabel: string;
  /** The mail's sentence about what happens next. */
  message: string;
}

/** The application in 지원 현황 (a path: the mail service resolves it against PUBLIC_ORIGIN). */
export const applicationLink = (applicationId: number) =>
  `${ROUTES.myApplications.path}?applicationId=${String(applicationId)}`;

/**
 * Every change of an application the member can see (receipt, 열람, a
 * stage's result, a correction) is told twice, in the change's own
 * transaction: an alarm (kind 'application-status') and a mail through the
 * transactional outbox, so both exist exactly when the change commits
 * (decision 0034). The caller calls `deps.outbox.kick()` after the commit.
 * A withdrawn member, or one without an address, gets the alarm only.
 */
export async function notifyApplicant(
  tx: Transaction,
  deps: NoticeDeps,
  notice: ApplicationNotice,
): Promise<void> {
  const link = applicationLink(notice.applicationId);
  await deps.alarms.applicationStatusChanged(tx, {
    userId: notice.memberId,
    applicationId: notice.applicationId,
    companyName: notice.companyName,
    postingTitle: notice.postingTitle,
    statusLabel: notice.statusLabel,
    link,
  });
  const [member] = await tx
    .select({ name: appUser.name, email: appUser.email, status: appUser.status })
    .from(appUser)
    .where(eq(appUser.userId, notice.memberId));
  if (!member?.email || member.status === 'withdrawn') return;
  await deps.outbox.enqueueMail(tx, 'application-status', member.email, {
    name: member.name,
    companyName: notice.companyName,
    postingTitle: notice.postingTitle,
    statusLabel: notice.statusLabel,
    message: notice.message,
    url: link,
  });
}

/** The receipt's wording (the one notice this area sends itself on submit). */
export const RECEIPT = {
  statusLabel: '지원 완료',
  message:
    '지원서가 접수되었습니다. 기업이 지원서를 열람하면 알려 드리며, 열람 전까지는 지원을 취소할 수 있습니다.',
} as const;
