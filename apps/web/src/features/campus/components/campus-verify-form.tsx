import { zodResolver } from '@hookform/resolvers/zod';
import { campusVerifyInputSchema, type CampusStatus } from '@ilteo/contract';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { applyServerFieldErrors, FormAlert, SubmitButton, TextField } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useVerifyCampus } from '../api/verify-campus';

type FormInput = z.input<typeof campusVerifyInputSchema>;
type FormOutput = z.output<typeof campusVerifyInputSchema>;

const FIELDS: readonly Path<FormInput>[] = ['universityId', 'name', 'birthDate', 'studentNo'];

/** The notice PIPA asks for before collecting (개인정보 보호법 제15조 제2항). */
function PrivacyNotice({ id }: { id: string }) {
  return (
    <section className="campus-notice" aria-labelledby={id}>
      <h3 id={id}>개인정보 수집·이용 안내</h3>
      <dl>
        <dt>목적</dt>
        <dd>제휴 학교 재학생 확인(캠퍼스 채용 공고 제공)</dd>
        <dt>항목</dt>
        <dd>
          학교, 이름, 생년월일, 학번 (학교가 보낸 명단과 대조하며, 인증 결과와 학번의 확인값만
          보관합니다)
        </dd>
        <dt>보유 기간</dt>
        <dd>학교와의 제휴가 끝나거나 회원님이 인증을 해제할 때까지</dd>
        <dt>거부할 권리</dt>
        <dd>동의하지 않을 수 있습니다. 이 경우 캠퍼스 채용 공고는 볼 수 없습니다.</dd>
      </dl>
    </section>
  );
}

/**
 * 재학생 인증: the school, then the member's own name, birth date and
 * student number as the school's roster has them. A mismatch, a number
 * already used and the hourly limit are said above the button, not in a
 * dialog, so the member can correct the form in place.
 */
export function CampusVerifyForm({ schools }: { schools: CampusStatus['schools'] }) {
  const id = useId();
  const verify = useVerifyCampus();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(campusVerifyInputSchema),
    defaultValues: {
      universityId: schools[0]?.universityId ?? 0,
      name: '',
      birthDate: '',
      studentNo: '',
    },
  });
  const { register, handleSubmit, setError, setValue, formState, control } = form;
  const universityId = useWatch({ control, name: 'universityId' });
  const errors = formState.errors;

  const submit = async (values: FormOutput) => {
    setFailure(null);
    if (!consent) {
      setConsentError('개인정보 수집·이용에 동의해 주세요.');
      return;
    }
    try {
      await verify.mutateAsync(values);
      toast('재학생 인증을 완료했습니다.');
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      setFailure(isApiError(error) ? error.message : '재학생 인증을 하지 못했습니다.');
    }
  };

  const items = schools.map((s) => ({ value: String(s.universityId), label: s.name }));
  const consentId = `${id}-consent`;
  return (
    <form className="form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <Select
        label="학교"
        items={items}
        value={String(universityId)}
        onValueChange={(v) => setValue('universityId', Number(v), { shouldValidate: true })}
        description={errors.universityId?.message}
        invalid={Boolean(errors.universityId)}
      />
      <TextField
        label="이름"
        requiredMark
        autoComplete="name"
        maxLength={40}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="생년월일"
        requiredMark
        autoComplete="bday"
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        description="예: 2003-04-05"
        maxLength={10}
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <TextField
        label="학번"
        requiredMark
        autoComplete="off"
        maxLength={30}
        error={errors.studentNo?.message}
        {...register('studentNo')}
      />
      <PrivacyNotice id={`${id}-notice`} />
      <div className="campus-consent">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          aria-describedby={consentError ? `${consentId}-error` : undefined}
          aria-invalid={consentError ? true : undefined}
          onChange={(e) => {
            setConsent(e.target.checked);
            if (e.target.checked) setConsentError(null);
          }}
        />
        <label htmlFor={consentId}>위 개인정보 수집·이용에 동의합니다. (필수)</label>
      </div>
      {consentError && (
        <p id={`${consentId}-error`} className="field__error" role="alert">
          {consentError}
        </p>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton pending={verify.isPending}>재학생 인증</SubmitButton>
    </form>
  );
}
