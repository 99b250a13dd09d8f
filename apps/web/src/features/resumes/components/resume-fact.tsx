import type { ReactNode } from 'react';

/** One term and its value; an empty value reads 미입력 so an incomplete résumé shows its gap. */
export function Fact({
  term,
  value,
  strong = false,
}: {
  term: string;
  value: ReactNode;
  strong?: boolean;
}) {
  const empty = value === '' || value === null || value === undefined;
  return (
    <div className="resume-doc__fact">
      <dt>{term}</dt>
      <dd className={strong ? 'resume-doc__fact-strong' : undefined}>
        {empty ? <span className="resume-doc__missing">미입력</span> : value}
      </dd>
    </div>
  );
}
