import { CODE_GROUPS, type CodeGroup, type CommonCode } from '@ilteo/contract';
import { useCommonCodes } from '@/shared/api/common-codes';

const JOB_GROUPS: readonly CodeGroup[] = [CODE_GROUPS.job];

/**
 * The 직무 choices of the review forms: each 중분류 named with its 대분류
 * (a 대분류 without children stands for itself), one native select that
 * works on every phone. A code already chosen but not in the list (a
 * 소분류 from an application) is kept with its name.
 */
export function useJobItems(current: { code: string; name: string } | null) {
  const jobs = useCommonCodes(JOB_GROUPS, true);
  const items: { value: string; label: string }[] = [];
  for (const top of jobs.data?.[CODE_GROUPS.job] ?? []) {
    const children: CommonCode[] = top.children ?? [];
    if (children.length === 0) items.push({ value: top.cd, label: top.name });
    for (const child of children)
      items.push({ value: child.cd, label: `${top.name} · ${child.name}` });
  }
  if (current && current.code && !items.some((i) => i.value === current.code)) {
    items.unshift({ value: current.code, label: current.name || current.code });
  }
  return { items, isError: jobs.isError, isPending: jobs.isPending };
}
