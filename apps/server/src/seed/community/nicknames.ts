import type { Rng } from '../postings/prng';

/**
 * Nicknames of the demo community's fictional members: a mood or a time of
 * day and an animal or a study word (새벽공부러, 합격기원곰), never a
 * person's name, within the contract's 2–12 characters of 한글, letters,
 * digits and _.
 */
const HEADS = [
  '새벽',
  '합격기원',
  '열공',
  '꾸준한',
  '느긋한',
  '성실한',
  '오늘도',
  '주말',
  '야간',
  '출근길',
  '퇴근길',
  '도서관',
  '카페',
  '초보',
  '만점',
  '한번에',
  '작심삼일',
  '벼락치기',
  '커피한잔',
  '독서실',
  '필기통과',
  '실기준비',
  '자격증',
  '이직준비',
  '기출회독',
  '오답노트',
  '동네',
  '늦깎이',
] as const;

const TAILS = [
  '곰',
  '토끼',
  '고양이',
  '펭귄',
  '다람쥐',
  '수험생',
  '공부러',
  '취준생',
  '새싹',
  '부엉이',
  '거북이',
  '햄스터',
  '여우',
  '직장인',
  '고래',
  '참새',
  '감자',
  '두부',
] as const;

/** `count` distinct nicknames (case-insensitively, as the unique index compares them), none in `taken`. */
export function generateNicknames(
  rng: Rng,
  count: number,
  taken: readonly string[] = [],
): string[] {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const out: string[] = [];
  while (out.length < count) {
    let name = `${rng.pick(HEADS)}${rng.pick(TAILS)}`;
    if (rng.chance(0.3) || used.has(name.toLowerCase())) name += String(rng.int(1, 99));
    if (name.length > 12 || used.has(name.toLowerCase())) continue;
    used.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}
