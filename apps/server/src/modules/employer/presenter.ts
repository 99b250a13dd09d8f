import type { z } from 'zod';
import {
  type applicantDetailSchema,
  type applicantSummarySchema,
  type ApplicationEventKind,
  type ApplicationSnapshot,
  type ApplicationStatus,
  type CampusVerification,
  EMPLOYER_API,
  withQuery,
} from '@ilteo/contract';
import type { ApplicationRow } from './repository';

type ApplicantSummary = z.infer<typeof applicantSummarySchema>;
type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

export const pageOf = <T>(items: T[], page: number, size: number, total: number) => ({
  items,
  page,
  size,
  total,
  totalPages: Math.ceil(total / size),
});

/** A line of the applicant list: the name as sent (gone once destroyed), never contact details. */
export const presentApplicant = (row: ApplicationRow): ApplicantSummary => ({
  applicationId: row.applicationId,
  name: row.applicantName,
  resumeTitle: row.resumeTitle,
  appliedAt: row.createdAt.toISOString(),
  // The column's check constraint holds these to APPLICATION_STATUSES.
  status: row.status as ApplicationStatus,
  currentStage: row.currentStage,
  viewed: row.viewedAt !== null,
  destroyed: row.destroyedAt !== null,
});

/**
 * Every file the company received, by saveName with its original name: the
 * application's own attachments and the résumé's photo and portfolio files
 * (the snapshot holds copies of them, decision 0034).
 */
export function snapshotFiles(content: ApplicationSnapshot): Map<string, string> {
  const files = new Map<string, string>();
  for (const f of content.files) files.set(f.saveName, f.originalName);
  const photo = content.resume.basics.photo;
  if (photo) files.set(photo.saveName, photo.originalName);
  for (const f of content.resume.portfolio.files) files.set(f.saveName, f.originalName);
  return files;
}

export function presentApplicantDetail(
  row: ApplicationRow,
  snapshot: { content: ApplicationSnapshot } | null,
  events: readonly { kind: string; stageNo: number | null; at: Date }[],
  campus: CampusVerification | null,
): ApplicantDetail {
  const files = snapshot ? [...snapshotFiles(snapshot.content).keys()] : [];
  return {
    ...presentApplicant(row),
    stages: row.stages,
    events: events.map((e) => ({
      kind: e.kind as ApplicationEventKind,
      stageNo: e.stageNo,
      at: e.at.toISOString(),
    })),
    snapshot: snapshot?.content ?? null,
    fileLinks: Object.fromEntries(
      files.map((saveName) => [
        saveName,
        withQuery(EMPLOYER_API.applicantFile, {
          applicationId: String(row.applicationId),
          saveName,
        }),
      ]),
    ),
    campus,
  };
}
