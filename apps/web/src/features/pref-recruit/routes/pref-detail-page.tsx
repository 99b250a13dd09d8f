import { CODE_GROUPS } from '@ilteo/contract';
import { Link, useNavigate } from 'react-router';
import { useCommonCodes } from '@/shared/api/common-codes';
import { useRecruitRegions } from '@/shared/api/recruit-regions';
import { paths } from '@/shared/config/paths';
import { formatYmd } from '@/shared/lib/format-date';
import { usePrefCondition } from '../api/get-pref-condition';
import { PrefConditionForm } from '../components/pref-condition-form';
import { PrefError, PrefLoading } from '../components/pref-status';
import '@/shared/ui/page/page.css';
import '../components/pref.css';

const JOB_GROUPS = [CODE_GROUPS.job] as const;
const CHOICE_GROUPS = [CODE_GROUPS.employmentType, CODE_GROUPS.preferential] as const;

/**
 * /person/pref-recrt/detail: the member's wished conditions. The form shows
 * once the stored conditions and the code lists are in; saving returns to
 * the matches.
 */
export function PrefDetailPage() {
  const navigate = useNavigate();
  const condition = usePrefCondition();
  const regions = useRecruitRegions();
  const jobCodes = useCommonCodes(JOB_GROUPS, true);
  const choiceCodes = useCommonCodes(CHOICE_GROUPS);
  const queries = [condition, regions, jobCodes, choiceCodes];
  const failed = queries.filter((q) => q.isError);

  // The server confirms the save with its own message; then on to the matches.
  const onSaved = () => void navigate(paths.prefRecruitIndex);

  return (
    <div className="page pref-page--narrow">
      <header className="page__head">
        <h1 className="page__title">맞춤 채용 조건</h1>
        <p className="page__lead">
          희망 조건을 저장하면 조건에 맞는 공고를 잘 맞는 순서대로 모아 보여 드립니다.
        </p>
        {condition.data?.updatedAt && (
          <p className="pref-page__meta">
            마지막 저장:{' '}
            <time dateTime={condition.data.updatedAt}>{dateOf(condition.data.updatedAt)}</time>
          </p>
        )}
      </header>
      {failed.length > 0 ? (
        <PrefError
          message="조건을 입력할 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
          onRetry={() => failed.forEach((q) => void q.refetch())}
        />
      ) : !condition.data || !regions.data || !jobCodes.data || !choiceCodes.data ? (
        <PrefLoading label="조건 입력 화면을 준비하는 중입니다." />
      ) : (
        <PrefConditionForm
          initial={condition.data.condition}
          jobs={jobCodes.data[CODE_GROUPS.job] ?? []}
          regions={regions.data}
          employmentTypes={choiceCodes.data[CODE_GROUPS.employmentType] ?? []}
          preferentials={choiceCodes.data[CODE_GROUPS.preferential] ?? []}
          onSaved={onSaved}
        />
      )}
      <Link to={paths.prefRecruitIndex} className="pref-page__back">
        맞춤 채용으로 돌아가기
      </Link>
    </div>
  );
}

/** An ISO timestamp as its date in Seoul: '2025.03.01'. */
function dateOf(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return formatYmd(new Date(at + 9 * 60 * 60 * 1000).toISOString().slice(0, 10));
}
