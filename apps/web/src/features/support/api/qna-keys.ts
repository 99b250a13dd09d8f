/** Query keys of 1:1 문의: every change refreshes the list and the detail under `all`. */
export const qnaKeys = {
  all: ['support', 'qna'] as const,
  list: (page: number) => ['support', 'qna', 'list', page] as const,
  detail: (qnaId: number) => ['support', 'qna', 'detail', qnaId] as const,
};
