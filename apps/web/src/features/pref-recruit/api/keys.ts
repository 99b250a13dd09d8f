/** Query keys of preferred recruitment; everything under `all` depends on the conditions. */
export const prefKeys = {
  all: ['pref-recruit'] as const,
  status: () => ['pref-recruit', 'status'] as const,
  matchesAll: () => ['pref-recruit', 'matches'] as const,
  matches: (page: number, size: number) => ['pref-recruit', 'matches', page, size] as const,
  condition: () => ['pref-recruit', 'condition'] as const,
};
