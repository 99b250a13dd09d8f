import { RIASEC_TYPES, groupDigits, type BtiResult } from '@ilteo/contract';
import { btiPrintHref, certificateHref, recruitJobsHref, seoulDay } from './bti-links';
import { ScoreChart } from './score-chart';

/**
 * A result: the code and what its two types mean, the six scores (chart and
 * table), and for each of the two types the matching job groups, today's
 * open postings in them and related certificates. Links open in a new
 * window, so the pop-up keeps the result. `printing` leaves out the buttons.
 */
export function BtiResultView({
  result,
  printing = false,
  onRestart,
}: {
  result: BtiResult;
  printing?: boolean;
  onRestart?: () => void;
}) {
  const top = result.matches.map((m) => result.types.find((t) => t.type === m.type));
  const codeName = top.map((t) => (t ? t.name : '')).join('·');
  return (
    <article className="bti-result" aria-labelledby="bti-result-title">
      <div className="bti-result__head">
        <h2 id="bti-result-title" className="bti-result__title">
          나의 직업 성향 코드 <strong className="bti-result__code">{result.code}</strong>
        </h2>
        <p className="bti-result__lead">
          {codeName} · {seoulDay(result.completedAt)} 검사
        </p>
      </div>

      <section className="bti-result__section" aria-labelledby="bti-types-title">
        <h3 id="bti-types-title">가장 높은 두 유형</h3>
        <dl className="bti-result__types">
          {top.map(
            (t) =>
              t && (
                <div key={t.type} className="bti-result__type">
                  <dt>
                    {t.name}({t.type}) · {t.score}점
                  </dt>
                  <dd>
                    <p className="bti-result__summary">{t.summary}</p>
                    <p>{t.description}</p>
                  </dd>
                </div>
              ),
          )}
        </dl>
      </section>

      <section className="bti-result__section" aria-labelledby="bti-scores-title">
        <h3 id="bti-scores-title">유형별 점수</h3>
        <ScoreChart types={result.types} code={result.code} />
      </section>

      {result.matches.map((m) => (
        <section
          key={m.type}
          className="bti-result__section"
          aria-labelledby={`bti-jobs-${m.type}`}
        >
          <h3 id={`bti-jobs-${m.type}`}>{RIASEC_TYPES[m.type]}에 어울리는 직무</h3>
          <ul className="bti-result__jobs">
            {m.jobs.map((j) => (
              <li key={j.code}>
                <a href={recruitJobsHref([j.code])} target="_blank" rel="noopener">
                  {j.name}
                  <span className="sr-only"> 채용정보 (새 창)</span>
                </a>
              </li>
            ))}
          </ul>
          {!printing && (
            <p>
              <a
                className="button button--secondary button--small"
                href={recruitJobsHref(m.jobs.map((j) => j.code))}
                target="_blank"
                rel="noopener"
              >
                진행 중인 공고 {groupDigits(m.openPostings)}건 보기
                <span className="sr-only"> (새 창)</span>
              </a>
            </p>
          )}
          {m.certificates.length > 0 && (
            <>
              <h4 className="bti-result__sub">관련 자격증</h4>
              <ul className="bti-result__certs">
                {m.certificates.map((c) => (
                  <li key={c.code}>
                    <a href={certificateHref(c.code)} target="_blank" rel="noopener">
                      {c.name}
                      <span className="sr-only"> (새 창)</span>
                    </a>
                    <span className="bti-result__issuer"> · {c.issuer}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}

      {!printing && (
        <p className="bti-result__actions">
          <a
            className="button button--secondary"
            href={btiPrintHref(result.attemptId)}
            target="_blank"
            rel="noopener"
          >
            인쇄하기<span className="sr-only"> (새 창)</span>
          </a>
          {onRestart && (
            <button type="button" className="button button--primary" onClick={onRestart}>
              다시 검사하기
            </button>
          )}
        </p>
      )}
      <p className="bti-result__note">
        이 검사는 Holland의 RIASEC 흥미 모형을 바탕으로 일터가 만든 문항으로, 흥미의 경향을 살펴보는
        참고 자료입니다. 능력이나 적성을 판정하지 않습니다.
      </p>
    </article>
  );
}
