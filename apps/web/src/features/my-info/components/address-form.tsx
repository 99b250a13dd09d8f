import { zodResolver } from '@hookform/resolvers/zod';
import { updateAddressSchema, type UserProfile } from '@ilteo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors, TextField } from '@/shared/ui/form';
import { MyInfoForm } from './my-info-form';
import { useUpdateAddress } from '../api/update-address';
import { AddressSearchDialog } from '@/shared/ui/form/address-search/address-search-dialog';

type AddressValues = z.input<typeof updateAddressSchema>;
const FIELDS = ['zipCode', 'address', 'addressDetail'] as const;

/** 주소: picked from the address search, with a detail typed by hand. */
export function AddressForm({ profile }: { profile: UserProfile }) {
  const [searching, setSearching] = useState(false);
  const update = useUpdateAddress();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<AddressValues, unknown, z.output<typeof updateAddressSchema>>({
    resolver: zodResolver(updateAddressSchema),
    defaultValues: {
      zipCode: profile.zipCode ?? '',
      address: profile.address ?? '',
      addressDetail: profile.addressDetail ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <>
      <MyInfoForm
        id="address"
        title="주소"
        onSubmit={onSubmit}
        submit={{ label: '주소 저장', pending: update.isPending }}
      >
        <TextField
          label="우편번호"
          readOnly
          className="my-info__zip"
          error={errors.zipCode?.message}
          action={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSearching(true)}
            >
              주소 검색
            </button>
          }
          {...register('zipCode')}
        />
        <TextField
          label="주소"
          readOnly
          description="주소 검색으로 입력합니다."
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="상세 주소"
          autoComplete="address-line2"
          error={errors.addressDetail?.message}
          {...register('addressDetail')}
        />
      </MyInfoForm>
      {/* Outside the form: React events bubble through portals, and the search must not submit it. */}
      {searching && (
        <AddressSearchDialog
          onClose={() => setSearching(false)}
          onSelect={(a) => {
            setValue('zipCode', a.zipCode, { shouldValidate: true, shouldDirty: true });
            setValue('address', a.roadAddress, { shouldValidate: true, shouldDirty: true });
            setSearching(false);
            // After the dialog hands focus back to its opener.
            window.setTimeout(() => setFocus('addressDetail'), 0);
          }}
        />
      )}
    </>
  );
}
