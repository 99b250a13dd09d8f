import {
  REQUIRED_RESUME_SECTIONS,
  RESUME_SECTION_LABELS,
  RESUME_SECTIONS,
  type ResumeDetail,
  type ResumeSection,
} from '@ilteo/contract';
import { formatPhone } from '@/shared/lib/format-phone';
import { formatDay } from './resume-format';
import { SECTION_BODIES } from './resume-sections';
import { Fact } from './resume-fact';
import { ResumePhoto } from './resume-files';
import './resume-document.css';

/**
 * A résumé as a company reads it: the view screen and the print page show
 * this same component, so the preview is what prints. Sections follow
 * RESUME_SECTIONS; an optional section the member left empty is left out,
 * a required one says it is not filled in (an incomplete résumé).
 */
export function ResumeDocument({
  resume,
  badge = null,
}: {
  resume: ResumeDetail;
  /** 'OO대학교 재학생 인증' when the member is a verified partner-school student (decision 0042). */
  badge?: string | null;
}) {
  const { content } = resume;
  return (
    <article className="resume-doc" aria-labelledby="resume-doc-title">
      <header className="resume-doc__head">
        <h1 id="resume-doc-title" className="resume-doc__title">
          {content.title || '제목 없는 이력서'}
        </h1>
        {badge && <p className="resume-doc__badge">{badge}</p>}
        <BasicsCard resume={resume} />
      </header>
      {RESUME_SECTIONS.filter((s) => s !== 'title' && s !== 'basics').map((section) => (
        <DocumentSection key={section} section={section} resume={resume} />
      ))}
    </article>
  );
}

const isRequired = (section: ResumeSection) =>
  (REQUIRED_RESUME_SECTIONS as readonly ResumeSection[]).includes(section);

function DocumentSection({ section, resume }: { section: ResumeSection; resume: ResumeDetail }) {
  const body = SECTION_BODIES[section]?.(resume) ?? null;
  if (body === null && !isRequired(section)) return null;
  const headingId = `resume-doc-${section}`;
  return (
    <section className="resume-doc__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-doc__section-title">
        {RESUME_SECTION_LABELS[section]}
      </h2>
      {body ?? <p className="resume-doc__empty">입력하지 않았습니다.</p>}
    </section>
  );
}

/** 기본정보 under the title, beside the photo, as Korean résumé forms put it. */
function BasicsCard({ resume }: { resume: ResumeDetail }) {
  const b = resume.content.basics;
  const address = [b.zipCode && `(${b.zipCode})`, b.address, b.addressDetail]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="resume-doc__basics" aria-labelledby="resume-doc-basics">
      <h2 id="resume-doc-basics" className="sr-only">
        {RESUME_SECTION_LABELS.basics}
      </h2>
      {b.photo && <ResumePhoto photo={b.photo} name={b.name} fileLinks={resume.fileLinks} />}
      <dl className="resume-doc__facts">
        <Fact term="이름" value={b.name} strong />
        <Fact term="생년월일" value={formatDay(b.birthDate)} />
        <Fact term="휴대전화" value={formatPhone(b.mobile)} />
        <Fact term="이메일" value={b.email} />
        <Fact term="주소" value={address} />
      </dl>
    </section>
  );
}
