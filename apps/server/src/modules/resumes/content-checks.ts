import type { FastifyInstance } from 'fastify';
import {
  CODE_GROUPS,
  RESUME_LIMITS,
  currentRegionCodes,
  resumeProgress,
  type ResumeContent,
} from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { isOwner, type Actor } from '../../http/policy';
import { catalogueNames } from '../certificates';
import { codeBook } from '../postings';
import type { ResumeColumns } from './repository';

/** The part of the file service a résumé save uses (app.files). */
export type ResumeFiles = Pick<FastifyInstance['files'], 'attach' | 'describe' | 'release'>;

const MB = 1024 * 1024;

/** Retired region codes (a page opened before a reorganisation) become the codes in force. */
export function normalizeContent(content: ResumeContent): ResumeContent {
  return {
    ...content,
    wish: { ...content.wish, regions: currentRegionCodes(content.wish.regions) },
  };
}

function checkGroup(field: string, group: string, codes: readonly string[], label: string) {
  const unknown = codes.filter((cd) => !codeBook.has(group, cd));
  if (unknown.length > 0) {
    throw rejected.field(field, `없는 ${label} 코드입니다: ${unknown.join(', ')}`);
  }
}

/**
 * Every code names a real entry (the schema checks only the shape): jobs,
 * regions and employment types in the code book, certificates and language
 * tests in the catalogue. An unknown one is a 400 beside its field.
 */
export async function checkCodes(tx: Transaction, content: ResumeContent): Promise<void> {
  content.work.forEach((w, i) => {
    checkGroup(`content.work.${String(i)}.jobs`, CODE_GROUPS.job, w.jobs, '직무');
  });
  checkGroup('content.wish.jobs', CODE_GROUPS.job, content.wish.jobs, '희망 직무');
  checkGroup('content.wish.regions', CODE_GROUPS.region, content.wish.regions, '희망 지역');
  checkGroup(
    'content.wish.employmentTypes',
    CODE_GROUPS.employmentType,
    content.wish.employmentTypes,
    '고용형태',
  );
  const names = await catalogueNames(tx, {
    certificates: content.certificates.map((c) => c.code),
    languageTests: content.languages.map((l) => l.code),
  });
  const badCert = content.certificates.findIndex((c) => !names.certificates.has(c.code));
  if (badCert >= 0) {
    throw rejected.field(
      `content.certificates.${String(badCert)}.code`,
      '자격증 목록에 없는 자격증입니다. 목록에서 다시 선택해 주세요.',
    );
  }
  const badTest = content.languages.findIndex((l) => !names.languageTests.has(l.code));
  if (badTest >= 0) {
    throw rejected.field(
      `content.languages.${String(badTest)}.code`,
      '어학시험 목록에 없는 시험입니다. 목록에서 다시 선택해 주세요.',
    );
  }
}

/** Every file the content names: the photo first, then the portfolio files. */
export function fileNamesOf(content: ResumeContent): string[] {
  const names = content.portfolio.files.map((f) => f.saveName);
  if (content.basics.photo) names.unshift(content.basics.photo.saveName);
  return [...new Set(names)];
}

/** The columns kept beside the document, from the content. */
export function columnsOf(content: ResumeContent): ResumeColumns {
  const progress = resumeProgress(content);
  return {
    title: content.title,
    complete: progress.complete,
    percent: progress.percent,
    careerType: content.careerType,
    wishJobs: content.wish.jobs,
    wishRegions: content.wish.regions,
    fileNames: fileNamesOf(content),
    missing: progress.missing,
    content,
  };
}

/**
 * The résumé's files, in its transaction: each must be the member's own
 * upload (another member's → 102), the photo an image (901), the portfolio
 * within its total size. New ones are attached as personal files; ones the
 * résumé no longer names, and no other résumé of the member keeps, are
 * released to the clean-up.
 */
export async function takeFiles(
  tx: Transaction,
  files: ResumeFiles,
  actor: Actor,
  memberId: string,
  content: ResumeContent,
  before: { own: readonly string[]; elsewhere: ReadonlySet<string> },
): Promise<void> {
  const names = fileNamesOf(content);
  const rows = new Map((await files.describe(tx, names)).map((r) => [r.saveName, r]));
  const photo = content.basics.photo;
  for (const name of names) {
    const row = rows.get(name);
    const field = name === photo?.saveName ? 'content.basics.photo' : 'content.portfolio.files';
    if (!row) throw rejected.field(field, '첨부한 파일을 찾을 수 없습니다. 다시 올려 주세요.');
    if (!isOwner(actor, row)) throw new AppError('PERMISSION_DENIED');
  }
  if (photo && !(rows.get(photo.saveName)?.mime.startsWith('image/') ?? false)) {
    throw new AppError('FILE_TYPE_REJECTED', {
      message: '사진은 이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
    });
  }
  const portfolioBytes = content.portfolio.files.reduce(
    (sum, f) => sum + (rows.get(f.saveName)?.size ?? 0),
    0,
  );
  if (portfolioBytes > RESUME_LIMITS.portfolioBytes) {
    throw rejected.field(
      'content.portfolio.files',
      `포트폴리오 첨부파일은 모두 합쳐 ${String(RESUME_LIMITS.portfolioBytes / MB)}MB까지 올릴 수 있습니다.`,
    );
  }
  const held = new Set([...before.own, ...before.elsewhere]);
  const fresh = names.filter((n) => !held.has(n));
  if (fresh.length > 0) await files.attach(tx, memberId, fresh, 'personal');
  await releaseDropped(tx, files, memberId, before.own, new Set(names), before.elsewhere);
}

/** Releases the files a résumé held that neither it (`kept`) nor another résumé still names. */
export async function releaseDropped(
  tx: Transaction,
  files: ResumeFiles,
  memberId: string,
  held: readonly string[],
  kept: ReadonlySet<string>,
  elsewhere: ReadonlySet<string>,
): Promise<void> {
  const dropped = held.filter((n) => !kept.has(n) && !elsewhere.has(n));
  if (dropped.length > 0) await files.release(tx, memberId, dropped);
}
