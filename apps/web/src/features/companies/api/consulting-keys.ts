/**
 * Query keys of 기업 컨설팅. One prefix, so a request or a cancel refreshes
 * the form (its open request per posting), 내 컨설팅 신청 and the preview at once.
 */
export const consultingKeys = {
  all: ['consulting'] as const,
  form: (companyId: number) => ['consulting', 'form', companyId] as const,
  mine: (companyId: number | undefined, page: number) =>
    ['consulting', 'mine', companyId ?? 0, page] as const,
  samples: () => ['consulting', 'samples'] as const,
  detail: (consultingId: number) => ['consulting', 'detail', consultingId] as const,
};
