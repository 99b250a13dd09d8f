import { POSTING_FILTER_LIMITS } from '@ilteo/contract';
import { TreePicker } from './tree-picker';

/** A 시·도 with its 시·군·구, as GET /api/v1/person/recrt-info/addr sends them (RegionNode). */
export interface RegionOption {
  cd: string;
  name: string;
  count?: number;
  children: readonly { cd: string; name: string; count?: number }[];
}

export interface RegionPickerProps {
  regions: readonly RegionOption[];
  /** Chosen 5-digit codes: a 시·군·구, or a 시·도 code for the whole 시·도. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  max?: number;
  label?: string;
}

/** 시·도 → 시·군·구 picker, several at once up to `max`, with a 전체 choice per 시·도. */
export function RegionPicker({
  regions,
  max = POSTING_FILTER_LIMITS.maxValues,
  label = '근무지역',
  ...choice
}: RegionPickerProps) {
  return <TreePicker label={label} levelLabel="시·도" nodes={regions} max={max} {...choice} />;
}
