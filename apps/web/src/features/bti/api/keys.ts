/** Query keys of 직업 성향 검사's screens, under one `bti` prefix. */
export const btiKeys = {
  all: ['bti'] as const,
  sitting: (requestId: number | null) => ['bti', 'sitting', requestId] as const,
  results: (page: number) => ['bti', 'results', page] as const,
  result: (attemptId: number) => ['bti', 'result', attemptId] as const,
  requests: (page: number) => ['bti', 'requests', page] as const,
};
