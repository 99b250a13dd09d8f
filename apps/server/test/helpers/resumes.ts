import { emptyResumeContent, type ResumeContent, RESUME_API } from '@ilteo/contract';
import type { createClient } from './app';

type Client = ReturnType<typeof createClient>;

/** A complete résumé (every required section, some optional ones) with real catalogue codes. */
export function completeContent(title = '백엔드 개발자 이력서'): ResumeContent {
  const c = emptyResumeContent();
  return {
    ...c,
    title,
    basics: {
      ...c.basics,
      name: '홍길동',
      birthDate: '19950505',
      mobile: '01012345678',
      email: 'hong@example.com',
      zipCode: '06236',
      address: '서울특별시 강남구 테헤란로 152',
      addressDetail: '12층',
    },
    education: [
      {
        level: 'UNIVERSITY',
        school: '한국대학교',
        major: '컴퓨터공학과',
        start: '201403',
        end: '202002',
        status: 'GRADUATED',
        grade: { score: '3.8', scale: '4.5' },
      },
    ],
    careerType: 'E',
    work: [
      {
        company: '(주)가나다소프트',
        department: '플랫폼개발팀',
        position: '선임',
        jobs: ['024001'],
        start: '202003',
        end: '',
        current: true,
        duties: '결제 API 설계와 운영',
        salary: 5200,
        fromLookup: false,
      },
    ],
    wish: {
      employmentTypes: ['10'],
      regions: ['11680'],
      jobs: ['024001'],
      salary: null,
      salaryByPolicy: true,
    },
    skills: ['TypeScript', 'PostgreSQL'],
    certificates: [{ code: '1320', issuer: '한국산업인력공단', acquiredOn: '20190820' }],
    languages: [{ code: 'TOEIC', score: '905', takenOn: '20230312' }],
    essays: [
      { question: '지원 동기', answer: '결제 시스템을 더 단단하게 만들고 싶습니다.', limit: 1000 },
    ],
  };
}

export const saveResume = (client: Client, content: unknown, resumeId?: number) =>
  client.request<{ resumeId: number }>(resumeId === undefined ? 'POST' : 'PUT', RESUME_API.save, {
    payload: resumeId === undefined ? { content } : { resumeId, content },
  });

export async function createResume(client: Client, content: unknown = completeContent()) {
  const res = await saveResume(client, content);
  if (res.body.code !== '002')
    throw new Error(`résumé not created: ${res.body.code} ${res.body.message}`);
  return res.body.data.resumeId;
}
