import type { ApplyForm } from '@ilteo/contract';
import { readDraft, type ApplyStep, type AttachedFile } from './apply-draft';
import type { ApplyValues } from './apply-form-model';

export const START_MESSAGES = {
  restored: '작성하던 지원서를 불러왔습니다.',
  newResume: '작성하던 지원서를 불러왔고, 새로 작성한 이력서를 골랐습니다.',
} as const;

export interface StartingPoint {
  values: ApplyValues;
  step: ApplyStep;
  attached: AttachedFile[];
  /** A draft was found (the screen offers to start over). */
  restored: boolean;
  message: string;
}

/** Whether the member has put anything into the form yet (then leaving asks first). */
export function hasContent(values: ApplyValues, attached: readonly AttachedFile[]): boolean {
  return (
    values.resumeId !== null ||
    values.answers.some((a) => a.answer.trim() !== '') ||
    attached.length > 0 ||
    values.consentAgreed
  );
}

/**
 * The form's first values: this tab's draft for the posting when there is
 * one, matched against what the server says now (a résumé deleted meanwhile
 * is not chosen; answers follow the posting's current questions); after
 * 새 이력서 작성 the résumé that was not there before is chosen.
 */
export function startingPoint(
  form: ApplyForm,
  { ignoreDraft = false }: { ignoreDraft?: boolean } = {},
): StartingPoint {
  const draft = ignoreDraft ? null : readDraft(form.postingId);
  const known = new Set(form.resumes.map((r) => r.resumeId));
  let resumeId = draft?.resumeId ?? null;
  let message: string = START_MESSAGES.restored;
  if (draft?.resumesBeforeWrite) {
    const before = new Set(draft.resumesBeforeWrite);
    const fresh = form.resumes.filter((r) => !before.has(r.resumeId));
    // The newest of them (ids grow), should several have been written meanwhile.
    const newest = fresh.reduce<number | null>((m, r) => Math.max(m ?? 0, r.resumeId), null);
    if (newest !== null) {
      resumeId = newest;
      message = START_MESSAGES.newResume;
    }
  }
  if (resumeId !== null && !known.has(resumeId)) resumeId = null;
  const values: ApplyValues = {
    postingId: form.postingId,
    resumeId,
    answers: form.questions.map((q) => ({
      questionNo: q.questionNo,
      answer: draft?.answers[String(q.questionNo)] ?? '',
    })),
    files: draft?.files.map((f) => f.saveName) ?? [],
    consentAgreed: draft?.consentAgreed ?? false,
    consentVersion: form.consent.version,
  };
  return {
    values,
    step: draft?.step ?? 'resume',
    attached: draft?.files ?? [],
    restored: draft !== null,
    message,
  };
}
