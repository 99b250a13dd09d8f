import { paths } from '@/shared/config/paths';
import { DetailNotFound } from '@/shared/ui/list-states';

/** Every company screen's answer to a missing or unknown `?companyId=`: one wording, one way back. */
export function CompanyNotFound() {
  return (
    <DetailNotFound
      title="기업 정보를 찾을 수 없습니다"
      reason="주소가 바르지 않거나 더 이상 제공되지 않는 기업입니다."
      backTo={paths.companyInfo}
      backLabel="기업 목록으로"
    />
  );
}
