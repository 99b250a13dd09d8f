import {
  ACTIVITY_KIND_LABELS,
  countCharacters,
  DISABILITY_DEGREE_LABELS,
  groupDigits,
  MILITARY_STATUS_LABELS,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_STATUS_LABELS,
  type ResumeDetail,
  type ResumeSection,
} from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Fact } from './resume-fact';
import { PortfolioFiles } from './resume-files';
import {
  formatDay,
  formatMonths,
  formatPeriod,
  formatSalary,
  labelOf,
  monthsBetween,
} from './resume-format';

/**
 * The body of each section of the document, or null when the member left it
 * empty. One entry per school, job, award …: an <li> that is never split
 * across pages in print (resume-document.css).
 */

type Body = (resume: ResumeDetail) => ReactNode;
const names = (labels: Record<string, string>, codes: readonly string[]) =>
  codes.map((c) => labelOf(labels, c)).join(', ');

function Entries({ children }: { children: ReactNode }) {
  return <ul className="resume-doc__entries">{children}</ul>;
}

function Entry({
  head,
  meta,
  children,
}: {
  head: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="resume-doc__entry">
      <div className="resume-doc__entry-head">
        <h3 className="resume-doc__entry-title">{head}</h3>
        {meta && <p className="resume-doc__entry-meta">{meta}</p>}
      </div>
      {children}
    </li>
  );
}

/** Text the member wrote over several lines, kept as written. */
const Prose = ({ text }: { text: string }) =>
  text ? <p className="resume-doc__prose">{text}</p> : null;

const joined = (...parts: (string | false | null | undefined)[]) =>
  parts.filter(Boolean).join(' · ');

const education: Body = ({ content }) =>
  content.education.length === 0 ? null : (
    <Entries>
      {content.education.map((e, i) => (
        <Entry
          key={i}
          head={e.school || '학교명 미입력'}
          meta={joined(formatPeriod(e.start, e.end), SCHOOL_STATUS_LABELS[e.status])}
        >
          <p className="resume-doc__line">
            {joined(
              SCHOOL_LEVEL_LABELS[e.level],
              e.major,
              e.grade && `학점 ${e.grade.score}/${e.grade.scale}`,
            )}
          </p>
        </Entry>
      ))}
    </Entries>
  );

const work: Body = ({ content, labels }) => {
  if (content.careerType === 'N') return <p className="resume-doc__line">신입</p>;
  if (content.work.length === 0) return null;
  return (
    <Entries>
      {content.work.map((w, i) => {
        const months = w.current ? null : monthsBetween(w.start, w.end);
        return (
          <Entry
            key={i}
            head={w.company || '회사명 미입력'}
            meta={joined(
              formatPeriod(w.start, w.end, w.current ? '재직중' : ''),
              months !== null && formatMonths(months),
            )}
          >
            <p className="resume-doc__line">
              {joined(
                w.department,
                w.position,
                w.jobs.length > 0 && names(labels, w.jobs),
                w.salary !== null && `연봉 ${formatSalary(w.salary)}`,
                w.fromLookup && '경력 불러오기로 확인',
              )}
            </p>
            <Prose text={w.duties} />
          </Entry>
        );
      })}
    </Entries>
  );
};

const wish: Body = ({ content: { wish: w }, labels }) => {
  const salary = w.salaryByPolicy
    ? '회사내규에 따름'
    : w.salary !== null
      ? formatSalary(w.salary)
      : '';
  if (!w.employmentTypes.length && !w.regions.length && !w.jobs.length && !salary) return null;
  return (
    <dl className="resume-doc__facts resume-doc__facts--wide">
      <Fact term="고용형태" value={names(labels, w.employmentTypes)} />
      <Fact term="희망 지역" value={names(labels, w.regions)} />
      <Fact term="희망 직무" value={names(labels, w.jobs)} />
      <Fact term="희망 연봉" value={salary} />
    </dl>
  );
};

const skills: Body = ({ content }) =>
  content.skills.length === 0 ? null : (
    <ul className="resume-doc__chips">
      {content.skills.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );

const certificates: Body = ({ content, labels }) =>
  content.certificates.length === 0 ? null : (
    <Entries>
      {content.certificates.map((c, i) => (
        <Entry
          key={i}
          head={labelOf(labels, c.code)}
          meta={joined(c.issuer, formatDay(c.acquiredOn))}
        />
      ))}
    </Entries>
  );

const languages: Body = ({ content, labels }) =>
  content.languages.length === 0 ? null : (
    <Entries>
      {content.languages.map((l, i) => (
        <Entry
          key={i}
          head={labelOf(labels, l.code)}
          meta={joined(l.score, formatDay(l.takenOn))}
        />
      ))}
    </Entries>
  );

const awards: Body = ({ content }) =>
  content.awards.length === 0 ? null : (
    <Entries>
      {content.awards.map((a, i) => (
        <Entry key={i} head={a.title} meta={joined(a.issuer, formatDay(a.awardedOn))}>
          <Prose text={a.description} />
        </Entry>
      ))}
    </Entries>
  );

const activities: Body = ({ content }) =>
  content.activities.length === 0 ? null : (
    <Entries>
      {content.activities.map((a, i) => (
        <Entry
          key={i}
          head={a.organization}
          meta={joined(ACTIVITY_KIND_LABELS[a.kind], formatPeriod(a.start, a.end))}
        >
          <Prose text={a.description} />
        </Entry>
      ))}
    </Entries>
  );

const overseas: Body = ({ content }) =>
  content.overseas.length === 0 ? null : (
    <Entries>
      {content.overseas.map((o, i) => (
        <Entry key={i} head={o.country} meta={formatPeriod(o.start, o.end)}>
          <Prose text={o.description} />
        </Entry>
      ))}
    </Entries>
  );

const preferences: Body = ({ content: { preferences: p } }) => {
  const items = [
    p.veteran && '보훈대상',
    p.employmentSubsidy && '고용지원금 대상',
    p.disability &&
      `장애: ${joined(p.disability.kind, DISABILITY_DEGREE_LABELS[p.disability.degree])}`,
    p.military &&
      `병역: ${joined(
        MILITARY_STATUS_LABELS[p.military.status],
        p.military.branch,
        p.military.rank,
        formatPeriod(p.military.start, p.military.end),
      )}`,
  ].filter((x): x is string => typeof x === 'string');
  return items.length === 0 ? null : (
    <ul className="resume-doc__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
};

const portfolio: Body = ({ content: { portfolio: p }, fileLinks }) =>
  p.links.length === 0 && p.files.length === 0 ? null : (
    <>
      {p.links.length > 0 && (
        <ul className="resume-doc__list">
          {p.links.map((l) => (
            <li key={l.url}>
              {l.label && <span className="resume-doc__link-label">{l.label}: </span>}
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.url}
              </a>
            </li>
          ))}
        </ul>
      )}
      {p.files.length > 0 && <PortfolioFiles files={p.files} fileLinks={fileLinks} />}
    </>
  );

const careerDescription: Body = ({ content }) =>
  content.careerDescription.trim() ? <Prose text={content.careerDescription} /> : null;

const essays: Body = ({ content }) =>
  content.essays.length === 0 ? null : (
    <ol className="resume-doc__essays">
      {content.essays.map((e, i) => {
        const count = countCharacters(e.answer);
        return (
          <li key={i} className="resume-doc__entry">
            <h3 className="resume-doc__entry-title">{e.question || `문항 ${String(i + 1)}`}</h3>
            <Prose text={e.answer} />
            <p className="resume-doc__count">
              {`공백 포함 ${groupDigits(count.withSpaces)}자 · 공백 제외 ${groupDigits(count.withoutSpaces)}자 / 제한 ${groupDigits(e.limit)}자`}
            </p>
          </li>
        );
      })}
    </ol>
  );

export const SECTION_BODIES: Partial<Record<ResumeSection, Body>> = {
  education,
  work,
  wish,
  skills,
  certificates,
  languages,
  awards,
  activities,
  overseas,
  preferences,
  portfolio,
  careerDescription,
  essays,
};
