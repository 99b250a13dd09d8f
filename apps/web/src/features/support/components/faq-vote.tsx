import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useVoteFaq } from '../api/vote-faq';

/**
 * "도움이 되었나요? 예/아니요" under an answer. The chosen answer is pressed;
 * choosing again replaces it (one vote per member or visitor). A thank-you
 * is announced once the server has it.
 */
export function FaqVote({ faqId, myVote }: { faqId: number; myVote: boolean | null }) {
  const vote = useVoteFaq();
  const [thanked, setThanked] = useState(false);
  const choose = (helpful: boolean) => {
    if (vote.isPending || helpful === myVote) return;
    vote.mutate({ faqId, helpful }, { onSuccess: () => setThanked(true) });
  };
  const failed = vote.isError
    ? isApiError(vote.error) && vote.error.status === 404
      ? '지금은 의견을 받을 수 없는 질문입니다.'
      : '의견을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'
    : null;

  return (
    <div className="faq-vote" role="group" aria-label="도움이 되었나요?">
      <span className="faq-vote__question" aria-hidden="true">
        도움이 되었나요?
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={myVote === true}
        disabled={vote.isPending}
        onClick={() => choose(true)}
      >
        예
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={myVote === false}
        disabled={vote.isPending}
        onClick={() => choose(false)}
      >
        아니요
      </button>
      <p className="faq-vote__status" role="status">
        {failed ??
          (thanked
            ? '의견을 보내 주셔서 감사합니다.'
            : myVote !== null
              ? '이미 의견을 보내 주셨습니다. 다른 답을 고르면 바뀝니다.'
              : '')}
      </p>
    </div>
  );
}
