import type {
  ApplicationFilter,
  ApplicationKind,
  ApplicationPeriod,
  OfferStatus,
} from '@ilteo/contract';

/** The list's filters as the API reads them (contract applicationListQuerySchema). */
export interface ApplicationListFilters {
  period: ApplicationPeriod;
  status: ApplicationFilter;
  kind: 'all' | ApplicationKind;
}

export type OfferStatusFilter = 'all' | OfferStatus;

/**
 * Query keys of 지원 현황 and 받은 제안. Everything shares a prefix, so an
 * action (cancel, accept) refreshes the lists, the details and my home's
 * counts at once.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (filters: ApplicationListFilters, page: number) =>
    ['applications', 'list', filters, page] as const,
  detail: (applicationId: number) => ['applications', 'detail', applicationId] as const,
  certificate: (certNo: string) => ['applications', 'certificate', certNo] as const,
  offers: () => ['applications', 'offers'] as const,
  offerList: (status: OfferStatusFilter, page: number) =>
    ['applications', 'offers', status, page] as const,
};

/** My home's dashboard counts applications and offers; its key (features/my-home) is this prefix. */
export const MY_HOME_KEY = ['my-home'] as const;
