import { resumeContentSchema, type ResumeContentInput } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { checkCodes, columnsOf, normalizeContent } from './content-checks';
import { resumeRepository } from './repository';

/**
 * Writes a résumé without files, checked as a save checks it (the schema,
 * the codes and the catalogue), in the caller's transaction: for seeds and
 * areas that make a résumé for a member (never from a request: the routes
 * go through the service and its policy).
 */
export async function insertResume(
  tx: Transaction,
  memberId: string,
  input: ResumeContentInput,
  options: { primary: boolean; public: boolean; acceptOffers: boolean; at: Date },
): Promise<number> {
  const content = normalizeContent(resumeContentSchema.parse(input));
  if (content.basics.photo || content.portfolio.files.length > 0) {
    throw new Error('insertResume writes résumés without files');
  }
  await checkCodes(tx, content);
  const resumeId = await resumeRepository.insert(
    tx,
    memberId,
    columnsOf(content),
    { isPrimary: options.primary },
    options.at,
  );
  await resumeRepository.setFlags(tx, resumeId, {
    isPublic: options.public,
    acceptOffers: options.public && options.acceptOffers,
  });
  return resumeId;
}
