/**
 * Sign-up consent items. PIPA (개인정보 보호법 제15조·제22조): each purpose is
 * asked separately and states four things — the purpose, the items
 * collected, how long they are kept, and the right to refuse with what
 * refusing means. Required and optional items are separate, and an optional
 * item is never a condition of service.
 */
export interface ConsentRow {
  code: string;
  version: number;
  title: string;
  required: boolean;
  purpose: string;
  items: string;
  retention: string;
  refusal: string;
  body: string;
  sortOrder: number;
}

export const CONSENT_ITEMS: ConsentRow[] = [
  {
    code: 'age14',
    version: 1,
    title: '만 14세 이상입니다',
    required: true,
    purpose:
      '만 14세 미만 아동의 개인정보는 법정대리인의 동의 없이 처리할 수 없어 나이를 확인합니다.',
    items: '본인인증으로 확인한 생년월일',
    retention: '회원 탈퇴 시까지',
    refusal: '만 14세 미만은 일터에 가입할 수 없습니다.',
    body: '일터는 만 14세 이상만 가입할 수 있습니다. 본인인증 결과의 생년월일로 나이를 확인합니다.',
    sortOrder: 1,
  },
  {
    code: 'terms',
    version: 1,
    title: '일터 이용약관 동의',
    required: true,
    purpose: '일터 서비스 이용 계약을 맺습니다.',
    items: '해당 없음',
    retention: '회원 탈퇴 시까지',
    refusal: '동의를 거부할 수 있으나, 거부하면 회원가입을 할 수 없습니다.',
    body:
      '제1조(목적) 이 약관은 일터가 제공하는 채용·커리어 서비스의 이용 조건과 절차, 회원과 일터의 권리·의무를 정합니다.\n' +
      '제2조(회원가입) 본인인증을 마치고 약관과 필수 항목에 동의하면 가입이 완료됩니다.\n' +
      '제3조(회원 탈퇴) 회원은 언제든지 마이홈에서 탈퇴할 수 있으며, 탈퇴하면 개인정보는 즉시 파기됩니다. 작성한 게시물은 탈퇴한 회원의 글로 남습니다.',
    sortOrder: 2,
  },
  {
    code: 'privacy',
    version: 1,
    title: '개인정보 수집·이용 동의',
    required: true,
    purpose: '회원 식별과 가입 의사 확인, 본인 확인, 서비스 제공과 고지, 부정 이용 방지',
    items:
      '아이디, 비밀번호, 이름, 생년월일, 성별, 휴대전화번호, 이메일, 연계정보(CI), 중복가입확인정보(DI)',
    retention:
      '회원 탈퇴 시 즉시 파기합니다. 다만 관계 법령에 보존 의무가 있으면 그 기간 동안 보관합니다.',
    refusal: '동의를 거부할 수 있으나, 거부하면 회원가입을 할 수 없습니다.',
    body: '일터는 주민등록번호를 수집하지 않습니다. 본인인증은 본인확인기관을 통해 이루어지며, 일터는 그 결과인 연계정보(CI)와 중복가입확인정보(DI)만 받습니다.',
    sortOrder: 3,
  },
  {
    code: 'privacy-optional',
    version: 1,
    title: '맞춤 추천을 위한 개인정보 수집·이용 동의',
    required: false,
    purpose: '맞춤 채용 정보 추천과 거리 기반 공고 안내',
    items: '주소, 희망 직무, 희망 근무 지역',
    retention: '동의를 철회하거나 회원 탈퇴 시 즉시 파기합니다.',
    refusal:
      '동의하지 않아도 회원가입과 서비스 이용에 제한이 없습니다. 다만 맞춤 추천을 받을 수 없습니다.',
    body: '선택 항목은 언제든지 마이홈의 회원정보 수정에서 철회할 수 있습니다.',
    sortOrder: 4,
  },
  {
    code: 'marketing',
    version: 1,
    title: '마케팅 정보 수신 동의',
    required: false,
    purpose: '채용 소식, 이벤트와 혜택 안내 (이메일, 문자)',
    items: '이메일, 휴대전화번호',
    retention: '동의를 철회하거나 회원 탈퇴 시까지',
    refusal:
      '동의하지 않아도 회원가입과 서비스 이용에 제한이 없습니다. 다만 소식과 혜택 안내를 받을 수 없습니다.',
    body: '수신 동의는 마이홈의 회원정보 수정에서 언제든지 바꿀 수 있습니다.',
    sortOrder: 5,
  },
];
