import { groupDigits, RESUME_LIMITS } from '@ilteo/contract';
import { FormTextArea, WriteSection } from './form-kit';

/** 경력기술서: projects and results in the member's own words. */
export function CareerDescriptionSection() {
  return (
    <WriteSection section="careerDescription">
      <FormTextArea
        name="careerDescription"
        label="경력기술서 내용"
        rows={8}
        description={`맡았던 프로젝트, 역할과 성과를 적어 주세요. ${groupDigits(RESUME_LIMITS.careerDescription)}자까지 쓸 수 있습니다.`}
      />
    </WriteSection>
  );
}
