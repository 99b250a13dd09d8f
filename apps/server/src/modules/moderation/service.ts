import {
  CONTENT_KIND_LABELS,
  MODERATION_STATUS_LABELS,
  reportedContentPath,
  type ContentKind,
  type ModerationDecision,
  type ModerationItem,
  type ModerationItemSummary,
  type ModerationStatus,
  type Page,
  type ReportedContent,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { AlarmInput } from '../alarms';
import type { RequestOrigin } from '../auth';
import type { ContentKindHooks, ModeratedState, ModerationHooks } from '../content';
import { appendOperatorAction } from '../ops';
import type { Outbox } from '../outbox';
import { moderationPolicy, ownedItem } from './policy';
import { pageOf, presentItem, presentReported, presentSummary } from './presenter';
import { moderationRepository as repo, type ItemRow } from './repository';
import { sanctionEndLabel, sanctions, type SanctionTerms } from './sanctions';

export interface ModerationDeps {
  db: Database;
  kinds: ContentKindHooks;
  /** app.alarms: the author's alarm, written in the decision's transaction. */
  alarms: { notify(executor: Transaction, input: AlarmInput): Promise<boolean> };
  /**
   * app.outbox: the author's notice mail is written in the decision's
   * transaction and sent after it commits (retried by the outbox, never
   * undoing the decision).
   */
  outbox: Pick<Outbox, 'enqueueMail' | 'kick'>;
  clock: () => Date;
  sanctionDays: readonly number[];
}

const NOT_HIDDEN = '가려진 콘텐츠가 아닙니다.';

/** What each decision leaves: the queue status, the content's state, the reports' verdict. */
const OUTCOMES: Record<
  ModerationDecision,
  { status: ModerationStatus; state: ModeratedState; verdict: 'upheld' | 'dismissed' }
> = {
  keep: { status: 'kept', state: 'published', verdict: 'dismissed' },
  remove: { status: 'removed', state: 'removed', verdict: 'upheld' },
  blind: { status: 'blinded', state: 'blinded', verdict: 'upheld' },
};

/** The alarm's wording per decision (합니다체); the reason is always given. */
function noticeText(
  decision: ModerationDecision,
  item: ItemRow,
  reason: string,
  sanction: SanctionTerms | null,
): { title: string; message: string } {
  const what = `작성하신 ${CONTENT_KIND_LABELS[item.targetType as ContentKind]} '${item.title}'`;
  if (decision === 'keep') {
    return {
      title: '신고된 콘텐츠를 다시 게시했습니다',
      message: `${what}에 대한 신고를 검토한 결과 운영 정책 위반이 아니어서 다시 게시했습니다.`,
    };
  }
  const bar = sanction
    ? sanction.endsAt
      ? ` 커뮤니티 글쓰기가 ${sanctionEndLabel(sanction.endsAt)}까지 제한됩니다.`
      : ' 커뮤니티 글쓰기가 영구 제한됩니다.'
    : '';
  const done = decision === 'remove' ? '삭제했습니다' : '블라인드 처리했습니다';
  return {
    title:
      decision === 'remove' ? '작성하신 콘텐츠가 삭제되었습니다' : '작성하신 콘텐츠가 가려졌습니다',
    message: `${what}에 대한 신고를 검토한 결과 ${done}. 사유: ${reason}.${bar} 이의가 있으면 한 번 신청할 수 있습니다.`,
  };
}

/**
 * The moderation queue's rules (decision 0031): the operators' queue and
 * item view, their decisions (content state, reports' verdict, sanction,
 * audit row and the author's alarm in one transaction; the mail after
 * commit), /reported-content and the author's one objection.
 */
export function createModerationService(deps: ModerationDeps) {
  const { db, kinds, alarms, clock } = deps;

  const hooksOf = (kind: string): ModerationHooks => {
    const hooks = kinds.moderation(kind as ContentKind);
    // A reportable kind without hooks is refused by the registry test; reaching here is a bug.
    if (!hooks) throw new Error(`moderation: no hooks for content kind ${kind}`);
    return hooks;
  };

  return {
    async queue(
      filter: { status: ModerationStatus; kind: ContentKind | undefined },
      page: number,
    ): Promise<Page<ModerationItemSummary>> {
      const { rows, total } = await repo.queuePage(db, filter, page);
      return pageOf(rows.map(presentSummary), page, total);
    },

    async item(itemId: number): Promise<ModerationItem> {
      const row = await repo.findItem(db, itemId);
      if (!row) throw rejected.notFound('검토 항목을 찾을 수 없습니다.');
      const [content, author, reports, decisions, authorSanctions] = await Promise.all([
        hooksOf(row.targetType).describe(db, row.targetId),
        row.authorId ? repo.author(db, row.authorId) : Promise.resolve(undefined),
        repo.reportsOf(db, row.targetType, row.targetId),
        repo.decisionsOf(db, row.itemId),
        row.authorId ? sanctions.list(db, row.authorId) : Promise.resolve([]),
      ]);
      return presentItem(row, {
        content,
        author: author
          ? { userId: author.userId, loginId: author.loginId, nickname: author.nickname }
          : null,
        reports,
        decisions,
        sanctions: authorSanctions,
      });
    },

    /**
     * Decides a pending item. Everything but the mail commits together: the
     * content's state through its kind's hooks, every report's verdict (the
     * reporters' weights follow it), the sanction of a removal, the item
     * and decision rows, the audit row, the author's alarm and notice mail
     * (the outbox sends it once this commits).
     */
    async decide(
      operator: { actor: Actor; userId: string },
      input: { itemId: number; decision: ModerationDecision; reason: string },
      origin: RequestOrigin,
    ): Promise<void> {
      moderationPolicy.authorize(operator.actor, 'decide', { ownerId: null });
      const now = clock();
      const outcome = OUTCOMES[input.decision];
      const notified = await db.transaction(async (tx: Transaction) => {
        const item = await repo.findItem(tx, input.itemId, true);
        if (!item) throw rejected.notFound('검토 항목을 찾을 수 없습니다.');
        if (item.status !== 'pending') throw rejected.badRequest('이미 처리된 항목입니다.');
        const hooks = hooksOf(item.targetType);
        const before = await hooks.describe(tx, item.targetId);
        // Content its author deleted meanwhile stays deleted whatever the decision.
        const present = before !== null && before.state !== 'deleted';
        if (present) await hooks.setState(tx, item.targetId, outcome.state);
        await repo.judgeReports(tx, item.targetType, item.targetId, outcome.verdict);

        let sanction: SanctionTerms | null = null;
        let lifted = 0;
        if (item.authorId && input.decision === 'remove') {
          sanction = await sanctions.impose(tx, {
            userId: item.authorId,
            itemId: item.itemId,
            reason: input.reason,
            ladder: deps.sanctionDays,
            now,
          });
        } else if (input.decision === 'keep') {
          lifted = await sanctions.liftFor(tx, item.itemId);
        }
        const decisionId = await repo.recordDecision(tx, item, {
          decision: input.decision,
          status: outcome.status,
          reason: input.reason,
          operatorId: operator.userId,
          hiddenSince: input.decision === 'keep' ? null : (item.hiddenSince ?? now),
          now,
        });

        const author = item.authorId ? await repo.author(tx, item.authorId) : undefined;
        await appendOperatorAction(tx, {
          operatorId: operator.userId,
          action: `moderation-${input.decision}`,
          targetUserId: item.authorId,
          targetLoginId: author?.loginId ?? null,
          reason: input.reason,
          before: {
            itemId: item.itemId,
            kind: item.targetType,
            targetId: item.targetId,
            status: item.status,
            contentState: before?.state ?? null,
          },
          after: {
            status: outcome.status,
            contentState: present ? outcome.state : (before?.state ?? null),
            sanction: sanction
              ? { level: sanction.level, endsAt: sanction.endsAt?.toISOString() ?? null }
              : null,
            ...(lifted > 0 ? { liftedSanctions: lifted } : {}),
          },
          ip: origin.ip,
          userAgent: origin.userAgent ?? null,
        });

        if (!author) return false;
        const link =
          input.decision === 'keep'
            ? (before?.path ?? null)
            : reportedContentPath(item.targetType as ContentKind, item.targetId);
        const text = noticeText(input.decision, item, input.reason, sanction);
        await alarms.notify(tx, {
          userId: author.userId,
          kind: 'moderation',
          ...text,
          link,
          dedupeKey: `moderation:${String(decisionId)}`,
        });
        // The alarm's push is in the outbox too: kicked after the commit below either way.
        if (!author.email || !link) return true;
        await deps.outbox.enqueueMail(tx, 'moderation-notice', author.email, {
          title: item.title,
          decisionLabel: MODERATION_STATUS_LABELS[outcome.status],
          reason: input.reason,
          url: link,
        });
        return true;
      });
      // The alarm's push and the mail leave after the commit (the sweep would take up to 30 s).
      if (notified) deps.outbox.kick();
    },

    /** What anyone sees instead of hidden content; the author also sees the objection's state. */
    async reportedContent(actor: Actor, kind: ContentKind, id: string): Promise<ReportedContent> {
      const row = await repo.findByTarget(db, kind, id);
      if (!row || row.hiddenSince === null) throw rejected.notFound(NOT_HIDDEN);
      return presentReported(row, moderationPolicy.can(actor, 'see-as-author', ownedItem(row)));
    },

    /** The author's one objection while the item is hidden: back to the queue as pending. */
    async object(actor: Actor, input: { kind: ContentKind; id: string; text: string }) {
      await db.transaction(async (tx: Transaction) => {
        const row = await repo.lockByTarget(tx, input.kind, input.id);
        if (!row || row.hiddenSince === null) throw rejected.notFound(NOT_HIDDEN);
        moderationPolicy.authorize(actor, 'object', ownedItem(row));
        if (row.objectedAt !== null) {
          throw new AppError('DUPLICATE', { message: '이의 신청은 한 번만 할 수 있습니다.' });
        }
        await repo.object(tx, row.itemId, input.text, clock());
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
