/**
 * Where a job seeker registers for an exam: the official site of the body
 * that runs it (시행 기관), by the issuer name our catalogue carries. We do
 * not take registrations ourselves, so the detail's next-exam box links
 * there. Only bodies whose registration site we know are listed; others show
 * no link rather than a guess.
 */
export interface RegistrationSite {
  /** How the site is called in the link: "{name}에서 원서 접수". */
  name: string;
  url: string;
}

const SITES: Readonly<Record<string, RegistrationSite>> = {
  // 자격증
  한국산업인력공단: { name: 'Q-Net', url: 'https://www.q-net.or.kr/' },
  대한상공회의소: { name: '대한상공회의소 자격평가사업단', url: 'https://license.korcham.net/' },
  한국데이터산업진흥원: { name: '데이터자격검정', url: 'https://www.dataq.or.kr/' },
  한국보건의료인국가시험원: {
    name: '한국보건의료인국가시험원',
    url: 'https://www.kuksiwon.or.kr/',
  },
  한국생산성본부: { name: 'KPC자격', url: 'https://license.kpc.or.kr/' },
  금융투자협회: { name: '금융투자협회 자격시험', url: 'https://license.kofia.or.kr/' },
  한국금융연수원: { name: '한국금융연수원', url: 'https://www.kbi.or.kr/' },
  한국정보통신진흥협회: { name: 'KAIT 자격검정', url: 'https://www.ihd.or.kr/' },
  한국방송통신전파진흥원: { name: '국가기술자격 검정(CQ)', url: 'https://www.cq.or.kr/' },
  한국교통안전공단: { name: '한국교통안전공단 국가자격시험', url: 'https://lic.kotsa.or.kr/' },
  한국인터넷진흥원: { name: 'KISA 정보보호 자격검정', url: 'https://www.kisq.or.kr/' },
  국민체육진흥공단: { name: '체육지도자 자격검정', url: 'https://sqms.kspo.or.kr/' },
  금융감독원: { name: '공인회계사 시험 안내', url: 'https://cpa.fss.or.kr/' },
  국사편찬위원회: { name: '한국사능력검정시험', url: 'https://www.historyexam.go.kr/' },
  한국세무사회: { name: '한국세무사회 자격시험', url: 'https://license.kacpta.or.kr/' },
  삼일회계법인: { name: '삼일회계법인 자격시험', url: 'https://www.samilexam.com/' },
  한국어문회: { name: '한자능력검정시험', url: 'https://www.hanja.re.kr/' },
  'KBS 한국방송공사': { name: 'KBS한국어능력시험', url: 'https://www.klt.or.kr/' },
  한국경제신문: { name: 'TESAT', url: 'https://www.tesat.or.kr/' },
  매일경제신문: { name: '매경TEST', url: 'https://exam.mk.co.kr/' },
  한국FPSB: { name: '한국FPSB', url: 'https://www.fpsbkorea.org/' },
  // 어학시험
  'ETS (한국 시행: 한국TOEIC위원회·YBM)': {
    name: 'TOEIC 시험 접수',
    url: 'https://exam.toeic.co.kr/',
  },
  ETS: { name: 'ETS TOEFL', url: 'https://www.ets.org/toefl.html' },
  '서울대학교 TEPS관리위원회': { name: 'TEPS', url: 'https://www.teps.or.kr/' },
  'ACTFL (한국 시행: 멀티캠퍼스)': { name: 'OPIc', url: 'https://www.opic.or.kr/' },
  'British Council · IDP · Cambridge University Press & Assessment': {
    name: 'IELTS',
    url: 'https://ielts.org/',
  },
  'International Testing Services Center (한국 시행: 한국지텔프)': {
    name: 'G-TELP KOREA',
    url: 'https://www.g-telp.co.kr/',
  },
  '한국외국어대학교 FLEX센터': { name: 'FLEX', url: 'https://flex.hufs.ac.kr/' },
  '국제교류기금 · 일본국제교육지원협회': { name: 'JLPT', url: 'https://www.jlpt.or.kr/' },
  'YBM JPT위원회': { name: 'JPT', url: 'https://www.jpt.co.kr/' },
  '중국 교육부 중외언어교류합작중심 · CTI (한국 시행: HSK한국사무국)': {
    name: 'HSK한국사무국',
    url: 'https://www.hsk.or.kr/',
  },
  국립국제교육원: { name: 'TOPIK', url: 'https://www.topik.go.kr/' },
  '스페인 세르반테스 문화원 (Instituto Cervantes)': {
    name: 'DELE',
    url: 'https://examenes.cervantes.es/',
  },
};

/** The registration site of `issuer`, or null when we do not know it. */
export function registrationSite(issuer: string): RegistrationSite | null {
  return SITES[issuer.trim()] ?? null;
}
