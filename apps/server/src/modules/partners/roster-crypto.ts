import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A partner school's roster at rest (decision 0042). Two keys are derived
 * from ROSTER_SECRET with HKDF-SHA256 under different labels, so the key
 * that encrypts a student's details is never the key that hashes them:
 * - AES-256-GCM seals { name, birthDate, studentNo } as iv.tag.ciphertext
 *   (base64url), for the one reader who may need them back (an export, a
 *   dispute), authenticated so a changed row fails to open;
 * - HMAC-SHA256 gives the lookup keys: studentNoHash (one row per number)
 *   and matchHash (what a member's typed details must equal). Keyed, so a
 *   copy of the table alone cannot be matched against guessed details.
 * Every value is normalised before hashing, so "홍 길동" and "홍길동 " match.
 */

export interface RosterStudent {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  studentNo: string;
}

export interface RosterCrypto {
  seal(student: RosterStudent): string;
  open(payload: string): RosterStudent;
  studentNoHash(universityId: number, studentNo: string): string;
  matchHash(universityId: number, student: RosterStudent): string;
}

const SALT = Buffer.from('ilteo-roster-v1');
const IV_BYTES = 12;

function deriveKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, label, 32));
}

/** A name as compared: NFC, trimmed, inner runs of white space as one space. */
export function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * A birth date as YYYY-MM-DD, from the forms rosters use (1999-03-05,
 * 1999.3.5, 1999/03/05, 19990305); null when it is no real date.
 */
export function normaliseBirthDate(value: string): string | null {
  const text = value.normalize('NFKC').trim();
  const parts = /^(\d{4})[-./ ]?(\d{1,2})[-./ ]?(\d{1,2})\.?$/.exec(text);
  if (!parts) return null;
  const [, y, m, d] = parts;
  if (y === undefined || m === undefined || d === undefined) return null;
  // Without separators only YYYYMMDD is unambiguous (2003111 could be 1 Nov or 11 Jan).
  if (/^\d+$/.test(text) && text.length !== 8) return null;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    year < 1900
  ) {
    return null;
  }
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A student number as compared: digits and letters only, letters upper-case. */
export function normaliseStudentNo(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
}

const b64 = (b: Buffer) => b.toString('base64url');

export function createRosterCrypto(secret: string): RosterCrypto {
  if (secret.length < 16) throw new Error('ROSTER_SECRET must be at least 16 characters');
  const encryptionKey = deriveKey(secret, 'roster-encryption');
  const hashKey = deriveKey(secret, 'roster-hash');
  const hmac = (text: string) => createHmac('sha256', hashKey).update(text, 'utf8').digest('hex');

  return {
    seal(student) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const plain = JSON.stringify({
        name: student.name,
        birthDate: student.birthDate,
        studentNo: student.studentNo,
      });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
    },

    open(payload) {
      const [iv, tag, body] = payload.split('.');
      if (iv === undefined || tag === undefined || body === undefined) {
        throw new Error('roster payload is not iv.tag.ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(plain) as RosterStudent;
    },

    studentNoHash(universityId, studentNo) {
      return hmac(`${String(universityId)}|${normaliseStudentNo(studentNo)}`);
    },

    matchHash(universityId, student) {
      const birth = normaliseBirthDate(student.birthDate) ?? student.birthDate.trim();
      return hmac(
        [
          String(universityId),
          normaliseName(student.name),
          birth,
          normaliseStudentNo(student.studentNo),
        ].join('|'),
      );
    },
  };
}
