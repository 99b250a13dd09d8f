import { groupDigits, type PostingDetail } from '@ilteo/contract';
import { periodText } from '../lib/posting-format';

/** The conditions at a glance: career, education, type, salary, place, hours, period. */
export function PostingFacts({ posting }: { posting: PostingDetail }) {
  const rows: [string, string][] = [
    ['경력', posting.careerLabel],
    ['학력', posting.educationLabel],
    [
      '고용형태',
      posting.intern ? `${posting.employmentTypeLabel} (인턴)` : posting.employmentTypeLabel,
    ],
    ['급여', posting.salary.label],
    ['근무지역', posting.regions.map((r) => r.name).join(', ')],
    ['직무', posting.jobs.map((j) => j.name).join(', ')],
  ];
  if (posting.headcount !== null) rows.push(['모집인원', `${groupDigits(posting.headcount)}명`]);
  if (posting.workHours) rows.push(['근무시간', posting.workHours]);
  if (posting.workDays)
    rows.push([
      '근무요일',
      posting.workDaysNote
        ? `${posting.workDays.name} (${posting.workDaysNote})`
        : posting.workDays.name,
    ]);
  rows.push(['접수기간', periodText(posting)]);

  return (
    <dl className="posting-facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="posting-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
