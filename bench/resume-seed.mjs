// The résumé bench's data (bench/resumes.mjs): members and their résumés,
// generated from the contract's own shape (emptyResumeContent() filled in,
// then resumeContentSchema.parse) and written in batches. Deterministic: the
// same seed gives the same members, ids and documents on every run.
//   - members: job seekers with one password hash, computed once and shared
//     (the bench logs nobody in with it: sessions are issued directly);
//   - 3 résumés each: a complete 대표 (public, often open to offers), a
//     complete copy aimed at another job, and an incomplete draft (미완성),
//     as a member who has used a portal for a while keeps them;
//   - jobs, duties, skills and certificates from the posting generator's job
//     profiles, regions and employment types from the code book, certificate
//     and language-test codes only from the catalogue the migrations load;
//   - the columns beside the document from the module's own columnsOf().
import {
  CODE_GROUPS,
  emptyResumeContent,
  resumeContentSchema,
} from '../packages/contract/src/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { codeBook } from '../apps/server/src/modules/postings/index.ts';
import { columnsOf } from '../apps/server/src/modules/resumes/content-checks.ts';
import { JOBS } from '../apps/server/src/seed/postings/jobs.ts';
import { Rng } from '../apps/server/src/seed/postings/prng.ts';
import { pickDistrict } from '../apps/server/src/seed/postings/regions.ts';
import {
  SURNAMES,
  GIVEN,
  UNIVERSITIES,
  COLLEGES,
  HIGH_SCHOOLS,
  MAJORS,
  COMPANY_HEADS,
  COMPANY_TAILS,
  DEPARTMENTS,
  POSITIONS,
  ESSAY_QUESTIONS,
  OPENINGS,
  MIDDLES,
  CLOSINGS,
} from './resume-words.mjs';

/** Every generated date is before this one, so a rerun writes the very same rows. */
const BASE_TIME = Date.parse('2026-11-01T00:00:00Z');
const MEMBER_BATCH = 2_000;
const RESUME_BATCH = 600;

const pad = (n, width = 2) => String(n).padStart(width, '0');
const ym = (year, month) => `${year}${pad(month)}`;

/** A version-4-shaped uuid from the generator, so member ids repeat across runs. */
function uuidOf(rng) {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An answer of about `target` characters, within `limit` (counted with spaces). */
function essayAnswer(rng, duty, target, limit) {
  const parts = [rng.pick(OPENINGS), `특히 ${duty} 업무를 맡으며 많은 것을 배웠습니다.`];
  while (parts.join(' ').length < target) parts.push(rng.pick(MIDDLES));
  parts.push(rng.pick(CLOSINGS));
  let text = parts.join(' ');
  if (text.length > limit) text = text.slice(0, limit - 1).trimEnd() + '.';
  return text;
}

/** The member behind three résumés: who they are and what they have done. */
function generateMember(rng, n, catalogue) {
  const birthYear = rng.int(1975, 2003);
  const job = rng.pick(JOBS);
  const district = pickDistrict(rng);
  const experienced = birthYear < 1999 ? rng.chance(0.75) : rng.chance(0.2);
  const gradYear = Math.min(2025, birthYear + rng.int(23, 27));
  return {
    userId: uuidOf(rng),
    loginId: `bench${pad(n, 6)}`,
    name: rng.pick(SURNAMES) + rng.pick(GIVEN),
    gender: rng.chance(0.5) ? 'M' : 'F',
    birthDate: `${birthYear}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`,
    mobile: `010${pad(rng.int(1000, 9999), 4)}${pad(rng.int(0, 9999), 4)}`,
    email: `bench${pad(n, 6)}@example.com`,
    zipCode: pad(rng.int(1000, 63999), 5),
    district,
    address: `${codeBook.regionLabel(district)} ${rng.pick(['중앙로', '대학로', '시청로', '한강대로'])} ${rng.int(1, 300)}`,
    addressDetail: `${rng.int(1, 20)}층 ${rng.int(101, 1204)}호`,
    job,
    otherJob: rng.pick(JOBS),
    experienced,
    birthYear,
    gradYear,
    level: rng.weighted([
      ['UNIVERSITY', 6],
      ['COLLEGE', 2],
      ['HIGH', 1],
      ['MASTER', 1],
    ]),
    certs: job.certs.filter((c) => catalogue.certificates.has(c)).slice(0, 3),
    languageTest: rng.chance(0.6) ? rng.pick(catalogue.languageTests) : null,
    rng,
  };
}

function educationOf(m) {
  const { rng, level, gradYear } = m;
  const school =
    level === 'HIGH'
      ? rng.pick(HIGH_SCHOOLS)
      : level === 'COLLEGE'
        ? rng.pick(COLLEGES)
        : rng.pick(UNIVERSITIES);
  const years = level === 'COLLEGE' ? 2 : level === 'MASTER' ? 2 : level === 'HIGH' ? 3 : 4;
  const entries = [
    {
      level,
      school,
      major: level === 'HIGH' ? '' : rng.pick(MAJORS),
      start: ym(gradYear - years, 3),
      end: ym(gradYear, 2),
      status: 'GRADUATED',
      grade:
        level === 'HIGH' ? null : { score: (rng.int(300, 440) / 100).toFixed(2), scale: '4.5' },
    },
  ];
  if (level !== 'HIGH') {
    const hsYear = gradYear - years - (level === 'MASTER' ? 4 : 0);
    entries.unshift({
      level: 'HIGH',
      school: rng.pick(HIGH_SCHOOLS),
      major: '',
      start: ym(hsYear - 3, 3),
      end: ym(hsYear, 2),
      status: 'GRADUATED',
      grade: null,
    });
  }
  return entries;
}

function workOf(m, job) {
  const { rng } = m;
  let year = m.gradYear;
  const entries = [];
  const count = rng.int(1, 4);
  for (let i = 0; i < count && year < 2026; i++) {
    const start = ym(year, rng.int(1, 12));
    year += rng.int(1, 5);
    const current = i === count - 1 && year >= 2025;
    const end = current ? '' : ym(Math.min(year, 2026), rng.int(1, 10));
    entries.push({
      company: `(주)${rng.pick(COMPANY_HEADS)}${rng.pick(COMPANY_TAILS)}`,
      department: rng.pick(DEPARTMENTS),
      position: POSITIONS[Math.min(i + rng.int(0, 1), POSITIONS.length - 1)],
      jobs: [job.code],
      start,
      end: !current && end < start ? start : end,
      current,
      duties: job.duties
        .slice(0, rng.int(2, Math.min(5, job.duties.length)))
        .map((d) => `- ${d}`)
        .join('\n'),
      salary: rng.chance(0.5) ? rng.int(28, 90) * 100 : null,
      fromLookup: rng.chance(0.3),
    });
  }
  return entries;
}

/** One résumé of `m`: `kind` 0 the 대표, 1 the copy for another job, 2 the draft. */
function resumeContent(m, kind) {
  const { rng } = m;
  const job = kind === 1 ? m.otherJob : m.job;
  const c = emptyResumeContent();
  c.title = kind === 2 ? '' : `${job.title} 지원 이력서${kind === 1 ? ' (직무 전환)' : ''}`;
  c.basics = {
    name: m.name,
    birthDate: m.birthDate,
    mobile: m.mobile,
    email: m.email,
    zipCode: m.zipCode,
    address: m.address,
    addressDetail: m.addressDetail,
    photo: null,
  };
  c.education = educationOf(m);
  if (kind === 2 && rng.chance(0.5)) return c; // a draft stopped after the basics
  c.careerType = m.experienced ? 'E' : 'N';
  if (m.experienced) c.work = workOf(m, job);
  c.wish = {
    employmentTypes: [rng.pick(codeBook.list(CODE_GROUPS.employmentType)).cd],
    regions: [m.district, ...(rng.chance(0.4) ? [pickDistrict(rng)] : [])].filter(
      (v, i, a) => a.indexOf(v) === i,
    ),
    jobs: [job.code],
    salary: rng.chance(0.5) ? rng.int(30, 80) * 100 : null,
    salaryByPolicy: false,
  };
  c.wish.salaryByPolicy = c.wish.salary === null;
  if (kind === 2) return c; // no optional sections yet
  c.skills = (job.skills ?? job.duties.map((d) => d.split(' ')[0])).slice(0, rng.int(2, 6));
  c.certificates = m.certs.map((code) => ({
    code,
    issuer: '한국산업인력공단',
    acquiredOn: `${rng.int(m.gradYear - 2, 2025)}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`,
  }));
  if (m.languageTest) {
    c.languages = [
      {
        code: m.languageTest,
        score: String(rng.int(60, 99) * 10),
        takenOn: `${rng.int(2023, 2025)}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`,
      },
    ];
  }
  if (rng.chance(0.3)) {
    c.activities = [
      {
        kind: rng.pick(['CLUB', 'EXTERNAL', 'VOLUNTEER', 'EDUCATION']),
        organization: `${rng.pick(COMPANY_HEADS)}재단`,
        start: ym(m.gradYear - 2, 3),
        end: ym(m.gradYear - 1, 2),
        description: rng.pick(MIDDLES),
      },
    ];
  }
  if (m.gender === 'M' && rng.chance(0.8)) {
    c.preferences.military = {
      status: 'DONE',
      branch: rng.pick(['육군', '해군', '공군']),
      rank: '병장',
      start: ym(m.gradYear - 3, 1),
      end: ym(m.gradYear - 2, 7),
    };
  }
  if (rng.chance(0.2))
    c.portfolio.links = [
      { label: '포트폴리오', url: `https://portfolio.example.com/${m.loginId}` },
    ];
  if (m.experienced) {
    c.careerDescription = c.work
      .map(
        (w) =>
          `${w.company} ${w.department} (${w.start}~${w.current ? '재직중' : w.end})\n${w.duties}\n${rng.pick(MIDDLES)}`,
      )
      .join('\n\n');
  }
  c.essays = ESSAY_QUESTIONS.slice(0, rng.int(2, 3)).map((question) => {
    const limit = rng.pick([700, 1000, 1500]);
    return {
      question,
      answer: essayAnswer(rng, rng.pick(job.duties), rng.int(350, limit - 100), limit),
      limit,
    };
  });
  return c;
}

async function insertMembers(pool, members, passwordHash) {
  for (let i = 0; i < members.length; i += MEMBER_BATCH) {
    const rows = members.slice(i, i + MEMBER_BATCH).map((m) => ({
      user_id: m.userId,
      login_id: m.loginId,
      password_hash: passwordHash,
      name: m.name,
      email: m.email,
      mobile: m.mobile,
      birth_date: `${m.birthDate.slice(0, 4)}-${m.birthDate.slice(4, 6)}-${m.birthDate.slice(6)}`,
      gender: m.gender,
      zip_code: m.zipCode,
      address: m.address,
      address_detail: m.addressDetail,
    }));
    await pool.query(
      `insert into app_user (user_id, login_id, password_hash, name, email, mobile, birth_date,
         gender, zip_code, address, address_detail, role, status, sign_up_type)
       select x.*, 'member', 'active', 'general'
       from jsonb_to_recordset($1::jsonb) as x(user_id uuid, login_id text, password_hash text,
         name text, email text, mobile text, birth_date text, gender text, zip_code text,
         address text, address_detail text)`,
      [JSON.stringify(rows)],
    );
  }
}

/** Inserts the rows; answers each member's résumé ids. */
async function insertResumes(pool, rows) {
  const byMember = new Map();
  for (let i = 0; i < rows.length; i += RESUME_BATCH) {
    const { rows: inserted } = await pool.query(
      `insert into resume (member_id, title, is_primary, is_public, accept_offers, complete,
         percent, career_type, wish_jobs, wish_regions, file_names, missing, content, created_at,
         updated_at)
       select * from jsonb_to_recordset($1::jsonb) as x(member_id uuid, title text,
         is_primary boolean, is_public boolean, accept_offers boolean, complete boolean,
         percent smallint, career_type text, wish_jobs text[], wish_regions text[],
         file_names text[], missing text[], content jsonb, created_at timestamptz,
         updated_at timestamptz)
       returning resume_id, member_id`,
      [JSON.stringify(rows.slice(i, i + RESUME_BATCH))],
    );
    for (const r of inserted) {
      const ids = byMember.get(r.member_id) ?? [];
      ids.push(r.resume_id);
      byMember.set(r.member_id, ids);
    }
  }
  return byMember;
}

/**
 * Seeds `count` members with three résumés each. Answers each member's id
 * and résumé ids, members in generation order.
 */
export async function seedResumes(pool, { count, seed, onProgress }) {
  const catalogue = {
    certificates: new Set(
      (await pool.query('select code from certificate')).rows.map((r) => r.code),
    ),
    languageTests: (await pool.query('select code from language_test order by code')).rows.map(
      (r) => r.code,
    ),
  };
  const rng = new Rng(seed);
  const members = Array.from({ length: count }, (_, i) => generateMember(rng, i + 1, catalogue));
  await insertMembers(pool, members, await hashPassword('bench-password-1!'));
  const out = [];
  for (let i = 0; i < members.length; i += RESUME_BATCH) {
    const chunk = members.slice(i, i + RESUME_BATCH);
    const rows = chunk.flatMap((m) =>
      [0, 1, 2].map((kind) => {
        const content = resumeContentSchema.parse(resumeContent(m, kind));
        const cols = columnsOf(content);
        const edited = new Date(BASE_TIME - m.rng.int(1, 365 * 24 * 60) * 60_000);
        const isPublic = kind === 0 && m.rng.chance(0.7);
        return {
          member_id: m.userId,
          title: cols.title,
          is_primary: kind === 0,
          is_public: isPublic,
          accept_offers: isPublic && m.rng.chance(0.6),
          complete: cols.complete,
          percent: cols.percent,
          career_type: cols.careerType,
          wish_jobs: cols.wishJobs,
          wish_regions: cols.wishRegions,
          file_names: cols.fileNames,
          missing: cols.missing,
          content: cols.content,
          created_at: new Date(edited.getTime() - m.rng.int(0, 90) * 86_400_000).toISOString(),
          updated_at: edited.toISOString(),
        };
      }),
    );
    const ids = await insertResumes(pool, rows);
    for (const m of chunk) out.push({ memberId: m.userId, resumeIds: ids.get(m.userId) ?? [] });
    onProgress?.(out.length);
  }
  return out;
}
