import type { ExamRound } from '@ilteo/contract';
import { useDeviceInfo } from '@/shared/stores/app-store';
import { formatPeriod } from '../lib/d-day';

const roundName = (r: ExamRound) => `${r.year}년 ${r.round}회`;
const same = (a: ExamRound, b: ExamRound | null) =>
  b !== null && a.year === b.year && a.round === b.round;
const or = (text: string) => text || '-';

const COLUMNS: { title: string; cell: (r: ExamRound) => string }[] = [
  { title: '필기 원서접수', cell: (r) => formatPeriod(r.writtenRegStart, r.writtenRegEnd) },
  { title: '필기시험', cell: (r) => formatPeriod(r.writtenExamStart, r.writtenExamEnd) },
  { title: '필기 합격발표', cell: (r) => formatPeriod(r.writtenResult, null) },
  { title: '실기 원서접수', cell: (r) => formatPeriod(r.practicalRegStart, r.practicalRegEnd) },
  { title: '실기시험', cell: (r) => formatPeriod(r.practicalExamStart, r.practicalExamEnd) },
  { title: '최종 합격발표', cell: (r) => formatPeriod(r.finalResult, null) },
];

/** Every round of a certificate: a table on wide screens, one card per round on phones. */
export function RoundTable({ rounds, next }: { rounds: ExamRound[]; next: ExamRound | null }) {
  const { isMobile } = useDeviceInfo();
  if (rounds.length === 0) return <p>등록된 시험 일정이 없습니다.</p>;

  if (isMobile) {
    return (
      <ol className="round-cards">
        {rounds.map((r) => (
          <li
            key={`${r.year}-${r.round}`}
            className={`round-card${same(r, next) ? ' round-card--next' : ''}`}
          >
            <h3 className="round-card__title">
              {roundName(r)}
              {same(r, next) && <span className="certi-badge certi-badge--next">다음 회차</span>}
            </h3>
            <dl className="round-card__dates">
              {COLUMNS.map((c) => (
                <div key={c.title}>
                  <dt>{c.title}</dt>
                  <dd>{or(c.cell(r))}</dd>
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
        <caption className="sr-only">회차별 시험 일정</caption>
        <thead>
          <tr>
            <th scope="col">회차</th>
            {COLUMNS.map((c) => (
              <th key={c.title} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((r) => (
            <tr
              key={`${r.year}-${r.round}`}
              className={same(r, next) ? 'round-table__next' : undefined}
            >
              <th scope="row">
                {roundName(r)}
                {same(r, next) && <span className="certi-badge certi-badge--next">다음 회차</span>}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.title}>{or(c.cell(r))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
