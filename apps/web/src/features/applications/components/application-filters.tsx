import {
  APPLICATION_FILTER_LABELS,
  APPLICATION_FILTERS,
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  APPLICATION_PERIOD_LABELS,
  APPLICATION_PERIODS,
  type ApplicationFilter,
  type ApplicationKind,
  type ApplicationPeriod,
} from '@ilteo/contract';
import { Select } from '@/shared/ui/select';
import type { ApplicationListFilters } from '../api/application-keys';

const PERIOD_ITEMS = APPLICATION_PERIODS.map((value) => ({
  value,
  label: value === 'all' ? '전체 기간' : `최근 ${APPLICATION_PERIOD_LABELS[value]}`,
}));
const STATUS_ITEMS = APPLICATION_FILTERS.map((value) => ({
  value,
  label: APPLICATION_FILTER_LABELS[value],
}));
const KIND_ITEMS = [
  { value: 'all', label: '전체' },
  ...APPLICATION_KINDS.map((value) => ({ value, label: APPLICATION_KIND_LABELS[value] })),
];

/** Values from history or a link may be anything; unknown ones fall back to 전체. */
export function readFilters(state: Record<string, unknown>): ApplicationListFilters {
  const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    period: pick<ApplicationPeriod>(APPLICATION_PERIODS, state.period, 'all'),
    status: pick<ApplicationFilter>(APPLICATION_FILTERS, state.status, 'all'),
    kind: pick<'all' | ApplicationKind>(['all', ...APPLICATION_KINDS], state.kind, 'all'),
  };
}

/** 기간, 진행 상태, 지원 방식: each change starts again at the first page. */
export function ApplicationFilters({
  filters,
  onChange,
}: {
  filters: ApplicationListFilters;
  onChange: (next: ApplicationListFilters) => void;
}) {
  return (
    <div className="app-filters" role="group" aria-label="지원 내역 필터">
      <Select
        label="지원 기간"
        items={PERIOD_ITEMS}
        value={filters.period}
        onValueChange={(value) => onChange(readFilters({ ...filters, period: value }))}
      />
      <Select
        label="진행 상태"
        items={STATUS_ITEMS}
        value={filters.status}
        onValueChange={(value) => onChange(readFilters({ ...filters, status: value }))}
      />
      <Select
        label="지원 방식"
        items={KIND_ITEMS}
        value={filters.kind}
        onValueChange={(value) => onChange(readFilters({ ...filters, kind: value }))}
      />
    </div>
  );
}
