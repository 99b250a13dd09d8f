import type { LangListParams } from '../api/get-language-tests';
import {
  CATALOGUE_DEFAULTS,
  catalogueFiltersFrom,
  catalogueQueryOf,
  type CatalogueFilters,
} from './catalogue-filters';
import { LANGUAGES, oneOf } from './filters';

/** The language-test list's filters: the shared ones and the language. */
export interface LangFilters extends CatalogueFilters {
  language: string;
}

export const LANG_DEFAULTS: LangFilters = { ...CATALOGUE_DEFAULTS, language: '' };

export function langFiltersFrom(source: Readonly<Record<string, unknown>>): LangFilters {
  return { ...catalogueFiltersFrom(source), language: oneOf(source.language, LANGUAGES) };
}

export function langQueryOf(f: LangFilters): LangListParams {
  return catalogueQueryOf(f, { language: f.language || undefined });
}
