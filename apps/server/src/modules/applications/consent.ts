import type { ApplyConsent } from '@ilteo/contract';

/**
 * The version of the PIPA Art. 17 consent text below. Raise it when the
 * wording changes: a form opened before must then be agreed again (the
 * submit echoes the version it showed; another is a 400).
 */
export const APPLY_CONSENT_VERSION = 1;

/**
 * 개인정보 제3자 제공 동의 for one posting's company (PIPA Art. 17 ②: the
 * recipient, the purpose, the items, how long the recipient keeps them, and
 * the right to refuse with its consequence). The retention period is the
 * configured one (APPLICATION_RETENTION_DAYS), the same the retention job
 * applies.
 */
export function applyConsent(companyName: string, retentionDays: number): ApplyConsent {
  return {
    version: APPLY_CONSENT_VERSION,
    recipient: companyName,
    purpose: '채용 전형 진행(서류 검토, 면접 안내)과 전형 결과 통보',
    items:
      '선택한 이력서의 항목(이름, 생년월일, 연락처, 이메일, 주소, 사진, 학력, 경력, 자격증, 어학, 활동, ' +
      '자기소개서, 포트폴리오), 이 공고의 질문에 대한 답변, 첨부파일',
    retention:
      `채용 여부가 확정된 날부터 ${String(retentionDays)}일 동안 보관한 뒤 파기합니다. ` +
      '최종 합격하지 않은 경우 그 전에라도 채용서류의 반환 또는 파기를 요청할 수 있습니다(채용절차법 제11조).',
    refusal:
      '개인정보 제3자 제공에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으시면 이 공고에 일터로 지원할 수 없습니다.',
  };
}
