import { CHAT_LIMITS, withQuery } from '@ilteo/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAutoAnswers } from '../api/get-auto-answers';
import { useChatToInquiry } from '../api/chat-to-inquiry';

const KIND_LABELS = { faq: '자주 묻는 질문', 'guide-article': '취업 가이드' } as const;

/**
 * Outside the opening hours, or while no counsellor is free: answers from
 * the FAQ and the guide for the member's question, and the same question
 * left as a 1:1 문의 with one click (a link to it once made).
 */
export function AutoAnswersPanel({ reason }: { reason: string }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const answers = useAutoAnswers();
  const inquiry = useChatToInquiry();
  const asked = question.trim();

  return (
    <section className="chat-auto" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chat-section-title">
        자동 답변으로 먼저 찾아보세요
      </h2>
      <p className="chat-auto__reason">{reason}</p>
      <form
        className="chat-auto__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (asked) answers.mutate(asked);
        }}
      >
        <label htmlFor={`${id}-q`} className="chat-label">
          궁금한 점
        </label>
        <div className="chat-auto__row">
          <input
            id={`${id}-q`}
            className="chat-input"
            value={question}
            maxLength={CHAT_LIMITS.question}
            placeholder="예: 자기소개서 분량은 어느 정도가 좋을까요?"
            aria-describedby={answers.isError ? `${id}-error` : undefined}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary button--small"
            disabled={!asked || answers.isPending}
          >
            답변 찾기
          </button>
        </div>
        {answers.isError && (
          <p id={`${id}-error`} className="chat-error" role="alert">
            {answers.error.message}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {answers.data && answers.data.length === 0 && (
          <p className="chat-auto__none">
            맞는 답변을 찾지 못했습니다. 아래에서 1:1 문의로 남겨 주세요.
          </p>
        )}
        {answers.data && answers.data.length > 0 && (
          <ul className="chat-auto__list" aria-label="자동 답변">
            {answers.data.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <span className="chat-auto__kind">{KIND_LABELS[item.kind]}</span>
                <Link to={item.path}>{item.title}</Link>
                {item.snippet && <p>{item.snippet}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="chat-auto__inquiry">
        {inquiry.data ? (
          <p role="status">
            1:1 문의로 남겼습니다.{' '}
            <Link
              to={
                inquiry.data.path ||
                withQuery(paths.supportQnaDetail, { qnaId: String(inquiry.data.inquiryId) })
              }
            >
              남긴 문의 보기
            </Link>
          </p>
        ) : (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={asked.length < 5 || inquiry.isPending}
              onClick={() => inquiry.mutate({ sessionId: null, question: asked })}
            >
              1:1 문의로 남기기
            </button>
            <p className="chat-hint">
              위에 적은 질문이 1:1 문의로 등록되고, 답변이 달리면 알림으로 알려 드립니다.
            </p>
            {inquiry.isError && (
              <p className="chat-error" role="alert">
                {inquiry.error.message}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
