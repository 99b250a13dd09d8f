import type { LangSummary } from '@ilteo/contract';
import { useDeviceInfo } from '@/shared/stores/app-store';
import { formatYmd } from '@/shared/lib/format-date';
import { formatPeriod } from '../lib/d-day';

type Session = NonNullable<LangSummary['nextSession']>;

const COLUMNS: { title: string; cell: (s: Session) => string }[] = [
  { title: '접수 기간', cell: (s) => formatPeriod(s.regStart, s.regEnd) },
  {
    title: '추가 접수',
    cell: (s) => (s.lateRegEnd && s.lateRegEnd !== s.regEnd ? `~ ${formatYmd(s.lateRegEnd)}` : ''),
  },
  { title: '성적 발표', cell: (s) => formatYmd(s.resultDate) },
];
const or = (text: string) => text || '-';

/** Every session of a language test: a table on wide screens, cards on phones. */
export function SessionTable({ sessions, next }: { sessions: Session[]; next: Session | null }) {
  const { isMobile } = useDeviceInfo();
  if (sessions.length === 0) return <p>등록된 시험 일정이 없습니다.</p>;
  const isNext = (s: Session) => next !== null && s.testDate === next.testDate;

  if (isMobile) {
    return (
      <ol className="round-cards">
        {sessions.map((s) => (
          <li key={s.testDate} className={`round-card${isNext(s) ? ' round-card--next' : ''}`}>
            <h3 className="round-card__title">
              {formatYmd(s.testDate)} 시험
              {isNext(s) && <span className="certi-badge certi-badge--next">다음 시험</span>}
            </h3>
            <dl className="round-card__dates">
              {COLUMNS.map((c) => (
                <div key={c.title}>
                  <dt>{c.title}</dt>
                  <dd>{or(c.cell(s))}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="table-scroll">
      <table className="round-table">
        <caption className="sr-only">시험일별 일정</caption>
        <thead>
          <tr>
            <th scope="col">시험일</th>
            {COLUMNS.map((c) => (
              <th key={c.title} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.testDate} className={isNext(s) ? 'round-table__next' : undefined}>
              <th scope="row">
                {formatYmd(s.testDate)}
                {isNext(s) && <span className="certi-badge certi-badge--next">다음 시험</span>}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.title}>{or(c.cell(s))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
