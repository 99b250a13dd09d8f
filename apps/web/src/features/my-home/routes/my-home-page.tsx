import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths, pathWith } from '@/shared/config/paths';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { useDashboard } from '../api/get-dashboard';
import { ApplicationsCard } from '../components/applications-card';
import { PostingRows } from '../components/posting-rows';
import { PreferredBlock } from '../components/preferred-block';
import { ResumeCard } from '../components/resume-card';
import '../components/my-home.css';

// The calendar (grid, list, subscription) is its own chunk, so the dashboard arrives first.
const MyCalendar = lazyChunk(() => import('../components/calendar/my-calendar'));

const viewedOn = (iso: string) => formatYmd(seoulToday(new Date(iso)));

/**
 * /person/myhome/home: the member's dashboard. Résumé completeness, applications,
 * watched postings closing within 3 days, preferred-recruitment matches,
 * recently viewed postings and the calendar of watched dates.
 */
export function MyHomePage() {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <PageFrame
      title="마이홈"
      lead="이력서와 지원 현황, 관심 공고의 마감과 일정을 한곳에서 봅니다."
      className="home-page"
    >
      <nav className="home-links" aria-label="마이홈 바로가기">
        <Link to={paths.myCareerList}>이력서 관리</Link>
        <Link to={paths.myWatchList}>관심 목록</Link>
        <Link to={pathWith(paths.myWrittenHistory, { tab: 'posts' })}>작성 이력</Link>
        <Link to={paths.myUserInfo}>회원정보 수정</Link>
      </nav>

      {dashboard.isError ? (
        <ListError
          message="마이홈 정보를 불러오지 못했습니다."
          onRetry={() => void dashboard.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true">
          <ListSkeleton rows={3} />
        </div>
      ) : (
        <>
          <div className="home-cards">
            <PageSection id="home-resume" title="이력서" className="home-card">
              <ResumeCard resume={data.resume} />
            </PageSection>
            <PageSection id="home-applications" title="지원 현황" className="home-card">
              <ApplicationsCard applications={data.applications} />
            </PageSection>
          </div>
          <PageSection id="home-closing" title="마감 임박 관심 공고" className="home-card">
            <PostingRows
              postings={data.closingSoon}
              today={data.today}
              empty="3일 안에 마감하는 관심 공고가 없습니다."
            />
          </PageSection>
        </>
      )}

      {data && (
        <>
          <PageSection id="home-preferred" title="맞춤 채용" className="home-card">
            <PreferredBlock preferred={data.preferredMatches} today={data.today} />
          </PageSection>
          <PageSection id="home-viewed" title="최근 본 공고" className="home-card">
            <PostingRows
              postings={data.recentlyViewed}
              today={data.today}
              note={(posting) => <span>{viewedOn(posting.viewedAt)} 봄</span>}
              empty="최근에 본 공고가 없습니다."
            />
          </PageSection>
          {/* Last, and only once the blocks above are in: its lazy chunk and its
              month grid then grow the page at its end and move nothing (no layout shift). */}
          <PageSection id="home-calendar" title="내 일정" className="home-card">
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <MyCalendar />
            </Suspense>
          </PageSection>
        </>
      )}
    </PageFrame>
  );
}
