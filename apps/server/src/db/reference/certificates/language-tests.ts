/**
 * Language tests (어학시험) as reference data.
 *
 * Scales, validity and issuing bodies are public facts. Sessions run from
 * November 2026 through December 2027 and are all samples: they follow each
 * test's usual frequency (TOEIC about twice a month on Sundays, JLPT on the
 * first Sunday of July and December, HSK monthly …) with plausible
 * registration windows, not the body's published calendar.
 */
import { addDays, nthWeekday, SAT, SUN } from './dates';
import type { LanguageTestRow, LanguageTestSession } from './types';

/** First and last month (inclusive) covered by the sessions. */
const FROM = { year: 2026, month: 11 };
const TO = { year: 2027, month: 12 };

function months(): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  for (let y = FROM.year, m = FROM.month; y < TO.year || (y === TO.year && m <= TO.month);) {
    out.push({ year: y, month: m });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

interface Window {
  /** Registration opens this many days before the test. */
  opens: number;
  /** Regular registration closes this many days before the test. */
  closes: number;
  /** Late (추가) registration closes this many days before the test; null when none. */
  lateCloses: number | null;
  /** Result this many days after the test; null when not announced on a fixed day. */
  resultAfter: number | null;
}

function session(testDate: string, w: Window): LanguageTestSession {
  return {
    testDate,
    regStart: addDays(testDate, -w.opens),
    regEnd: addDays(testDate, -w.closes),
    lateRegEnd: w.lateCloses === null ? null : addDays(testDate, -w.lateCloses),
    resultDate: w.resultAfter === null ? null : addDays(testDate, w.resultAfter),
    sample: true,
  };
}

/**
 * Sessions on given (weekday, n-th) slots of every month in range, or only of
 * the listed months.
 */
function monthly(
  slots: readonly (readonly [weekday: number, n: number])[],
  w: Window,
  onlyMonths?: readonly number[],
): LanguageTestSession[] {
  return months()
    .filter(({ month }) => onlyMonths === undefined || onlyMonths.includes(month))
    .flatMap(({ year, month }) => slots.map(([wd, n]) => nthWeekday(year, month, wd, n)))
    .sort()
    .map((d) => session(d, w));
}

export const LANGUAGE_TESTS: LanguageTestRow[] = [
  {
    code: 'TOEIC',
    name: 'TOEIC',
    aliases: ['토익', 'TOEIC L&R'],
    language: '영어',
    issuer: 'ETS (한국 시행: 한국TOEIC위원회·YBM)',
    scale: '10~990점 (LC 5~495, RC 5~495)',
    validity: '응시일로부터 2년',
    format: 'LC 100문항(45분) + RC 100문항(75분), 지필 객관식',
    fee: 52_500,
    popularity: 1500,
    sessions: monthly(
      [
        [SUN, 2],
        [SUN, 4],
      ],
      { opens: 56, closes: 17, lateCloses: 10, resultAfter: 12 },
    ),
  },
  {
    code: 'TOEIC-S',
    name: 'TOEIC Speaking',
    aliases: ['토익스피킹', '토스', 'TOEIC Speaking Test'],
    language: '영어',
    issuer: 'ETS (한국 시행: 한국TOEIC위원회·YBM)',
    scale: '0~200점, Level 1~8 (Novice Low~Advanced High)',
    validity: '응시일로부터 2년',
    format: '컴퓨터 기반 말하기 11문항 (약 20분)',
    fee: null,
    popularity: 500,
    sessions: monthly(
      [
        [SAT, 1],
        [SAT, 3],
      ],
      { opens: 35, closes: 4, lateCloses: null, resultAfter: 5 },
    ),
  },
  {
    code: 'TOEFL-IBT',
    name: 'TOEFL iBT',
    aliases: ['토플', 'TOEFL'],
    language: '영어',
    issuer: 'ETS',
    scale: '0~120점 (2026년 1월부터 1~6 밴드 점수 도입, 전환 기간 0~120점 병기)',
    validity: '응시일로부터 2년',
    format: '컴퓨터 기반 Reading·Listening·Writing·Speaking (시험센터 또는 Home Edition)',
    fee: null,
    popularity: 50,
    sessions: monthly(
      [
        [SAT, 1],
        [SAT, 3],
      ],
      { opens: 90, closes: 7, lateCloses: 2, resultAfter: 6 },
    ),
  },
  {
    code: 'TEPS',
    name: 'TEPS',
    aliases: ['텝스', 'New TEPS', '뉴텝스'],
    language: '영어',
    issuer: '서울대학교 TEPS관리위원회',
    scale: '10~600점 (청해 240, 어휘 60, 문법 60, 독해 240)',
    validity: '응시일로부터 2년',
    format: '청해·어휘·문법·독해 135문항 (105분), 지필 객관식',
    fee: null,
    popularity: 100,
    sessions: monthly([[SUN, 3]], { opens: 42, closes: 14, lateCloses: 7, resultAfter: 14 }),
  },
  {
    code: 'OPIC',
    name: 'OPIc',
    aliases: ['오픽', 'OPIc 영어'],
    language: '영어',
    issuer: 'ACTFL (한국 시행: 멀티캠퍼스)',
    scale: 'NL·NM·NH·IL·IM1·IM2·IM3·IH·AL',
    validity: '응시일로부터 2년',
    format: '컴퓨터 기반 말하기 인터뷰 (Background Survey 후 12~15문항, 약 40분)',
    fee: null,
    popularity: 400,
    // On-demand test (most days); one representative session a month.
    sessions: monthly([[SAT, 2]], { opens: 30, closes: 2, lateCloses: null, resultAfter: 5 }),
  },
  {
    code: 'IELTS',
    name: 'IELTS',
    aliases: ['아이엘츠', 'IELTS Academic', 'IELTS General Training'],
    language: '영어',
    issuer: 'British Council · IDP · Cambridge University Press & Assessment',
    scale: '밴드 1.0~9.0 (0.5 단위), Academic / General Training',
    validity: '응시일로부터 2년',
    format: 'Listening·Reading·Writing·Speaking (지필 또는 컴퓨터, Speaking은 대면 인터뷰)',
    fee: null,
    popularity: 30,
    sessions: monthly([[SAT, 2]], { opens: 60, closes: 7, lateCloses: null, resultAfter: 13 }),
  },
  {
    code: 'G-TELP',
    name: 'G-TELP',
    aliases: ['지텔프', 'G-TELP Level 2', '지텔프 2레벨'],
    language: '영어',
    issuer: 'International Testing Services Center (한국 시행: 한국지텔프)',
    scale: 'Level 1~5 (레벨별 100점 만점; 공무원·자격시험은 Level 2 점수 활용)',
    validity: '응시일로부터 2년',
    format: 'Level 2: 문법·청취·독해 및 어휘 80문항 (약 90분), 지필 객관식',
    fee: null,
    popularity: 300,
    sessions: monthly(
      [
        [SUN, 2],
        [SUN, 4],
      ],
      { opens: 35, closes: 12, lateCloses: 8, resultAfter: 7 },
    ),
  },
  {
    code: 'FLEX',
    name: 'FLEX',
    aliases: ['플렉스', 'FLEX 외국어능력시험'],
    language: '기타',
    issuer: '한국외국어대학교 FLEX센터',
    scale: '듣기·읽기 각 500점(합 1,000점), 쓰기·말하기 각 100점; 점수별 등급 부여',
    validity: '응시일로부터 2년',
    format:
      '영어·일본어·중국어·독일어·프랑스어·스페인어 등 언어별 듣기·읽기(지필), 쓰기·말하기(컴퓨터)',
    fee: null,
    popularity: 10,
    sessions: monthly(
      [[SUN, 3]],
      { opens: 35, closes: 14, lateCloses: null, resultAfter: 21 },
      [1, 3, 5, 7, 9, 11],
    ),
  },
  {
    code: 'JLPT',
    name: 'JLPT',
    aliases: ['일본어능력시험', 'JLPT N1', 'JLPT N2'],
    language: '일본어',
    issuer: '국제교류기금 · 일본국제교육지원협회',
    scale: 'N1~N5 (합격·불합격, 종합득점 및 영역별 득점)',
    validity: '유효기간 없음(기관별 인정 기간 상이)',
    format: '언어지식(문자·어휘·문법)·독해·청해, 지필 객관식',
    fee: null,
    popularity: 100,
    // First Sunday of July and December; registration about three months ahead.
    sessions: monthly(
      [[SUN, 1]],
      { opens: 95, closes: 82, lateCloses: null, resultAfter: 55 },
      [7, 12],
    ),
  },
  {
    code: 'JPT',
    name: 'JPT',
    aliases: ['제이피티', 'JPT 일본어'],
    language: '일본어',
    issuer: 'YBM JPT위원회',
    scale: '10~990점 (청해 495, 독해 495)',
    validity: '응시일로부터 2년',
    format: '청해 100문항 + 독해 100문항 (120분), 지필 객관식',
    fee: null,
    popularity: 60,
    sessions: monthly([[SUN, 1]], { opens: 42, closes: 14, lateCloses: 7, resultAfter: 12 }),
  },
  {
    code: 'HSK',
    name: 'HSK',
    aliases: ['한어수평고시', 'HSK 5급', 'HSK 6급'],
    language: '중국어',
    issuer: '중국 교육부 중외언어교류합작중심 · CTI (한국 시행: HSK한국사무국)',
    scale: '1~6급 (HSK 3.0 도입 시 1~9급)',
    validity: '성적 발표일로부터 2년',
    format: '듣기·독해·쓰기 (3급 이상), 지필 또는 IBT; 말하기는 별도 HSKK',
    fee: null,
    popularity: 100,
    sessions: monthly([[SUN, 2]], { opens: 42, closes: 21, lateCloses: null, resultAfter: 30 }),
  },
  {
    code: 'TOPIK',
    name: 'TOPIK',
    aliases: ['한국어능력시험', '토픽', 'TOPIK II'],
    language: '한국어',
    issuer: '국립국제교육원',
    scale: 'TOPIK I: 1~2급 (200점 만점), TOPIK II: 3~6급 (300점 만점)',
    validity: '성적 발표일로부터 2년',
    format: 'TOPIK I: 듣기·읽기 / TOPIK II: 듣기·쓰기·읽기 (지필 PBT, 일부 IBT)',
    fee: null,
    popularity: 300,
    sessions: monthly(
      [[SUN, 2]],
      { opens: 70, closes: 63, lateCloses: null, resultAfter: 30 },
      [1, 4, 5, 7, 10, 11],
    ),
  },
  {
    code: 'DELF-DALF',
    name: 'DELF/DALF',
    aliases: ['델프', '달프', 'DELF', 'DALF'],
    language: '프랑스어',
    issuer:
      '프랑스 교육부 · France Éducation International (한국 시행: 주한프랑스문화원·알리앙스 프랑세즈)',
    scale: 'DELF A1~B2, DALF C1~C2 (100점 만점, 50점 이상·영역별 5점 이상 합격)',
    validity: '유효기간 없음(기관별 인정 기간 상이)',
    format: '듣기·읽기·쓰기 지필 + 말하기 대면 평가',
    fee: null,
    popularity: 5,
    sessions: monthly(
      [[SAT, 2]],
      { opens: 60, closes: 35, lateCloses: null, resultAfter: 45 },
      [3, 5, 11],
    ),
  },
  {
    code: 'DELE',
    name: 'DELE',
    aliases: ['델레', '스페인어능력시험'],
    language: '스페인어',
    issuer: '스페인 세르반테스 문화원 (Instituto Cervantes)',
    scale: 'A1~C2 (합격·불합격)',
    validity: '유효기간 없음(기관별 인정 기간 상이)',
    format: '읽기·듣기·쓰기 지필 + 말하기 대면 평가',
    fee: null,
    popularity: 3,
    sessions: monthly(
      [[SAT, 3]],
      { opens: 75, closes: 45, lateCloses: null, resultAfter: 90 },
      [5, 7, 11],
    ),
  },
  {
    code: 'GOETHE',
    name: 'Goethe-Zertifikat',
    aliases: ['괴테 자격증', '독일어능력시험', 'ZD', 'Zertifikat Deutsch'],
    language: '독일어',
    issuer: '괴테 인스티투트 (Goethe-Institut)',
    scale: 'A1~C2 (영역별 60% 이상 합격)',
    validity: '유효기간 없음(기관별 인정 기간 상이)',
    format: '읽기·듣기·쓰기 지필 + 말하기 대면 평가 (B1 이상 모듈형)',
    fee: null,
    popularity: 3,
    sessions: monthly(
      [[SAT, 3]],
      { opens: 56, closes: 28, lateCloses: null, resultAfter: 28 },
      [2, 4, 6, 9, 11],
    ),
  },
  {
    code: 'TSC',
    name: 'TSC',
    aliases: ['중국어 말하기 시험', 'Test of Spoken Chinese'],
    language: '중국어',
    issuer: 'YBM TSC위원회',
    scale: '1~10급',
    validity: '응시일로부터 2년',
    format: '컴퓨터 기반 말하기 26문항 (약 50분)',
    fee: null,
    popularity: 15,
    sessions: monthly([[SAT, 4]], { opens: 35, closes: 7, lateCloses: null, resultAfter: 12 }),
  },
  {
    code: 'SJPT',
    name: 'SJPT',
    aliases: ['일본어 말하기 시험', 'Speaking Japanese Proficiency Test'],
    language: '일본어',
    issuer: 'YBM SJPT위원회',
    scale: '1~10급',
    validity: '응시일로부터 2년',
    format: '컴퓨터 기반 말하기 (약 40분)',
    fee: null,
    popularity: 5,
    sessions: monthly([[SAT, 4]], { opens: 35, closes: 7, lateCloses: null, resultAfter: 12 }),
  },
];
