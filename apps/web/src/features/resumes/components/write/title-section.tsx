import { RESUME_LIMITS } from '@ilteo/contract';
import { FormText, WriteSection } from './form-kit';

/** 이력서 제목: how the member tells the résumés apart in the list. */
export function TitleSection() {
  return (
    <WriteSection section="title">
      <FormText
        name="title"
        label="이력서 제목"
        requiredMark
        maxLength={RESUME_LIMITS.title}
        placeholder="예: 3년차 백엔드 개발자 이력서"
      />
    </WriteSection>
  );
}
