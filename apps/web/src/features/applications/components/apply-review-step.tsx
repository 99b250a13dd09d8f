import { countCharacters, groupDigits, type ApplyForm } from '@ilteo/contract';
import { useWatch } from 'react-hook-form';
import type { AttachedFile, ApplyStep } from './apply-draft';
import { APPLY_STEP_LABELS, useApplyFormContext } from './apply-form-model';
import { ApplyStepSection } from './apply-steps';
import { formatSize } from './apply-files-step';

/** Step 5: everything the company will receive, each part with a way back to change it. */
export function ApplyReviewStep({
  form,
  attached,
  focusOnShow,
  onEdit,
}: {
  form: ApplyForm;
  attached: readonly AttachedFile[];
  focusOnShow: boolean;
  onEdit: (step: ApplyStep) => void;
}) {
  const { control } = useApplyFormContext();
  const [resumeId, answers, consentAgreed] = useWatch({
    control,
    name: ['resumeId', 'answers', 'consentAgreed'],
  });
  const resume = form.resumes.find((r) => r.resumeId === resumeId);
  const edit = (step: ApplyStep) => (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => onEdit(step)}
    >
      {APPLY_STEP_LABELS[step]} 고치기
    </button>
  );

  return (
    <ApplyStepSection
      step="review"
      focusOnShow={focusOnShow}
      lead="아래 내용으로 지원서를 제출합니다. 제출한 뒤에는 내용을 고칠 수 없습니다."
    >
      <div className="apply-review">
        <section aria-labelledby="apply-review-resume" className="apply-review__part">
          <h3 id="apply-review-resume" className="apply-review__title">
            이력서
          </h3>
          <p>
            {resume ? resume.title || '제목 없는 이력서' : '고른 이력서가 없습니다.'}
            {resume && !resume.complete && (
              <span className="apply-badge apply-badge--warn">미완성</span>
            )}
          </p>
          {edit('resume')}
        </section>
        {form.questions.length > 0 && (
          <section aria-labelledby="apply-review-answers" className="apply-review__part">
            <h3 id="apply-review-answers" className="apply-review__title">
              질문 답변
            </h3>
            <dl className="apply-review__answers">
              {form.questions.map((q, index) => {
                const answer = answers[index]?.answer ?? '';
                return (
                  <div key={q.questionNo}>
                    <dt>
                      {index + 1}. {q.question}
                    </dt>
                    <dd>
                      <p className="apply-review__answer">{answer}</p>
                      <p className="apply-counter">
                        공백 포함 {groupDigits(countCharacters(answer).withSpaces)}자 /{' '}
                        {groupDigits(q.maxChars)}자
                      </p>
                    </dd>
                  </div>
                );
              })}
            </dl>
            {edit('questions')}
          </section>
        )}
        <section aria-labelledby="apply-review-files" className="apply-review__part">
          <h3 id="apply-review-files" className="apply-review__title">
            첨부 파일
          </h3>
          {attached.length === 0 ? (
            <p>첨부한 파일이 없습니다.</p>
          ) : (
            <ul className="apply-files">
              {attached.map((f) => (
                <li key={f.saveName} className="apply-files__item">
                  <span className="apply-files__name">{f.originalName}</span>
                  <span className="apply-files__size">{formatSize(f.size)}</span>
                </li>
              ))}
            </ul>
          )}
          {edit('files')}
        </section>
        <section aria-labelledby="apply-review-consent" className="apply-review__part">
          <h3 id="apply-review-consent" className="apply-review__title">
            개인정보 제공 동의
          </h3>
          <p>
            {consentAgreed
              ? `${form.companyName}에 개인정보를 제공하는 데 동의했습니다.`
              : '아직 동의하지 않았습니다.'}
          </p>
          {edit('consent')}
        </section>
      </div>
    </ApplyStepSection>
  );
}
