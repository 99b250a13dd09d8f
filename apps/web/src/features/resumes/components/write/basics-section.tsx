import type { Address } from '@ilteo/contract';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { formatPhone } from '@/shared/lib/format-phone';
import { TextField } from '@/shared/ui/form';
import { AddressSearchDialog } from '@/shared/ui/form/address-search/address-search-dialog';
import { DateField, FormText, useFieldError, WriteSection } from './form-kit';
import { PhotoField } from './photo-field';
import { useResumeForm } from './resume-form';

/**
 * 기본정보: name, birth date, mobile, email, address from the address search,
 * and an optional photo. Nothing else: 채용절차법 Art. 4-3 keeps height,
 * weight, birthplace, marital status and family out of a résumé.
 */
export function BasicsSection({ fileLinks }: { fileLinks: Readonly<Record<string, string>> }) {
  const { control, setValue } = useResumeForm();
  const [searching, setSearching] = useState(false);
  const zipCode = useWatch({ control, name: 'basics.zipCode' });
  const address = useWatch({ control, name: 'basics.address' });
  const addressMessage = useFieldError('basics.address');
  const zipMessage = useFieldError('basics.zipCode');
  const addressError = addressMessage ?? zipMessage;

  const pick = (picked: Address) => {
    setValue('basics.zipCode', picked.zipCode, { shouldDirty: true, shouldValidate: true });
    setValue('basics.address', picked.roadAddress, { shouldDirty: true, shouldValidate: true });
    setSearching(false);
  };

  return (
    <WriteSection section="basics">
      <div className="write-grid">
        <FormText name="basics.name" label="이름" requiredMark autoComplete="name" maxLength={30} />
        <DateField name="basics.birthDate" label="생년월일" requiredMark />
        <Controller
          control={control}
          name="basics.mobile"
          render={({ field, fieldState }) => (
            <TextField
              label="휴대전화"
              requiredMark
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="010-1234-5678"
              maxLength={13}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={formatPhone(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, ''))}
            />
          )}
        />
        <FormText
          name="basics.email"
          label="이메일"
          requiredMark
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <fieldset className="write-fieldset">
        <legend className="field__label">
          주소<span className="field__required"> (필수)</span>
        </legend>
        <div className="write-address">
          <p className="write-address__value" id="resume-address-value">
            {address ? `(${zipCode}) ${address}` : '주소를 검색해 입력해 주세요.'}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby="resume-address-value"
            onClick={() => setSearching(true)}
          >
            주소 검색
          </button>
        </div>
        {addressError && (
          <p className="field__error" role="alert">
            {addressError}
          </p>
        )}
        <FormText
          name="basics.addressDetail"
          label="상세 주소"
          autoComplete="address-line2"
          maxLength={200}
        />
      </fieldset>
      <PhotoField fileLinks={fileLinks} />
      {searching && <AddressSearchDialog onSelect={pick} onClose={() => setSearching(false)} />}
    </WriteSection>
  );
}
