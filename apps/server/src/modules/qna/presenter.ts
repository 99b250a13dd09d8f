import {
  API,
  withQuery,
  type QnaDetail,
  type QnaFile,
  type QnaItem,
  type QnaOpsDetail,
  type QnaQueueItem,
} from '@ilteo/contract';
import type { QnaRow } from './repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** An attachment as the file service described it. */
export interface DescribedFile {
  saveName: string;
  originalName: string;
  size: number;
}

/** An inquiry in a list: never its text, never who asked. */
export function presentItem(row: QnaRow): QnaItem {
  return {
    qnaId: row.inquiryId,
    category: row.category,
    title: row.title,
    state: row.state,
    fileCount: row.fileNames.length,
    createdAt: iso(row.createdAt),
    answeredAt: row.answeredAt === null ? null : iso(row.answeredAt),
  };
}

/** The files in the order the member attached them; each downloads through the file service's rules. */
function presentFiles(row: QnaRow, described: readonly DescribedFile[]): QnaFile[] {
  const byName = new Map(described.map((f) => [f.saveName, f]));
  return row.fileNames.flatMap((saveName) => {
    const file = byName.get(saveName);
    return file
      ? [
          {
            saveName,
            originalName: file.originalName,
            size: file.size,
            url: withQuery(API.cmmn.file, { saveName }),
          },
        ]
      : [];
  });
}

export function presentDetail(row: QnaRow, described: readonly DescribedFile[]): QnaDetail {
  return {
    ...presentItem(row),
    body: row.body,
    files: presentFiles(row, described),
    notifyByMail: row.notifyByMail,
    fromChat: row.chatSessionId !== null,
    answer: row.answer,
    updatedAt: iso(row.updatedAt),
  };
}

/** Who asked, for the console only. */
const askerOf = (row: QnaRow) => ({ loginId: row.askerLoginId, name: row.askerName });

export function presentQueueItem(row: QnaRow): QnaQueueItem {
  return { ...presentItem(row), asker: askerOf(row) };
}

export function presentOpsDetail(row: QnaRow, described: readonly DescribedFile[]): QnaOpsDetail {
  return { ...presentDetail(row, described), asker: askerOf(row) };
}
