import { POSTING_FILTER_LIMITS } from '@ilteo/contract';
import { TreePicker } from './tree-picker';

/** A JOB code of the getCmmnCd tree (grpCd=JOB, tree=Y): 대분류 → 중분류 → 소분류. */
export interface JobOption {
  cd: string;
  name: string;
  count?: number;
  children?: readonly JobOption[];
}

export interface JobPickerProps {
  jobs: readonly JobOption[];
  /** Chosen JOB codes: 소분류 (6 digits), or a 중분류/대분류 code for all of it. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  max?: number;
  label?: string;
}

/** 대분류 → 중분류 → 소분류 job picker, several at once up to `max`. */
export function JobPicker({
  jobs,
  max = POSTING_FILTER_LIMITS.maxValues,
  label = '직무',
  ...choice
}: JobPickerProps) {
  return <TreePicker label={label} levelLabel="직무 대분류" nodes={jobs} max={max} {...choice} />;
}
