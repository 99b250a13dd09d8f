import { groupDigits, type MyHomePreferred } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { PostingRows } from './posting-rows';

/** 맞춤 채용: the best few matches and the way to all of them, or to set the conditions. */
export function PreferredBlock({
  preferred,
  today,
}: {
  preferred: MyHomePreferred;
  today: string;
}) {
  if (!preferred.configured) {
    return (
      <div className="home-card__body">
        <p>희망 직무와 지역을 저장하면 조건에 맞는 공고를 골라 보여 드립니다.</p>
        <Link to={paths.prefRecruitDetail} className="button button--secondary">
          희망 조건 설정하기
        </Link>
      </div>
    );
  }
  return (
    <div className="home-card__body">
      <p className="home-card__line">
        조건에 맞는 공고 <strong>{groupDigits(preferred.total)}건</strong>
        {preferred.newCount > 0 && (
          <span className="home-card__sub"> · 새 공고 {groupDigits(preferred.newCount)}건</span>
        )}
      </p>
      <PostingRows
        postings={preferred.items}
        today={today}
        note={(match) => <span>적합도 {match.score}점</span>}
        empty="지금은 조건에 맞는 공고가 없습니다."
      />
      <Link to={paths.prefRecruitIndex} className="home-more">
        맞춤 채용 전체 보기
      </Link>
    </div>
  );
}
