/** Full years between a YYYY-MM-DD birth date and today (Asia/Seoul). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const seoul = new Date(today.getTime() + 9 * 60 * 60 * 1000);
  const ty = seoul.getUTCFullYear();
  const tm = seoul.getUTCMonth() + 1;
  const td = seoul.getUTCDate();
  let age = ty - (y ?? ty);
  if (tm < (m ?? 1) || (tm === (m ?? 1) && td < (d ?? 1))) age -= 1;
  return age;
}
