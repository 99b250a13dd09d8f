/**
 * Opening hours such as `mon-fri 09:00-18:00` or
 * `mon-fri 09:00-18:00; sat 10:00-13:00`, in Asia/Seoul (no daylight
 * saving, so a fixed +9 h offset is exact). Parsed once at start, so a
 * typo stops the server with a Korean message instead of closing the chat.
 */

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'];
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface OpeningRule {
  /** Days of the week, 0 Sunday … 6 Saturday. */
  days: number[];
  /** Minutes after midnight: from (inclusive) to (exclusive). */
  from: number;
  to: number;
}

export interface OpeningHours {
  rules: OpeningRule[];
  /** In words for the screen: '평일 09:00~18:00'. */
  text: string;
}

const RULE = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

const dayIndex = (name: string): number => DAYS.indexOf(name as (typeof DAYS)[number]);
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function daysText(days: number[]): string {
  const key = days.join(',');
  if (key === '1,2,3,4,5') return '평일';
  if (key === '0,6' || key === '6,0') return '주말';
  if (days.length === 7) return '매일';
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 0;
  return days.length === 1
    ? (DAY_NAMES[first] ?? '')
    : `${DAY_NAMES[first] ?? ''}~${DAY_NAMES[last] ?? ''}`;
}

/** The hours, or a Korean message saying what is wrong with the text. */
export function parseOpeningHours(
  input: string,
): { ok: true; hours: OpeningHours } | { ok: false; message: string } {
  const example = "예: 'mon-fri 09:00-18:00' 또는 'mon-fri 09:00-18:00; sat 10:00-13:00'";
  const parts = input
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, message: `상담 시간을 입력해 주세요 (${example}).` };
  const rules: OpeningRule[] = [];
  for (const part of parts) {
    const m = RULE.exec(part);
    if (!m) return { ok: false, message: `'${part}'는 올바른 상담 시간이 아닙니다 (${example}).` };
    const [, d1 = '', d2, h1 = '', m1 = '', h2 = '', m2 = ''] = m;
    const start = dayIndex(d1);
    const end = d2 === undefined ? start : dayIndex(d2);
    if (start < 0 || end < 0) {
      return {
        ok: false,
        message: `'${part}'의 요일은 sun, mon, tue, wed, thu, fri, sat 중에서 쓰십시오.`,
      };
    }
    const from = Number(h1) * 60 + Number(m1);
    const to = Number(h2) * 60 + Number(m2);
    if (Number(m1) > 59 || Number(m2) > 59 || from >= 24 * 60 || to > 24 * 60 || from >= to) {
      return {
        ok: false,
        message: `'${part}'의 시작 시각은 끝 시각보다 앞이어야 합니다 (00:00~24:00).`,
      };
    }
    const days: number[] = [];
    // A range may wrap the week (sat-mon).
    for (let d = start; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === end) break;
    }
    rules.push({ days, from, to });
  }
  const text = rules.map((r) => `${daysText(r.days)} ${clock(r.from)}~${clock(r.to)}`).join(', ');
  return { ok: true, hours: { rules, text } };
}

/** Whether `at` falls within the hours (Asia/Seoul). */
export function isWithinHours(hours: OpeningHours, at: Date): boolean {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const day = seoul.getUTCDay();
  const minutes = seoul.getUTCHours() * 60 + seoul.getUTCMinutes();
  return hours.rules.some((r) => r.days.includes(day) && minutes >= r.from && minutes < r.to);
}
