import type { FastifyInstance } from 'fastify';
import type { BannerInput, BannerTarget, OperatorAction, OpsBanner } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { seoulDate } from '../../lib/seoul-date';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import { bannerOpsPolicy } from './policy';
import { auditSummary, presentOpsBanner } from './presenter';
import { BANNER_PRODUCT, bannerRepository, type BannerRow } from './repository';

type Files = Pick<FastifyInstance['files'], 'attach' | 'describe' | 'release'>;

/** The operator acting, and where the request came from (for the audit log). */
export interface BannerOperator {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

type BannerValues = Required<BannerInput>;

export const BANNER_NOT_FOUND = '배너를 찾을 수 없습니다.';

/**
 * The console's banner slots (decision 0044): any operator lists, creates,
 * edits (hiding and showing are edits of `state`) and deletes them. The image
 * is one of the operator's own uploads, attached 'public' in the banner's
 * transaction and released when the banner lets go of it; a linked promotion
 * must be a booked 'banner-main' one. Every write is appended to
 * operator_action in the same transaction.
 */
export function createBannerOpsService(
  db: Database,
  deps: { files: Files; clock: () => Date; onChange: () => void },
) {
  const { files, clock, onChange } = deps;

  const authorize = (op: BannerOperator) => bannerOpsPolicy.authorize(op.actor, 'manage', null);

  const audit = (
    tx: Transaction,
    op: BannerOperator,
    action: OperatorAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    appendOperatorAction(tx, {
      operatorId: op.userId,
      action,
      targetUserId: null,
      targetLoginId: null,
      reason: null,
      before,
      after,
      ip: op.origin.ip,
      userAgent: op.origin.userAgent ?? null,
    });

  /** An image the banner may take: stored, and a picture (the upload allow-list also takes PDFs). */
  async function checkImage(tx: Transaction, saveName: string) {
    const [file] = await files.describe(tx, [saveName]);
    if (!file) throw rejected.field('imageSaveName', '배너 이미지를 다시 올려 주세요.');
    if (!file.mime.startsWith('image/')) {
      throw rejected.field(
        'imageSaveName',
        '배너 이미지는 그림 파일(PNG, JPG, WEBP, GIF)이어야 합니다.',
      );
    }
  }

  /** A promotion the banner would fill: a booked 'banner-main' one, on the main page only. */
  async function checkPromotion(tx: Transaction, values: BannerValues) {
    if (values.promotionId === null) return;
    const facts = await bannerRepository.promotionFacts(tx, values.promotionId);
    if (facts?.product !== BANNER_PRODUCT) {
      throw rejected.field('promotionId', '메인 배너 프로모션을 찾을 수 없습니다.');
    }
    if (facts.state !== 'booked') {
      throw rejected.field('promotionId', '예약된 프로모션만 연결할 수 있습니다.');
    }
    if (values.target !== 'main') {
      throw rejected.field(
        'target',
        '메인 배너 프로모션은 메인 위치의 배너에만 연결할 수 있습니다.',
      );
    }
  }

  /** Let go of an image: back to its uploader as an unattached upload, which the clean-up deletes. */
  async function release(tx: Transaction, saveName: string) {
    const [file] = await files.describe(tx, [saveName]);
    if (file?.ownerId) await files.release(tx, file.ownerId, [saveName]);
  }

  const columns = (values: BannerValues) => ({
    target: values.target,
    title: values.title,
    imageSaveName: values.imageSaveName,
    altText: values.altText,
    linkUrl: values.linkUrl,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    sortOrder: values.sortOrder,
    state: values.state,
    promotionId: values.promotionId,
  });

  async function load(bannerId: number): Promise<OpsBanner> {
    const row = await bannerRepository.findForConsole(db, bannerId, seoulDate(clock()));
    if (!row) throw rejected.notFound(BANNER_NOT_FOUND);
    return presentOpsBanner(row);
  }

  return {
    async list(op: BannerOperator, target: BannerTarget | undefined): Promise<OpsBanner[]> {
      authorize(op);
      const rows = await bannerRepository.list(db, target, seoulDate(clock()));
      return rows.map(presentOpsBanner);
    },

    async create(op: BannerOperator, input: BannerValues): Promise<number> {
      authorize(op);
      const now = clock();
      const bannerId = await db.transaction(async (tx) => {
        await checkImage(tx, input.imageSaveName);
        await checkPromotion(tx, input);
        const values = columns(input);
        const id = await bannerRepository.insert(tx, {
          ...values,
          createdBy: op.userId,
          createdAt: now,
          updatedAt: now,
        });
        await files.attach(tx, op.userId, [values.imageSaveName], 'public');
        await audit(tx, op, 'banner-create', null, auditSummary({ bannerId: id, ...values }));
        return id;
      });
      onChange();
      return bannerId;
    },

    async update(op: BannerOperator, bannerId: number, input: BannerValues): Promise<OpsBanner> {
      authorize(op);
      await db.transaction(async (tx) => {
        const before: BannerRow | undefined = await bannerRepository.find(tx, bannerId, true);
        if (!before) throw rejected.notFound(BANNER_NOT_FOUND);
        const values = columns(input);
        const newImage = values.imageSaveName !== before.imageSaveName;
        if (newImage) await checkImage(tx, values.imageSaveName);
        await checkPromotion(tx, input);
        await bannerRepository.update(tx, bannerId, { ...values, updatedAt: clock() });
        if (newImage) {
          await files.attach(tx, op.userId, [values.imageSaveName], 'public');
          await release(tx, before.imageSaveName);
        }
        await audit(
          tx,
          op,
          'banner-update',
          auditSummary(before),
          auditSummary({ bannerId, ...values }),
        );
      });
      onChange();
      return load(bannerId);
    },

    async remove(op: BannerOperator, bannerId: number): Promise<void> {
      authorize(op);
      await db.transaction(async (tx) => {
        const before = await bannerRepository.find(tx, bannerId, true);
        if (!before) throw rejected.notFound(BANNER_NOT_FOUND);
        await bannerRepository.remove(tx, bannerId);
        await release(tx, before.imageSaveName);
        await audit(tx, op, 'banner-delete', auditSummary(before), null);
      });
      onChange();
    },
  };
}
export type BannerOpsService = ReturnType<typeof createBannerOpsService>;
