/** Query keys of the recruitment screens. */
export const recruitKeys = {
  all: ['recruit'] as const,
  list: (params: object) => ['recruit', 'list', params] as const,
  facets: (params: object) => ['recruit', 'facets', params] as const,
  detail: (postingId: number) => ['recruit', 'detail', postingId] as const,
  applyState: (postingId: number) => ['recruit', 'apply-state', postingId] as const,
};
