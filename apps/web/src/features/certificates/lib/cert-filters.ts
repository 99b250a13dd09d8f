import {
  CERT_GRADES,
  NCS_FIELDS,
  QUALIFICATION_KINDS,
  type QualificationKind,
} from '@ilteo/contract';
import type { CertListParams } from '../api/get-certificates';
import {
  CATALOGUE_DEFAULTS,
  catalogueFiltersFrom,
  catalogueQueryOf,
  type CatalogueFilters,
} from './catalogue-filters';
import { oneOf } from './filters';

/** The certificate list's filters: the shared ones, kind, grade and NCS field. */
export interface CertFilters extends CatalogueFilters {
  kind: string;
  grade: string;
  ncsField: string;
}

export const CERT_DEFAULTS: CertFilters = {
  ...CATALOGUE_DEFAULTS,
  kind: '',
  grade: '',
  ncsField: '',
};

export function certFiltersFrom(source: Readonly<Record<string, unknown>>): CertFilters {
  return {
    ...catalogueFiltersFrom(source),
    kind: oneOf(source.kind, Object.keys(QUALIFICATION_KINDS)),
    grade: oneOf(source.grade, CERT_GRADES),
    ncsField: oneOf(source.ncsField, Object.keys(NCS_FIELDS)),
  };
}

export function certQueryOf(f: CertFilters): CertListParams {
  return catalogueQueryOf(f, {
    kind: (f.kind || undefined) as QualificationKind | undefined,
    grade: (f.grade || undefined) as CertListParams['grade'],
    ncsField: f.ncsField || undefined,
  });
}
