/** Query keys of the guide's screens, under one `guide` prefix. */
export const guideKeys = {
  all: ['guide'] as const,
  list: (params: object) => ['guide', 'list', params] as const,
  detail: (articleId: number) => ['guide', 'detail', articleId] as const,
};
