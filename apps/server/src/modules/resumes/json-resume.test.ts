import { describe, expect, it } from 'vitest';
import { emptyResumeContent, resumeContentSchema, type ResumeContent } from '@ilteo/contract';
import { toJsonResume } from './json-resume-export';
import { applyCatalogue, dayOf, fromJsonResume, monthOf } from './json-resume-import';

const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const NAMES = {
  certificates: new Map([['1320', '정보처리기사']]),
  languageTests: new Map([['TOEIC', 'TOEIC']]),
};
const LOOKUP = {
  key,
  certificates: new Map([[key('정보처리기사'), '1320']]),
  languageTests: new Map([[key('TOEIC'), 'TOEIC']]),
};

function sample(): ResumeContent {
  const c = emptyResumeContent();
  return {
    ...c,
    title: '데이터 엔지니어 이력서',
    basics: {
      ...c.basics,
      name: '이서연',
      email: 'seoyeon@example.com',
      mobile: '01055556666',
      zipCode: '13529',
      address: '경기도 성남시 분당구 판교역로 166',
    },
    education: [
      {
        level: 'MASTER',
        school: '한빛대학교 대학원',
        major: '데이터사이언스',
        start: '201803',
        end: '202002',
        status: 'GRADUATED',
        grade: { score: '4.1', scale: '4.5' },
      },
      {
        level: 'UNIVERSITY',
        school: '한빛대학교',
        major: '통계학과',
        start: '201403',
        end: '201802',
        status: 'DROPPED',
        grade: null,
      },
    ],
    careerType: 'E',
    work: [
      {
        company: '(주)마루데이터',
        department: '데이터플랫폼팀',
        position: '책임',
        jobs: ['024'],
        start: '202003',
        end: '',
        current: true,
        duties: '수집 파이프라인 설계와 운영',
        salary: null,
        fromLookup: false,
      },
    ],
    skills: ['Python', 'Spark'],
    certificates: [{ code: '1320', issuer: '한국산업인력공단', acquiredOn: '20190820' }],
    languages: [{ code: 'TOEIC', score: '890', takenOn: '20220410' }],
    awards: [
      {
        title: '사내 해커톤 대상',
        issuer: '(주)마루데이터',
        awardedOn: '20231103',
        description: '',
      },
    ],
    activities: [
      // JSON Resume keeps 봉사 apart (volunteer), so an import lists them after the others.
      {
        kind: 'EDUCATION',
        organization: '데이터 엔지니어링 부트캠프',
        start: '202301',
        end: '202303',
        description: '',
      },
      {
        kind: 'VOLUNTEER',
        organization: '코드나눔',
        start: '202101',
        end: '202112',
        description: '청소년 코딩 교육',
      },
    ],
    portfolio: { links: [{ label: 'GitHub', url: 'https://github.com/example' }], files: [] },
    careerDescription: '5년간 데이터 플랫폼을 만들었습니다.',
    wish: {
      employmentTypes: ['1'],
      regions: ['11680'],
      jobs: ['024'],
      salary: null,
      salaryByPolicy: true,
    },
    preferences: {
      veteran: false,
      employmentSubsidy: true,
      disability: null,
      military: { status: 'DONE', branch: '육군', rank: '병장', start: '201505', end: '201702' },
    },
    overseas: [{ country: '독일', start: '201609', end: '201702', description: '교환학생' }],
    essays: [{ question: '지원 동기', answer: '데이터로 문제를 풉니다.', limit: 1000 }],
  };
}

describe('JSON Resume mapping', () => {
  it('exports a v1.0.0 document with the catalogue names', () => {
    const doc = toJsonResume(sample(), NAMES);
    expect(doc).toMatchObject({
      basics: { name: '이서연', label: '데이터 엔지니어 이력서', phone: '01055556666' },
      certificates: [{ name: '정보처리기사', date: '2019-08-20', issuer: '한국산업인력공단' }],
      languages: [{ language: 'TOEIC', fluency: '890' }],
      volunteer: [{ organization: '코드나눔', startDate: '2021-01', endDate: '2021-12' }],
      meta: { version: 'v1.0.0' },
    });
    expect(doc.work).toEqual([
      {
        name: '(주)마루데이터',
        description: '데이터플랫폼팀',
        position: '책임',
        startDate: '2020-03',
        summary: '수집 파이프라인 설계와 운영',
        highlights: [],
      },
    ]);
  });

  it('round trip: export then import gives the same content for the mapped sections', () => {
    const original = sample();
    const doc = JSON.parse(JSON.stringify(toJsonResume(original, NAMES))) as Record<
      string,
      unknown
    >;
    const { content, notes } = applyCatalogue(fromJsonResume(doc), LOOKUP);
    expect(resumeContentSchema.safeParse(content).success).toBe(true);
    const mapped = [
      'title',
      'education',
      'careerType',
      'work',
      'skills',
      'certificates',
      'languages',
      'awards',
      'activities',
      'portfolio',
      'careerDescription',
      'wish',
      'preferences',
      'overseas',
      'essays',
    ] as const;
    for (const section of mapped) expect(content[section], section).toEqual(original[section]);
    const { photo: _photo, birthDate: _birth, addressDetail: _detail, ...basics } = content.basics;
    const { photo: _p, birthDate: _b, addressDetail: _d, ...originalBasics } = original.basics;
    expect(basics).toEqual(originalBasics);
    // 직무 codes, 희망근무조건 and the rest come back through meta.ilteo: nothing to note.
    expect(notes).toEqual([]);
  });

  it('keeps what JSON Resume has no place for in meta.ilteo, and names files it leaves out', () => {
    const original = sample();
    original.basics.photo = { saveName: 'a.png', originalName: '사진.png' };
    const doc = toJsonResume(original, NAMES) as { meta: { ilteo: Record<string, unknown> } };
    expect(doc.meta.ilteo).toMatchObject({ wish: original.wish, notIncluded: ['사진'] });
    const broken = { ...doc, meta: { ilteo: { ...doc.meta.ilteo, wish: { jobs: 'x' } } } };
    const { content, notes } = fromJsonResume(broken);
    expect(content.wish).toEqual(emptyResumeContent().wish);
    expect(content.essays).toEqual(original.essays);
    expect(notes).toContain('희망근무조건: 형식이 올바르지 않아 가져오지 않았습니다.');
  });

  it('names in the notes whatever did not map, never dropping it silently', () => {
    const mapping = fromJsonResume({
      basics: {
        name: 'Jane Doe',
        phone: '+1 555 0100',
        image: 'https://example.com/me.jpg',
        profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/jane' }],
      },
      education: [
        { institution: 'MIT', studyType: 'Certificate', startDate: '2015-09', endDate: '2014-06' },
      ],
      certificates: [{ name: 'AWS Solutions Architect', date: '2021-01-01' }],
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      publications: [{ name: 'A paper' }],
      interests: [{ name: 'Go' }, { name: 'Chess' }],
      projects: [{ name: 'Side', url: 'https://example.com', description: 'A thing' }],
    });
    const { content, notes } = applyCatalogue(mapping, LOOKUP);
    expect(content.portfolio.links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/jane' },
    ]);
    expect(content.education[0]).toMatchObject({ level: 'UNIVERSITY', end: '' });
    expect(content.certificates).toEqual([]);
    expect(notes.join('\n')).toMatch(/휴대전화/);
    expect(notes.join('\n')).toMatch(/사진/);
    expect(notes.join('\n')).toMatch(/학교 구분/);
    expect(notes.join('\n')).toMatch(/종료일이 시작일보다 빨라/);
    expect(notes.join('\n')).toMatch(/AWS Solutions Architect/);
    expect(notes.join('\n')).toMatch(/English/);
    expect(notes.join('\n')).toMatch(/출판물 1건/);
    expect(notes.join('\n')).toMatch(/관심사 2건/);
    expect(notes.join('\n')).toMatch(/https:\/\/example\.com/);
    expect(resumeContentSchema.safeParse(content).success).toBe(true);
  });

  it('reads ISO dates and leaves partial ones empty', () => {
    expect(monthOf('2024-03-15')).toBe('202403');
    expect(monthOf('2024')).toBe('');
    expect(dayOf('2024-03-15')).toBe('20240315');
    expect(dayOf('2024-03')).toBe('');
    expect(dayOf(42)).toBe('');
  });
});
