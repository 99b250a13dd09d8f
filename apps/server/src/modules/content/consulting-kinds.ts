import { eq, inArray, sql } from 'drizzle-orm';
import { CONSULTING_KINDS, contentPath, idFromText, type ConsultingKind } from '@ilteo/contract';
import { company, consultingRequest } from '../../db/schema';
import type { ItemsOf } from './registry-types';

/**
 * 기업 컨설팅 requests (decision 0035): a request is private to its member,
 * so it is visible only to them; an anonymised sample is visible to anyone.
 * The title names the company and the kind, never the member.
 */
export const consultingRequestItems: ItemsOf = async (db, ids, viewer) => {
  const wanted = ids.map(idFromText).filter((id): id is number => id !== undefined);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: consultingRequest.consultingId,
      userId: consultingRequest.userId,
      kind: sql<ConsultingKind>`${consultingRequest.kind}`,
      isSample: consultingRequest.isSample,
      companyName: company.name,
    })
    .from(consultingRequest)
    .innerJoin(company, eq(company.companyId, consultingRequest.companyId))
    .where(inArray(consultingRequest.consultingId, wanted));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        title: `${r.companyName} ${CONSULTING_KINDS[r.kind]}`,
        path: contentPath('consulting-request', String(r.id)),
        visible: r.isSample || (viewer.userId !== null && r.userId === viewer.userId),
        deadline: null,
      },
    ]),
  );
};
