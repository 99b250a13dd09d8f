import { CONSULTING_KINDS } from '@ilteo/contract';
import { Link } from 'react-router';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { useConsultingSamples } from '../../api/get-consulting-samples';
import { previewHref } from './consulting-links';

/** Anonymised finished results, so a member can see what an answer looks like before asking. */
export function ConsultingSamples() {
  const samples = useConsultingSamples();
  if (samples.isPending) return <ListSkeleton rows={2} />;
  if (samples.isError) {
    return (
      <ListError message="샘플을 불러오지 못했습니다." onRetry={() => void samples.refetch()} />
    );
  }
  if (samples.data.length === 0) return <ListEmpty message="아직 공개된 샘플이 없습니다." />;
  return (
    <ul className="consulting-samples">
      {samples.data.map((sample) => (
        <li key={sample.consultingId} className="consulting-samples__item">
          <Link to={previewHref(sample.consultingId)}>
            <span className="consulting-badge">샘플</span> {CONSULTING_KINDS[sample.kind]}
            <span className="consulting-samples__meta">
              {sample.companyName} · {sample.postingTitle}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
