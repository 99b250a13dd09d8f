/** Query keys of the global search; every page and every typed keyword has its own entry. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: object) => ['search', 'results', params] as const,
  suggestions: (keyword: string) => ['search', 'suggestions', keyword] as const,
};
