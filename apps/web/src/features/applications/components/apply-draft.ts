import { z } from 'zod';
import {
  readStorage,
  removeStorage,
  writeStorage,
  type KeyValueStorage,
} from '@/shared/lib/storage';

/**
 * The apply screen's draft (chosen résumé, answers, files, step), kept in
 * this tab's sessionStorage per posting, so going to write a new résumé and
 * coming back (or a reload) loses nothing, and closing the tab leaves no
 * application text behind on a shared computer.
 */

export const APPLY_STEPS = ['resume', 'questions', 'files', 'consent', 'review'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

/** A file uploaded for this application; its size counts toward the 50 MB total. */
export interface AttachedFile {
  saveName: string;
  originalName: string;
  size: number;
}

const draftSchema = z.object({
  step: z.enum(APPLY_STEPS),
  resumeId: z.number().int().nullable(),
  answers: z.record(z.string(), z.string()),
  files: z.array(z.object({ saveName: z.string(), originalName: z.string(), size: z.number() })),
  consentAgreed: z.boolean(),
  /** The résumés there were when the member left to write a new one: the new one is chosen on return. */
  resumesBeforeWrite: z.array(z.number().int()).nullable(),
});
export type ApplyDraft = z.infer<typeof draftSchema>;

export const draftKey = (postingId: number) => `apply-draft:${postingId}`;

function tabStorage(): KeyValueStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(postingId: number): ApplyDraft | null {
  const raw = readStorage(draftKey(postingId), tabStorage());
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(postingId: number, draft: ApplyDraft): void {
  writeStorage(draftKey(postingId), JSON.stringify(draft), tabStorage());
}

export function clearDraft(postingId: number): void {
  removeStorage(draftKey(postingId), tabStorage());
}
