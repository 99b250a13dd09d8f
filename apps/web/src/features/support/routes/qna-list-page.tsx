import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useListState } from '@/shared/lib/use-list-state';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { QnaForm } from '../components/qna-form';
import { qnaDetailHref } from '../components/qna-links';
import { QnaList } from '../components/qna-list';
import { SupportNav } from '../components/support-nav';
import '../components/qna.css';

/**
 * /person/support/qna (verified members): 문의하기 opens the form in place;
 * below, the member's inquiries with their state. The page and whether the
 * form is open are kept in history.
 */
export function QnaListPage() {
  const formId = useId();
  const navigate = useNavigate();
  const [state, setState] = useListState<{ page: number; writing: boolean }>('support-qna', {
    page: 1,
    writing: false,
  });

  return (
    <PageFrame
      title="1:1 문의"
      lead="궁금한 점을 남겨 주시면 운영자가 평일 기준 1일 이내에 답변합니다. 답변이 등록되면 알림으로 알려 드립니다."
      className="qna-page"
    >
      <SupportNav current="qna" />
      <PageSection id={`${formId}-write`} title="문의하기">
        {state.writing ? (
          <QnaForm
            onSaved={(qnaId) => {
              setState({ page: 1, writing: false });
              void navigate(qnaDetailHref(qnaId));
            }}
            onCancel={() => setState((s) => ({ ...s, writing: false }))}
          />
        ) : (
          <p className="qna-page__write">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setState((s) => ({ ...s, writing: true }))}
            >
              문의 작성하기
            </button>
          </p>
        )}
      </PageSection>
      <PageSection id={`${formId}-mine`} title="내 문의 내역">
        <QnaList page={state.page} onPage={(page) => setState((s) => ({ ...s, page }))} />
      </PageSection>
    </PageFrame>
  );
}
