import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readStorage, removeStorage, writeStorage } from '@/shared/lib/storage';
import type { ResumeFormValues } from './resume-form';

/** How long typing must pause before the draft is written. */
export const DRAFT_DELAY_MS = 2000;

/** One local draft per résumé, and one for a résumé not saved yet. */
export const draftKey = (resumeId: number | null) =>
  `ilteo:resume-draft:${resumeId === null ? 'new' : String(resumeId)}`;

interface StoredDraft {
  savedAt: string;
  values: ResumeFormValues;
}

function readDraft(key: string): StoredDraft | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    // A draft from an older screen (or edited by hand) is dropped rather than half restored.
    if (!parsed?.values || typeof parsed.values !== 'object' || !('basics' in parsed.values)) {
      return null;
    }
    return { savedAt: parsed.savedAt ?? '', values: parsed.values };
  } catch {
    return null;
  }
}

export function clearDrafts(...resumeIds: (number | null)[]) {
  for (const id of resumeIds) removeStorage(draftKey(id));
}

/**
 * Keeps what is typed in localStorage (debounced) until the résumé is saved,
 * and on opening puts a draft that differs from the saved résumé back into
 * the form. The form's defaults stay the saved résumé, so the restored
 * draft counts as unsaved changes.
 */
export function useResumeDraft(
  form: UseFormReturn<ResumeFormValues, unknown, unknown>,
  resumeId: number | null,
  saved: ResumeFormValues,
) {
  const key = draftKey(resumeId);
  const { reset, watch } = form;
  // A draft left from an earlier visit, unless it is just the saved résumé again.
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(key);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(saved) ? draft : null;
  });

  // Once: the draft goes into the form, the saved résumé stays its defaults.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !restored) return;
    applied.current = true;
    reset({ ...saved, ...restored.values }, { keepDefaultValues: true });
  }, [restored, reset, saved]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      // Resets (load, restore, after a save) are not edits.
      if (name === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        writeStorage(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
      }, DRAFT_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [key, watch]);

  /** After a save: no draft, and none written later from edits made before it. */
  const clear = (...resumeIds: (number | null)[]) => {
    clearTimeout(timer.current);
    clearDrafts(resumeId, ...resumeIds);
    setRestored(null);
  };

  const discard = () => {
    clearTimeout(timer.current);
    removeStorage(key);
    // Back to the form's defaults: the résumé as last loaded or saved.
    reset();
    setRestored(null);
  };

  return { restoredAt: restored?.savedAt ?? null, discard, clear };
}
