import { z } from 'zod';
import { OFFER_KINDS, OFFER_LIMITS, OFFER_STATUSES } from '../vocabulary/applications';
import { idBodySchema, idSchema, pageQuerySchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 받은 제안 (/person/myhome/offers) and the company side that sends them
 * (issue 19, decision 0034). Offers reach only members with a public résumé
 * and 제안 받을래요 on.
 */

export const offerListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...OFFER_STATUSES]).default('all'),
});

export const offerSchema = z.object({
  offerId: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  companyName: z.string(),
  /** The posting offered, if any (then 수락 leads to applying to it). */
  postingId: z.number().int().nullable(),
  postingTitle: z.string().nullable(),
  message: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** 'expired' when its time ran out unanswered, whatever the stored row says. */
  status: z.enum(OFFER_STATUSES),
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerPageSchema = pageSchema(offerSchema);

export const offerAcceptSchema = z.object({ offerId: idBodySchema('제안') });
export const offerDeclineSchema = z.object({
  offerId: idBodySchema('제안'),
  reason: lineText().trim().max(OFFER_LIMITS.declineReason).optional(),
});

// ---- the company side ---------------------------------------------------------------

/** GET EMPLOYER_API.talent: public résumés with 제안 받을래요 (no name, no contact). */
export const talentQuerySchema = pageQuerySchema.extend({
  jobCode: lineText().trim().max(20).optional(),
  regionCode: lineText().trim().max(10).optional(),
  careerType: z.enum(['N', 'E']).optional(),
});
export const talentSchema = z.object({
  resumeId: z.number().int(),
  title: z.string(),
  careerType: z.string().nullable(),
  wishJobs: z.array(z.string()),
  wishRegions: z.array(z.string()),
  updatedAt: z.string(),
});
export const talentPageSchema = pageSchema(talentSchema);

export const offerSendSchema = z.object({
  resumeId: idBodySchema('이력서'),
  postingId: idBodySchema('공고').optional(),
  kind: z.enum(OFFER_KINDS),
  message: multilineText().trim().min(1).max(OFFER_LIMITS.message),
  expiryDays: z
    .number()
    .int()
    .min(OFFER_LIMITS.expiryDaysMin)
    .max(OFFER_LIMITS.expiryDaysMax)
    .default(OFFER_LIMITS.expiryDaysDefault),
});
export const offerIdQuerySchema = z.object({ offerId: idSchema('제안') });
