import { type ApplyForm, APPLICATION_API } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';

/** The apply form of posting 31 as the server sends it (a member with two résumés). */
export function applyForm(over: Partial<ApplyForm> = {}): ApplyForm {
  return {
    postingId: 31,
    title: '백엔드 개발자 (Node.js) 신입 채용',
    companyName: '가람소프트',
    applyMethod: 'ilteo',
    applyUrl: null,
    applyEmail: null,
    period: 'open',
    closeDate: '2025-03-20',
    stages: ['서류전형', '1차 면접', '최종 면접'],
    questions: [
      { questionNo: 1, question: '지원 동기를 적어 주세요.', maxChars: 100 },
      { questionNo: 2, question: '입사 후 포부를 적어 주세요.', maxChars: 500 },
    ],
    consent: {
      version: 3,
      recipient: '가람소프트',
      purpose: '채용 전형 진행과 합격 여부 안내',
      items: '이력서에 적은 항목(이름, 연락처, 학력, 경력 등), 질문 답변, 첨부 파일',
      retention: '채용 여부 확정 후 180일 (불합격자는 반환·파기 요청 가능)',
      refusal: '동의를 거부할 수 있으나, 거부하면 이 공고에 지원할 수 없습니다.',
    },
    resumes: [
      {
        resumeId: 7,
        title: '쓰다 만 이력서',
        primary: false,
        complete: false,
        updatedAt: '2025-02-10T09:00:00+09:00',
      },
      {
        resumeId: 5,
        title: '백엔드 개발자 이력서',
        primary: true,
        complete: true,
        updatedAt: '2025-02-01T09:00:00+09:00',
      },
    ],
    existingApplicationId: null,
    ...over,
  };
}

/** Serves `form` for posting 31 and a 404 for any other. */
export function serveForm(form: ApplyForm = applyForm()) {
  server.use(
    http.get(APPLICATION_API.form, ({ request }) =>
      new URL(request.url).searchParams.get('postingId') === '31'
        ? HttpResponse.json(envelope('001', form))
        : HttpResponse.json(envelope('202', null, '공고를 찾을 수 없습니다.'), { status: 404 }),
    ),
  );
}
