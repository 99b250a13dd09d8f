import {
  PARTNER_STATES,
  ROSTER_LIMITS,
  groupDigits,
  partnerInputSchema,
  type OpsPartner,
} from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { confirm } from '@/shared/ui/dialog';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form';
import { ListQueryStates } from '@/shared/ui/list-states';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { readRosterFile, useOpsPartners, usePartnerMutations } from '../api/ops-partners';
import { seoulDateTime } from '../components/format';
import { OpsTable } from '../components/ops-table';
import '../components/ops-support.css';

const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * /ops/partners (decision 0042): register a partner school, upload its
 * roster (CSV 이름,생년월일,학번; the server checks every row and writes
 * nothing when one is wrong, naming the lines), end a partnership (its
 * roster and students' verifications are deleted at once), and the list.
 */
export function PartnersPage() {
  const query = useOpsPartners();
  const { end } = usePartnerMutations();
  const data = query.data;
  const active = (data ?? []).filter((p) => p.state === 'active');

  const onEnd = async (partner: OpsPartner) => {
    const sure = await confirm(
      `‘${partner.name}’와의 제휴를 종료하시겠습니까? 재학생 명단 ${groupDigits(partner.rosterCount)}명과 재학생 인증 ${groupDigits(partner.verifiedCount)}건, 캠퍼스 공고 지정이 바로 삭제되며 되돌릴 수 없습니다.`,
      { title: '제휴 종료', confirmLabel: '제휴 종료', destructive: true },
    );
    if (!sure) return;
    await end.mutateAsync(partner.universityId);
    toast('제휴를 종료하고 명단을 삭제했습니다.');
  };

  return (
    <section className="ops-card" aria-labelledby="ops-partners-title">
      <h1 id="ops-partners-title" className="ops-title">
        제휴 학교
      </h1>
      <RegisterForm />
      <RosterForm schools={active} />
      <h2>제휴 학교 목록</h2>
      <ListQueryStates
        query={query}
        errorMessage="제휴 학교 목록을 불러오지 못했습니다."
        emptyMessage="등록된 제휴 학교가 없습니다."
      >
        {(data) => (
          <OpsTable
            caption={`제휴 학교 ${String(data.length)}곳`}
            columns={['학교', '상태', '명단 인원', '인증한 재학생', '제휴일', '종료일', '관리']}
          >
            {data.map((p) => (
              <tr key={p.universityId}>
                <td>{p.name}</td>
                <td>{PARTNER_STATES[p.state]}</td>
                <td>{groupDigits(p.rosterCount)}</td>
                <td>{groupDigits(p.verifiedCount)}</td>
                <td>{seoulDateTime(p.partneredAt)}</td>
                <td>{p.endedAt ? seoulDateTime(p.endedAt) : '–'}</td>
                <td>
                  {p.state === 'active' && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={end.isPending}
                      onClick={() => void onEnd(p)}
                    >
                      <span className="sr-only">{p.name} </span>제휴 종료
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </OpsTable>
        )}
      </ListQueryStates>
    </section>
  );
}

function RegisterForm() {
  const { register } = usePartnerMutations();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = partnerInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '학교 이름을 확인해 주세요.');
      return;
    }
    setError(null);
    try {
      await register.mutateAsync(parsed.data.name);
      setName('');
      toast('제휴 학교를 등록했습니다.');
    } catch (failure) {
      setError(failureOf(failure, '제휴 학교를 등록하지 못했습니다.'));
    }
  };
  return (
    <form className="form ops-support-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>학교 등록</h2>
      <TextField
        label="학교 이름"
        requiredMark
        maxLength={60}
        value={name}
        error={error ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <SubmitButton pending={register.isPending}>등록</SubmitButton>
    </form>
  );
}

function RosterForm({ schools }: { schools: OpsPartner[] }) {
  const id = useId();
  const { upload } = usePartnerMutations();
  const [universityId, setUniversityId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const chosen = schools.some((s) => String(s.universityId) === universityId)
    ? universityId
    : String(schools[0]?.universityId ?? '');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!chosen || !file) {
      setMessage({ tone: 'error', text: '학교와 명단 파일(CSV)을 골라 주세요.' });
      return;
    }
    try {
      const csv = await readRosterFile(file);
      const result = await upload.mutateAsync({ universityId: Number(chosen), csv });
      setMessage({
        tone: 'success',
        text: `재학생 명단 ${groupDigits(result.rosterCount)}명을 등록했습니다.`,
      });
    } catch (failure) {
      setMessage({ tone: 'error', text: failureOf(failure, '명단을 등록하지 못했습니다.') });
    }
  };
  const fileId = `${id}-file`;
  return (
    <form className="form ops-support-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>재학생 명단 등록</h2>
      <p>
        첫 줄이 ‘{ROSTER_LIMITS.header}’인 CSV 파일을 올려 주세요. 한 번에{' '}
        {groupDigits(ROSTER_LIMITS.maxRows)}
        명까지이며, 새 명단이 이전 명단을 대신합니다. 명단은 암호화해 보관하고 제휴가 끝나면
        삭제합니다.
      </p>
      <Select
        label="학교"
        items={schools.map((s) => ({ value: String(s.universityId), label: s.name }))}
        value={chosen}
        onValueChange={setUniversityId}
      />
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          명단 파일(CSV)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </div>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <SubmitButton pending={upload.isPending}>명단 올리기</SubmitButton>
    </form>
  );
}
