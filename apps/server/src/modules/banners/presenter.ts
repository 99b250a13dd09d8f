import { API, type Banner, type BannerTarget, type OpsBanner } from '@ilteo/contract';
import type { BannerRow } from './repository';

/** The public file address the app already serves images of public content through. */
export const bannerImageUrl = (saveName: string): string =>
  `${API.cmmn.file}?saveName=${encodeURIComponent(saveName)}`;

/** What the carousel needs: no period, order or promotion leaves for visitors. */
export function presentBanner(row: BannerRow): Banner {
  return {
    bannerId: row.bannerId,
    title: row.title,
    imageUrl: bannerImageUrl(row.imageSaveName),
    altText: row.altText,
    linkUrl: row.linkUrl,
  };
}

/** The stored values are the contract's keys: every write checks them against the vocabulary. */
export function presentOpsBanner(row: BannerRow & { active: boolean }): OpsBanner {
  return {
    ...presentBanner(row),
    target: row.target as BannerTarget,
    imageSaveName: row.imageSaveName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    sortOrder: row.sortOrder,
    state: row.state === 'hidden' ? 'hidden' : 'shown',
    promotionId: row.promotionId,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit log's before and after of a banner. */
export const auditSummary = (
  row: Pick<
    BannerRow,
    'bannerId' | 'target' | 'title' | 'state' | 'startsOn' | 'endsOn' | 'sortOrder' | 'promotionId'
  >,
) => ({
  bannerId: row.bannerId,
  target: row.target,
  title: row.title,
  state: row.state,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  sortOrder: row.sortOrder,
  promotionId: row.promotionId,
});
