/**
 * Words that generated company names are built from. Every name is a made-up
 * combination (a native Korean word and an industry word), so no generated
 * company stands for a real one; homepages live under `.example`.
 * Each word carries its romanisation for the homepage host.
 */
export type Word = readonly [hangul: string, roman: string];

export const PREFIXES: readonly Word[] = [
  ['한빛', 'hanbit'],
  ['누리', 'nuri'],
  ['다온', 'daon'],
  ['가람', 'garam'],
  ['새솔', 'saesol'],
  ['미르', 'mir'],
  ['하랑', 'harang'],
  ['라온', 'raon'],
  ['해솔', 'haesol'],
  ['다솜', 'dasom'],
  ['늘봄', 'neulbom'],
  ['이음', 'ieum'],
  ['바른', 'bareun'],
  ['도담', 'dodam'],
  ['나래', 'narae'],
  ['세움', 'seum'],
  ['마루', 'maru'],
  ['보람', 'boram'],
  ['큰들', 'keundeul'],
  ['참빛', 'chambit'],
  ['예담', 'yedam'],
  ['솔빛', 'solbit'],
  ['윤슬', 'yunseul'],
  ['청솔', 'cheongsol'],
  ['새온', 'saeon'],
  ['온누리', 'onnuri'],
  ['가온', 'gaon'],
  ['한결', 'hangyeol'],
  ['별하', 'byeolha'],
  ['초록', 'chorok'],
  ['푸른솔', 'pureunsol'],
  ['아라', 'ara'],
  ['다래', 'darae'],
  ['여울', 'yeoul'],
  ['물빛', 'mulbit'],
  ['해나', 'haena'],
  ['슬기', 'seulgi'],
  ['든솔', 'deunsol'],
  ['한아름', 'hanareum'],
  ['늘품', 'neulpum'],
  ['단비', 'danbi'],
  ['미리내', 'mirinae'],
  ['소담', 'sodam'],
  ['온빛', 'onbit'],
  ['해든', 'haedeun'],
  ['다인', 'dain'],
  ['로아', 'roa'],
  ['이룸', 'irum'],
  ['채움', 'chaeum'],
  ['모아', 'moa'],
  ['빛나래', 'bitnarae'],
  ['한누리', 'hannuri'],
  ['새길', 'saegil'],
  ['큰솔', 'keunsol'],
  ['너울', 'neoul'],
  ['가비', 'gabi'],
  ['해오름', 'haeoreum'],
  ['씨앗', 'ssiat'],
  ['마중', 'majung'],
  ['두레', 'dure'],
  ['길벗', 'gilbeot'],
  ['어울림', 'eoullim'],
  ['노을', 'noeul'],
  ['산들', 'sandeul'],
  ['은가람', 'eungaram'],
  ['새뜰', 'saetteul'],
  ['하늬', 'hanui'],
  ['버금', 'beogeum'],
];

/** Made-up brand names of foreign-owned companies' Korean arms. */
export const BRANDS: readonly Word[] = [
  ['노바릭스', 'novarix'],
  ['베리던', 'veridan'],
  ['루미오라', 'lumiora'],
  ['셀바토', 'selvato'],
  ['크레스텔', 'crestel'],
  ['오르벤', 'orven'],
  ['아스트린', 'astrin'],
  ['벨로릭', 'veloric'],
  ['마리온텍', 'mariontec'],
  ['칼디스', 'caldis'],
  ['프렌비아', 'frenvia'],
  ['엘바토르', 'elvator'],
  ['노르딘', 'nordin'],
  ['시에라벨', 'sieravel'],
  ['테라민', 'teramin'],
  ['오렐리온', 'aurelion'],
  ['페르멘토', 'fermento'],
  ['브릭스턴', 'brixton-kr'],
];

/** Fields and kinds of made-up public bodies (누리산업진흥원 …), with the 업종 they report. */
export const PUBLIC_FIELDS: readonly (readonly [field: string, roman: string, industry: string])[] =
  [
    ['산업', 'industry', '산업 진흥 행정'],
    ['환경', 'env', '환경 관련 행정'],
    ['문화', 'culture', '문화·예술 진흥 행정'],
    ['정보', 'info', '정보통신 진흥 행정'],
    ['복지', 'welfare', '사회복지 관련 행정'],
    ['관광', 'tour', '관광 진흥 행정'],
    ['해양', 'ocean', '해양·수산 진흥 행정'],
    ['농업', 'agri', '농림 진흥 행정'],
    ['에너지', 'energy', '에너지 진흥 행정'],
    ['교통', 'transport', '교통 관련 행정'],
  ];
export const PUBLIC_KINDS: readonly string[] = ['진흥원', '공단', '재단', '공사', '연구원', '센터'];

/**
 * Road names of busy 시·군·구 (real 도로명 of those districts); others get a
 * plausible road built from the district's name.
 */
export const ROADS: Record<string, readonly string[]> = {
  11110: ['종로', '율곡로', '삼일대로', '새문안로'],
  11140: ['세종대로', '을지로', '퇴계로', '남대문로'],
  11170: ['한강대로', '이태원로', '원효로'],
  11200: ['왕십리로', '성수이로', '아차산로', '뚝섬로'],
  11215: ['능동로', '자양로', '천호대로'],
  11230: ['왕산로', '천호대로', '답십리로'],
  11260: ['망우로', '동일로'],
  11290: ['보문로', '동소문로', '정릉로'],
  11305: ['도봉로', '삼양로'],
  11320: ['도봉로', '방학로'],
  11350: ['동일로', '노해로', '상계로'],
  11380: ['통일로', '은평로', '연서로'],
  11410: ['연희로', '신촌로', '통일로'],
  11440: ['월드컵북로', '양화로', '마포대로', '독막로'],
  11470: ['목동동로', '오목로', '신월로'],
  11500: ['마곡중앙로', '공항대로', '강서로'],
  11530: ['디지털로', '구로중앙로', '경인로'],
  11545: ['가산디지털1로', '가산디지털2로', '벚꽃로', '디지털로'],
  11560: ['여의대로', '국제금융로', '영등포로', '선유로'],
  11590: ['노량진로', '상도로', '동작대로'],
  11620: ['관악로', '남부순환로', '봉천로'],
  11650: ['서초대로', '반포대로', '강남대로', '사평대로'],
  11680: ['테헤란로', '강남대로', '논현로', '선릉로', '역삼로', '도산대로'],
  11710: ['올림픽로', '송파대로', '법원로', '중대로'],
  11740: ['천호대로', '양재대로', '고덕로'],
  41135: ['판교역로', '대왕판교로', '분당로', '황새울로', '판교로'],
  41117: ['광교로', '영통로', '센트럴타운로'],
  41597: ['동탄대로', '동탄기흥로', '동탄순환대로'],
  41463: ['기흥로', '흥덕중앙로', '중부대로'],
  41173: ['시민대로', '평촌대로', '학의로'],
  41220: ['평택로', '서동대로', '포승공단로'],
  41273: ['산단로', '원포공원로', '신길로'],
  41390: ['정왕천로', '군자천로', '공단1대로'],
  41570: ['김포한강로', '양촌로', '대곶로'],
  26350: ['센텀중앙로', '해운대로', '센텀동로'],
  26230: ['중앙대로', '서면로', '새싹로'],
  28185: ['송도과학로', '컨벤시아대로', '인천타워대로'],
  28200: ['남동대로', '능허대로', '앵고개로'],
  27290: ['달구벌대로', '성서공단로', '월배로'],
  30200: ['대학로', '엑스포로', '테크노중앙로', '유성대로'],
  31140: ['삼산로', '번영로', '돋질로'],
  43113: ['직지대로', '오송생명로', '2순환로'],
  44133: ['불당대로', '번영로', '서부대로'],
  47190: ['구미중앙로', '수출대로', '1공단로'],
  48123: ['창원대로', '중앙대로', '공단로'],
  50110: ['연북로', '중앙로', '첨단로'],
  36110: ['한누리대로', '도움로', '갈매로'],
};

const GENERIC_ROADS = ['중앙로', '시민로', '번영로', '산업로', '공단로'];

/** A road in the district: a listed one, or one named after the district. */
export function roadsOf(code: string, districtName: string): readonly string[] {
  const listed = ROADS[code];
  if (listed) return listed;
  const last = districtName.split(' ').at(-1) ?? districtName;
  const stem = last.replace(/(시|군|구)$/, '');
  if (stem.length < 2) return GENERIC_ROADS;
  return [`${stem}로`, `${stem}대로`, `${stem}중앙로`, ...GENERIC_ROADS.slice(2)];
}
