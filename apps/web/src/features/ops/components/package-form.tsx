import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMERCE_LIMITS,
  PACKAGE_STATES,
  PROMOTION_PRODUCTS,
  packageInputSchema,
  type OpsPackage,
  type PackageState,
  type PromotionProduct,
} from '@ilteo/contract';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useSavePackage } from '../api/save-package';

type Values = z.input<typeof packageInputSchema>;
type Output = z.output<typeof packageInputSchema>;
const FIELDS: readonly Path<Values>[] = [
  'name',
  'description',
  'price',
  'validityDays',
  'state',
  'contents',
  'contents.testCredits',
];
const PRODUCT_ITEMS = (Object.keys(PROMOTION_PRODUCTS) as PromotionProduct[]).map((value) => ({
  value,
  label: PROMOTION_PRODUCTS[value].label,
}));
const STATE_ITEMS = (Object.keys(PACKAGE_STATES) as PackageState[]).map((value) => ({
  value,
  label: PACKAGE_STATES[value],
}));
const asNumber = { valueAsNumber: true } as const;

/**
 * A package's form: name, description, price (VAT excluded), how long its
 * credits last once paid, on sale or hidden, and what it holds: lines of
 * promotion credits (product, days, count) and test credits.
 */
export function PackageForm({ pkg, onDone }: { pkg: OpsPackage | null; onDone: () => void }) {
  const save = useSavePackage();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(packageInputSchema),
    defaultValues: pkg
      ? {
          name: pkg.name,
          description: pkg.description,
          contents: pkg.contents,
          price: pkg.price,
          validityDays: pkg.validityDays,
          state: pkg.state,
        }
      : {
          name: '',
          description: '',
          contents: { promotions: [{ product: 'list-top', days: 7, count: 1 }], testCredits: 0 },
          price: 0,
          validityDays: 90,
          state: 'on-sale',
        },
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const errors = formState.errors;
  const lines = useFieldArray({ control, name: 'contents.promotions' });
  const state = useWatch({ control, name: 'state' });
  const products = useWatch({ control, name: 'contents.promotions' });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ packageId: pkg?.packageId ?? null, body: values });
      toast(pkg ? '패키지를 수정했습니다.' : '패키지를 등록했습니다.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form className="form ops-package-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label="패키지 이름"
        requiredMark
        maxLength={COMMERCE_LIMITS.packageName}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="설명"
        maxLength={COMMERCE_LIMITS.packageDescription}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="ops-package-lines">
        <legend>노출 이용권</legend>
        {lines.fields.map((line, i) => (
          <div key={line.id} className="ops-package-line">
            <Select
              label={`${String(i + 1)}번 상품`}
              items={PRODUCT_ITEMS}
              value={products[i]?.product ?? 'list-top'}
              onValueChange={(v) =>
                setValue(`contents.promotions.${i}.product`, v as PromotionProduct)
              }
            />
            <TextField
              label="노출 일수"
              type="number"
              inputMode="numeric"
              error={errors.contents?.promotions?.[i]?.days?.message}
              {...register(`contents.promotions.${i}.days`, asNumber)}
            />
            <TextField
              label="횟수"
              type="number"
              inputMode="numeric"
              error={errors.contents?.promotions?.[i]?.count?.message}
              {...register(`contents.promotions.${i}.count`, asNumber)}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => lines.remove(i)}
            >
              <span className="sr-only">{`${String(i + 1)}번 상품 `}</span>빼기
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={lines.fields.length >= COMMERCE_LIMITS.packagePromotionLines}
          onClick={() => lines.append({ product: 'list-top', days: 7, count: 1 })}
        >
          노출 이용권 추가
        </button>
        {errors.contents?.message && <p className="field__error">{errors.contents.message}</p>}
      </fieldset>
      <TextField
        label="검사 이용권 (회)"
        type="number"
        inputMode="numeric"
        error={errors.contents?.testCredits?.message}
        {...register('contents.testCredits', asNumber)}
      />
      <TextField
        label="가격 (원, 부가세 별도)"
        type="number"
        inputMode="numeric"
        requiredMark
        error={errors.price?.message}
        {...register('price', asNumber)}
      />
      <TextField
        label="유효 기간 (일)"
        type="number"
        inputMode="numeric"
        requiredMark
        description="결제 확인일부터 이용권을 쓸 수 있는 기간입니다."
        error={errors.validityDays?.message}
        {...register('validityDays', asNumber)}
      />
      <Select
        label="판매 상태"
        items={STATE_ITEMS}
        value={state}
        onValueChange={(v) => setValue('state', v as PackageState)}
        description="판매 중지한 패키지는 기업에 보이지 않습니다. 판매된 패키지는 삭제하는 대신 판매 중지해 주세요."
      />
      <div className="ops-support-actions">
        <SubmitButton pending={save.isPending}>{pkg ? '수정' : '등록'}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
