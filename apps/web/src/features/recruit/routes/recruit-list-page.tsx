import { RecruitListScreen } from '../components/recruit-list-screen';
import { ListTopBanners } from '../components/list-top-banners';
import { TopPostings } from '../components/top-postings';

export const RECRUIT_LIST_STATE_KEY = 'recruit-list';

/** /person/recrtInfo/list: every open posting, with filters, sort and pages; banners and 추천 공고 above. */
export function RecruitListPage() {
  return (
    <RecruitListScreen
      stateKey={RECRUIT_LIST_STATE_KEY}
      intern={false}
      title="채용정보"
      intro="지역·직무·경력 등 원하는 조건으로 지금 모집 중인 공고를 찾아보세요."
      top={(today) => (
        <>
          <ListTopBanners />
          <TopPostings today={today} />
        </>
      )}
    />
  );
}
