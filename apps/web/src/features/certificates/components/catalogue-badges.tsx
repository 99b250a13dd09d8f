import { NCS_FIELDS, QUALIFICATION_KINDS, type CertSummary } from '@ilteo/contract';

/** A certificate's kind, grade and NCS field, as on its card and its detail. */
export function CertBadges({ cert }: { cert: Pick<CertSummary, 'kind' | 'grade' | 'ncsField'> }) {
  return (
    <>
      <span className="certi-badge">{QUALIFICATION_KINDS[cert.kind]}</span>
      {cert.grade && <span className="certi-badge certi-badge--grade">{cert.grade}</span>}
      {cert.ncsField in NCS_FIELDS && (
        <span className="certi-badge certi-badge--field">{NCS_FIELDS[cert.ncsField]}</span>
      )}
    </>
  );
}

/** A language test's language and score scale, as on its card and its detail. */
export function LangBadges({ test }: { test: { language: string; scale: string } }) {
  return (
    <>
      <span className="certi-badge">{test.language}</span>
      <span className="certi-badge certi-badge--grade">{test.scale}</span>
    </>
  );
}
