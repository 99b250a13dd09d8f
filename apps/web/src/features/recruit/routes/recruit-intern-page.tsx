import { RecruitListScreen } from '../components/recruit-list-screen';

export const RECRUIT_INTERN_STATE_KEY = 'recruit-intern';

/** /person/recrtInfo/intern: the recruitment list limited to intern postings. */
export function RecruitInternPage() {
  return (
    <RecruitListScreen
      stateKey={RECRUIT_INTERN_STATE_KEY}
      intern
      title="인턴 채용"
      intro="지금 모집 중인 인턴 공고만 모았습니다. 조건을 골라 나에게 맞는 인턴십을 찾아보세요."
    />
  );
}
