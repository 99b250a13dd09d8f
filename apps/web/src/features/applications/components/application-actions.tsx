import {
  EXTERNAL_STATUS_LABELS,
  EXTERNAL_STATUSES,
  RETURN_REQUEST_KINDS,
  RETURN_REQUEST_LABELS,
  type ApplicationDetail,
  type ExternalStatus,
  type ReturnRequestKind,
} from '@ilteo/contract';
import { useState } from 'react';
import { confirm } from '@/shared/ui/dialog';
import { Select } from '@/shared/ui/select';
import { useCancelApplication } from '../api/cancel-application';
import { useRequestReturn } from '../api/request-return';
import { useUpdateExternalStatus } from '../api/update-external-status';
import { returnRequestObject } from '../lib/return-request';

const EXTERNAL_ITEMS = EXTERNAL_STATUSES.map((value) => ({
  value,
  label: EXTERNAL_STATUS_LABELS[value],
}));

const isExternalStatus = (value: string): value is ExternalStatus =>
  (EXTERNAL_STATUSES as readonly string[]).includes(value);

/** 지원 취소: only while the company has not opened it; asked once more, since it cannot be undone. */
function CancelAction({ application }: { application: ApplicationDetail }) {
  const cancel = useCancelApplication();
  if (application.kind !== 'platform' || application.status !== 'active') return null;
  if (!application.cancellable) {
    return (
      <p className="app-detail__note">기업이 지원서를 열람한 뒤에는 지원을 취소할 수 없습니다.</p>
    );
  }
  const onCancel = async () => {
    const ok = await confirm(
      `'${application.postingTitle}' 지원을 취소하시겠습니까? 취소하면 제출한 이력서와 첨부 파일이 파기되며 되돌릴 수 없습니다.`,
      { title: '지원 취소', confirmLabel: '지원 취소', cancelLabel: '닫기', destructive: true },
    );
    // A refusal (the company opened it meanwhile) is alerted by the helper with the server's message.
    if (ok) cancel.mutate(application.applicationId);
  };
  return (
    <div className="app-detail__actions">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={cancel.isPending}
        onClick={() => void onCancel()}
      >
        지원 취소
      </button>
    </div>
  );
}

/** The member's own record of an application made elsewhere. */
function ExternalStatusAction({ application }: { application: ApplicationDetail }) {
  const update = useUpdateExternalStatus();
  const [status, setStatus] = useState<ExternalStatus>(application.externalStatus ?? 'applied');
  return (
    <form
      className="app-detail__inline"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ applicationId: application.applicationId, status });
      }}
    >
      <Select
        label="진행 상태 (직접 기록)"
        items={EXTERNAL_ITEMS}
        value={status}
        onValueChange={(value) => {
          if (isExternalStatus(value)) setStatus(value);
        }}
      />
      <button
        type="submit"
        className="button button--secondary button--small"
        disabled={update.isPending || status === application.externalStatus}
      >
        저장
      </button>
    </form>
  );
}

/** 채용절차법 Art. 11: return or destruction of the documents after a result that is not 합격. */
function ReturnAction({ application }: { application: ApplicationDetail }) {
  const ask = useRequestReturn();
  if (application.returnRequest) {
    return (
      <p className="app-detail__note">
        {returnRequestObject(application.returnRequest)} 요청했습니다.
      </p>
    );
  }
  if (!application.returnRequestable) return null;
  const onAsk = async (kind: ReturnRequestKind) => {
    const message =
      kind === 'destroy'
        ? '제출한 채용서류의 파기를 요청하시겠습니까? 파기하면 지원 내용을 다시 볼 수 없습니다.'
        : '제출한 채용서류의 반환을 요청하시겠습니까? 요청하면 기업이 보관하던 채용서류는 바로 파기됩니다.';
    const ok = await confirm(message, {
      title: RETURN_REQUEST_LABELS[kind],
      confirmLabel: '요청',
      destructive: kind === 'destroy',
    });
    if (ok) ask.mutate({ applicationId: application.applicationId, kind });
  };
  return (
    <>
      <p className="app-detail__note">
        채용절차법 제11조에 따라 최종 합격하지 않은 지원자는 제출한 채용서류의 반환이나 파기를
        요청할 수 있습니다.
      </p>
      <div className="app-detail__actions">
        {RETURN_REQUEST_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button--secondary button--small"
            disabled={ask.isPending}
            onClick={() => void onAsk(kind)}
          >
            {RETURN_REQUEST_LABELS[kind]} 요청
          </button>
        ))}
      </div>
    </>
  );
}

/** What the member may still do with this application. */
export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  if (application.kind === 'external') return <ExternalStatusAction application={application} />;
  return (
    <>
      <CancelAction application={application} />
      <ReturnAction application={application} />
    </>
  );
}
