import { groupDigits, type ApplyState } from '@ilteo/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { DeadlineBadge } from '@/shared/postings/deadline-badge';
import { postingDetailHref } from '@/shared/postings/posting-links';
import { ListEmpty } from '@/shared/ui/list-states';
import { useApplyState } from '../api/get-apply-state';
import { PostingQueryGate, usePostingIdParam } from '../components/detail-states';
import '@/shared/postings/postings.css';
import '@/shared/ui/page/page.css';
import '../components/recruit.css';

type Band = ApplyState['byCareer'][number];

const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count / total) * 1000) / 10;

/**
 * One breakdown as a table: the numbers are the content; the bar in the last
 * column only repeats the share for the eye.
 */
function BandTable({
  title,
  bands,
  total,
}: {
  title: string;
  bands: readonly Band[];
  total: number;
}) {
  const id = useId();
  return (
    <section className="apply-state__section">
      <h2 id={id} className="apply-state__subtitle">
        {title}
      </h2>
      <table className="apply-state__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">구분</th>
            <th scope="col">지원자 수</th>
            <th scope="col">비율</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => {
            const percent = percentOf(band.count, total);
            return (
              <tr key={band.band}>
                <th scope="row">{band.label}</th>
                <td>{groupDigits(band.count)}명</td>
                <td>
                  <span className="apply-state__share">
                    <span className="apply-state__bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    {percent}%
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** /person/recrtinfo/apply-state?postingId=: how many applied, by career and education (counts only). */
export function ApplyStatePage() {
  const postingId = usePostingIdParam();
  const query = useApplyState(postingId);
  return (
    <PostingQueryGate postingId={postingId} query={query}>
      {(state) => <ApplyStateView state={state} />}
    </PostingQueryGate>
  );
}

function ApplyStateView({ state }: { state: ApplyState }) {
  return (
    <div className="page apply-state">
      <header className="page__head">
        <h1 className="page__title">지원자 현황</h1>
        <p className="apply-state__posting">
          <span className="apply-state__company">{state.companyName}</span>
          <Link to={postingDetailHref(state.postingId)}>{state.title}</Link>{' '}
          <DeadlineBadge posting={state} today={state.today} />
        </p>
        <p className="page__lead">
          지원자 수를 경력과 학력별로 모아 보여 줍니다. 누가 지원했는지는 알 수 없습니다.
        </p>
      </header>
      <p className="apply-state__total">
        총 <strong>{groupDigits(state.total)}명</strong> 지원
      </p>
      {state.total === 0 ? (
        <ListEmpty message="아직 지원자가 없습니다." />
      ) : (
        <div className="apply-state__grid">
          <BandTable title="경력별 지원자" bands={state.byCareer} total={state.total} />
          <BandTable title="학력별 지원자" bands={state.byEducation} total={state.total} />
        </div>
      )}
    </div>
  );
}
