import { APPLY_METHOD_LABELS, type PostingDetail } from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { certDetailHref } from '@/shared/config/content-links';
import { RichTextView } from '@/shared/ui/rich-text';
import { mailtoOf, safeHttpUrl } from '../lib/posting-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="posting-section">
      <h2 className="posting-section__title">{title}</h2>
      {children}
    </section>
  );
}

function Items({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`posting-items${ordered ? ' posting-items--steps' : ''}`}>
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </List>
  );
}

/** How to apply, with the company's page or address when the posting takes applications there. */
function HowToApply({ posting }: { posting: PostingDetail }) {
  const homepage = posting.applyMethod === 'homepage' ? safeHttpUrl(posting.applyUrl) : null;
  const mailto = posting.applyMethod === 'email' ? mailtoOf(posting.applyUrl) : null;
  return (
    <>
      <p className="posting-section__text">{APPLY_METHOD_LABELS[posting.applyMethod]}</p>
      {homepage && (
        <p className="posting-section__text">
          <a href={homepage} target="_blank" rel="noopener noreferrer">
            회사 채용 페이지에서 지원하기<span className="sr-only"> (새 창)</span>
          </a>
        </p>
      )}
      {mailto && (
        <p className="posting-section__text">
          지원서 보낼 곳: <a href={mailto}>{mailto.slice('mailto:'.length)}</a>
        </p>
      )}
    </>
  );
}

/**
 * Everything the posting says, section by section; empty sections are left
 * out. `descriptionHtml` was sanitised by the server when it was stored, so it
 * is rendered as HTML inside a container whose styles cannot leak out.
 * `linkCerts` is off on paper, where links mean nothing.
 */
export function PostingBody({
  posting,
  linkCerts = true,
}: {
  posting: PostingDetail;
  linkCerts?: boolean;
}) {
  const welfare = [...posting.welfare.map((w) => w.name), ...posting.benefits];
  return (
    <div className="posting-body">
      {posting.descriptionHtml.trim() !== '' && (
        <Section title="상세 요강">
          <RichTextView className="posting-html" html={posting.descriptionHtml} />
        </Section>
      )}
      {posting.duties.length > 0 && (
        <Section title="주요 업무">
          <Items items={posting.duties} />
        </Section>
      )}
      {posting.qualifications.length > 0 && (
        <Section title="자격 요건">
          <Items items={posting.qualifications} />
        </Section>
      )}
      {(posting.preferred.length > 0 || posting.preferredCerts.length > 0) && (
        <Section title="우대사항">
          {posting.preferred.length > 0 && <Items items={posting.preferred} />}
          {posting.preferredCerts.length > 0 && (
            <>
              <h3 className="posting-section__subtitle">우대 자격증</h3>
              <ul className="posting-tags">
                {posting.preferredCerts.map((cert) => (
                  <li key={cert.cd}>
                    {linkCerts ? (
                      <Link to={certDetailHref(cert.cd)} className="posting-tag posting-tag--link">
                        {cert.name}
                      </Link>
                    ) : (
                      <span className="posting-tag">{cert.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      )}
      {posting.preferentials.length > 0 && (
        <Section title="취업 우대">
          <ul className="posting-tags">
            {posting.preferentials.map((p) => (
              <li key={p.cd}>
                <span className="posting-tag">{p.name}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {welfare.length > 0 && (
        <Section title="복리후생">
          <Items items={welfare} />
        </Section>
      )}
      {posting.processSteps.length > 0 && (
        <Section title="전형 절차">
          <Items items={posting.processSteps} ordered />
        </Section>
      )}
      {posting.documents.length > 0 && (
        <Section title="제출 서류">
          <Items items={posting.documents} />
        </Section>
      )}
      <Section title="지원 방법">
        <HowToApply posting={posting} />
      </Section>
    </div>
  );
}
