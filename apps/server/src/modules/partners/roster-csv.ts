import { ROSTER_MAX_ROWS } from '@ilteo/contract';
import {
  normaliseBirthDate,
  normaliseName,
  normaliseStudentNo,
  type RosterStudent,
} from './roster-crypto';

/**
 * A school's roster as the console uploads it (decision 0042): a CSV whose
 * first row is `이름,생년월일,학번`, one student a row. Every row is checked
 * before anything is written, and every bad row is reported with its line
 * number, so the operator fixes the file once rather than row by row.
 */

export const ROSTER_HEADER = ['이름', '생년월일', '학번'] as const;
const NAME_MAX = 40;
const STUDENT_NO_MAX = 30;
/** Bad rows named in one answer; the count says how many more there were. */
const ERRORS_SHOWN = 10;

export interface RosterRowError {
  line: number;
  message: string;
}

export type RosterParse =
  | { ok: true; students: RosterStudent[] }
  | { ok: false; message: string; errors: RosterRowError[] };

/** One CSV line's fields: commas split, double quotes may wrap a field ("" is a quote). */
function fieldsOf(line: string): string[] | null {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (ch === ',') {
      fields.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted) return null;
  fields.push(current);
  return fields;
}

function checkRow(fields: string[] | null): { student?: RosterStudent; message?: string } {
  if (fields === null) return { message: '따옴표가 닫히지 않았습니다.' };
  if (fields.length !== 3) return { message: `항목이 3개여야 합니다(${String(fields.length)}개).` };
  const [rawName = '', rawBirth = '', rawNo = ''] = fields;
  const name = normaliseName(rawName);
  if (name === '') return { message: '이름이 비어 있습니다.' };
  if (name.length > NAME_MAX) return { message: `이름은 ${String(NAME_MAX)}자 이하여야 합니다.` };
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return { message: '이름에 쓸 수 없는 문자가 있습니다.' };
  const birthDate = normaliseBirthDate(rawBirth);
  if (birthDate === null) return { message: '생년월일이 올바르지 않습니다(YYYY-MM-DD).' };
  const studentNo = normaliseStudentNo(rawNo);
  if (studentNo === '' || /[^0-9A-Za-z\s-]/.test(rawNo.normalize('NFKC').trim())) {
    return { message: '학번은 숫자와 영문자로 입력해야 합니다.' };
  }
  if (studentNo.length > STUDENT_NO_MAX) {
    return { message: `학번은 ${String(STUDENT_NO_MAX)}자 이하여야 합니다.` };
  }
  return { student: { name, birthDate, studentNo } };
}

/** Parses and checks a roster; nothing partial: any bad row fails the whole file. */
export function parseRoster(text: string): RosterParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = fieldsOf(lines[0] ?? '')?.map((f) => f.trim());
  if (!header || header.join(',') !== ROSTER_HEADER.join(',')) {
    return {
      ok: false,
      message: `명단 파일의 첫 줄은 ‘${ROSTER_HEADER.join(',')}’이어야 합니다.`,
      errors: [{ line: 1, message: '머리글이 올바르지 않습니다.' }],
    };
  }
  const students: RosterStudent[] = [];
  const errors: RosterRowError[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || /^[\s,]*$/.test(line)) continue;
    const lineNo = i + 1;
    if (students.length + errors.length >= ROSTER_MAX_ROWS) {
      return {
        ok: false,
        message: `명단은 한 번에 ${ROSTER_MAX_ROWS.toLocaleString('ko-KR')}명까지 올릴 수 있습니다.`,
        errors: [],
      };
    }
    const { student, message } = checkRow(fieldsOf(line));
    if (!student) {
      errors.push({ line: lineNo, message: message ?? '행이 올바르지 않습니다.' });
      continue;
    }
    const first = seen.get(student.studentNo);
    if (first !== undefined) {
      errors.push({ line: lineNo, message: `학번이 ${String(first)}행과 같습니다.` });
      continue;
    }
    seen.set(student.studentNo, lineNo);
    students.push(student);
  }
  if (errors.length > 0) {
    const shown = errors
      .slice(0, ERRORS_SHOWN)
      .map((e) => `${String(e.line)}행: ${e.message}`)
      .join(' ');
    const more =
      errors.length > ERRORS_SHOWN ? ` 외 ${String(errors.length - ERRORS_SHOWN)}건` : '';
    return {
      ok: false,
      message: `명단에 잘못된 행이 있어 등록하지 않았습니다. ${shown}${more}`,
      errors: errors.slice(0, ERRORS_SHOWN),
    };
  }
  if (students.length === 0) {
    return { ok: false, message: '명단에 학생이 없습니다.', errors: [] };
  }
  return { ok: true, students };
}
