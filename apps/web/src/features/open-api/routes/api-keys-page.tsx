import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { useApiKeys } from '../api/get-api-keys';
import { IssueKeyDialog } from '../components/issue-key-dialog';
import { KeyList } from '../components/key-list';
import '../components/open-api.css';

/**
 * /person/myhome/api-key: the member's open API keys (first characters,
 * today's calls against the quota, allowed addresses), 발급 in a dialog
 * that shows the whole key once, and 폐기 after a confirmation.
 */
export function ApiKeysPage() {
  const id = useId();
  const keys = useApiKeys();
  const [issuing, setIssuing] = useState(false);
  const live = keys.data?.items.filter((k) => !k.revoked).length ?? 0;
  const full = keys.data !== undefined && live >= keys.data.maxKeys;

  return (
    <PageFrame
      title="API 인증키"
      lead={
        <>
          일터 오픈 API로 진행 중인 채용공고를 읽을 수 있습니다. 호출 방법은{' '}
          <Link to={paths.apiGuide}>API 이용 안내</Link>에서 확인하세요.
        </>
      }
      className="api-keys-page"
    >
      <PageSection id={`${id}-keys`} title="내 인증키">
        <div className="api-keys-page__bar">
          <p className="api-keys-page__count">
            사용 중인 키 {String(live)}개{keys.data ? ` / 최대 ${String(keys.data.maxKeys)}개` : ''}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={full}
            aria-describedby={full ? `${id}-full` : undefined}
            onClick={() => setIssuing(true)}
          >
            인증키 발급
          </button>
        </div>
        {full && (
          <p id={`${id}-full`} className="api-keys-page__full">
            인증키는 {String(keys.data.maxKeys)}개까지 쓸 수 있습니다. 쓰지 않는 키를 폐기한 뒤
            발급해 주세요.
          </p>
        )}
        {keys.isPending ? (
          <ListSkeleton rows={2} />
        ) : keys.isError ? (
          <ListError
            message="인증키 목록을 불러오지 못했습니다."
            onRetry={() => void keys.refetch()}
          />
        ) : keys.data.items.length === 0 ? (
          <ListEmpty
            message="발급받은 인증키가 없습니다."
            hint="인증키 발급 버튼으로 첫 키를 만들어 보세요."
          />
        ) : (
          <KeyList items={keys.data.items} />
        )}
      </PageSection>
      {issuing && <IssueKeyDialog onClose={() => setIssuing(false)} />}
    </PageFrame>
  );
}
