import type { FastifyInstance } from 'fastify';
import { APPLICATION_LIMITS, type ApplicationSnapshot, type ResumeContent } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { catalogueNames } from '../certificates';
import { catalogueCodesOf, fileNamesOf, labelsOf } from '../resumes';

/** The part of the file service applying uses (app.files). */
export type ApplyFiles = Pick<FastifyInstance['files'], 'attach' | 'describe' | 'release' | 'copy'>;

const MB = 1024 * 1024;
const FILE_MISSING = '첨부한 파일을 찾을 수 없습니다. 다시 올려 주세요.';

/** The résumé's content with each file name replaced by its copy (a file without a copy is dropped). */
function withCopies(content: ResumeContent, copies: ReadonlyMap<string, string>): ResumeContent {
  const photo = content.basics.photo;
  const photoCopy = photo ? copies.get(photo.saveName) : undefined;
  return {
    ...content,
    basics: {
      ...content.basics,
      photo: photo && photoCopy ? { ...photo, saveName: photoCopy } : null,
    },
    portfolio: {
      ...content.portfolio,
      files: content.portfolio.files.flatMap((f) => {
        const copy = copies.get(f.saveName);
        return copy ? [{ ...f, saveName: copy }] : [];
      }),
    },
  };
}

/**
 * What the company receives, made before the submit's transaction
 * (decision 0034): the résumé as it is now with the names of what it
 * names, the posting, the answers with their questions, and the files.
 *
 * Files must outlive later edits of the résumé (an edit releases a dropped
 * photo to the clean-up): the résumé's files, and any chosen file a record
 * already holds, are copied under new names; fresh uploads are taken as
 * they are. The transaction then attaches all of them to the application
 * (`fileNames`); copies of a submit that fails are unattached uploads the
 * hourly clean-up deletes.
 */
export async function buildSnapshot(
  db: Database,
  files: ApplyFiles,
  input: {
    memberId: string;
    resume: { title: string; content: ResumeContent };
    posting: ApplicationSnapshot['posting'];
    answers: ApplicationSnapshot['answers'];
    fileNames: readonly string[];
  },
): Promise<{ content: ApplicationSnapshot; fileNames: string[] }> {
  const chosen = [...new Set(input.fileNames)];
  const described = new Map(
    (await db.transaction((tx) => files.describe(tx, chosen))).map((f) => [f.saveName, f]),
  );
  let total = 0;
  for (const name of chosen) {
    const file = described.get(name);
    if (!file) throw rejected.field('files', FILE_MISSING);
    if (file.ownerId !== input.memberId) throw new AppError('PERMISSION_DENIED');
    total += file.size;
  }
  if (total > APPLICATION_LIMITS.fileBytes) {
    throw rejected.field(
      'files',
      `첨부파일은 모두 합쳐 ${String(APPLICATION_LIMITS.fileBytes / MB)}MB까지 올릴 수 있습니다.`,
    );
  }
  const held = chosen.filter((n) => described.get(n)?.attachedAt != null);
  const copies = await files.copy(input.memberId, [...held, ...fileNamesOf(input.resume.content)]);
  const resume = withCopies(input.resume.content, copies);

  const appFiles = chosen.map((name) => {
    const file = described.get(name);
    const saveName = file?.attachedAt != null ? copies.get(name) : name;
    if (!file || !saveName) throw rejected.field('files', FILE_MISSING);
    return { saveName, originalName: file.originalName, ext: file.ext, size: file.size };
  });
  const names = await catalogueNames(db, catalogueCodesOf(resume));
  const content: ApplicationSnapshot = {
    resume,
    resumeTitle: input.resume.title,
    labels: labelsOf(resume, names),
    posting: input.posting,
    answers: input.answers,
    files: appFiles,
  };
  const fileNames = [...new Set([...appFiles.map((f) => f.saveName), ...fileNamesOf(resume)])];
  return { content, fileNames };
}
