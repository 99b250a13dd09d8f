import { BTI_API, type BtiAnswerBody } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** PUT BTI_API.answer — saves one answer; the screen shows failures inline with 다시 저장. */
export async function saveAnswer(body: BtiAnswerBody): Promise<void> {
  await request({ method: 'PUT', url: BTI_API.answer, data: body, silent: true });
}

export const useSaveAnswer = () => useMutation({ mutationFn: saveAnswer });
