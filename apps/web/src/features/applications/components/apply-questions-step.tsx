import { countCharacters, groupDigits, type PostingQuestion } from '@ilteo/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useApplyFormContext } from './apply-form-model';
import { ApplyStepSection } from './apply-steps';

/** Step 2: the posting's own questions, each with its limit and a live counter. */
export function ApplyQuestionsStep({
  questions,
  focusOnShow,
}: {
  questions: readonly PostingQuestion[];
  focusOnShow: boolean;
}) {
  return (
    <ApplyStepSection
      step="questions"
      focusOnShow={focusOnShow}
      lead={
        questions.length > 0
          ? '회사가 이 공고에서 묻는 질문입니다. 글자 수는 공백을 포함해 셉니다.'
          : undefined
      }
    >
      {questions.length === 0 ? (
        <p className="apply-empty">
          이 공고는 따로 묻는 질문이 없습니다. 다음 단계로 넘어가 주세요.
        </p>
      ) : (
        questions.map((q, index) => <QuestionField key={q.questionNo} question={q} index={index} />)
      )}
    </ApplyStepSection>
  );
}

function QuestionField({ question, index }: { question: PostingQuestion; index: number }) {
  const { control, register, formState } = useApplyFormContext();
  const answer = useWatch({ control, name: `answers.${index}.answer` });
  const error = formState.errors.answers?.[index]?.answer?.message;
  const id = useId();
  const { withSpaces, withoutSpaces } = countCharacters(answer);
  const over = withSpaces > question.maxChars;
  const describedBy = [`${id}-limit`, `${id}-counter`, error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {index + 1}. {question.question}
        <span className="field__required"> (필수)</span>
      </label>
      <p id={`${id}-limit`} className="field__description">
        공백 포함 {groupDigits(question.maxChars)}자까지 쓸 수 있습니다.
      </p>
      <textarea
        id={id}
        className="textarea apply-answer"
        rows={8}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(`answers.${index}.answer`)}
      />
      <p
        id={`${id}-counter`}
        className={over ? 'apply-counter apply-counter--over' : 'apply-counter'}
      >
        공백 포함 {groupDigits(withSpaces)}자 / {groupDigits(question.maxChars)}자 · 공백 제외{' '}
        {groupDigits(withoutSpaces)}자{over && ' · 제한을 넘었습니다'}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
