import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  BANNER_IMAGE_SIZE,
  BANNER_LIMITS,
  BANNER_STATES,
  BANNER_TARGETS,
  bannerInputSchema,
  withQuery,
  type BannerState,
  type BannerTarget,
  type OpsBanner,
} from '@ilteo/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useSaveBanner } from '../api/save-banner';
import { uploadBannerImage } from '../api/upload-banner-image';
import './ops-banners.css';

type FormInput = z.input<typeof bannerInputSchema>;
type FormOutput = z.output<typeof bannerInputSchema>;

const FIELDS: readonly Path<FormInput>[] = [
  'target',
  'title',
  'imageSaveName',
  'altText',
  'linkUrl',
  'startsOn',
  'endsOn',
  'sortOrder',
  'state',
  'promotionId',
];

const TARGET_ITEMS = (Object.keys(BANNER_TARGETS) as BannerTarget[]).map((value) => ({
  value,
  label: BANNER_TARGETS[value],
}));
const STATE_ITEMS = (Object.keys(BANNER_STATES) as BannerState[]).map((value) => ({
  value,
  label: BANNER_STATES[value],
}));

/** Today in Seoul as YYYY-MM-DD (the server counts periods in Seoul days). */
const seoulToday = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The uploaded or stored image, drawn through the file service (its uploader may read it before saving). */
const previewUrl = (saveName: string) => withQuery(API.cmmn.file, { saveName });

/**
 * Writing or editing a banner: where it shows, title, the image (uploaded at
 * once; saving attaches it for everyone), its alt text, the link (a site path
 * or an https address), the period, the order, 노출/숨김, and optionally the
 * booked 메인 배너 promotion it fills. The contract's schema checks the form
 * before it is sent; the server checks it again.
 */
export function BannerForm({
  banner,
  initialTarget,
  onDone,
}: {
  banner: OpsBanner | null;
  initialTarget: BannerTarget;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveBanner();
  const [uploading, setUploading] = useState(false);
  const today = seoulToday();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(bannerInputSchema),
    defaultValues: {
      target: banner?.target ?? initialTarget,
      title: banner?.title ?? '',
      imageSaveName: banner?.imageSaveName ?? '',
      altText: banner?.altText ?? '',
      linkUrl: banner?.linkUrl ?? '/',
      startsOn: banner?.startsOn ?? today,
      endsOn: banner?.endsOn ?? today,
      sortOrder: banner?.sortOrder ?? 0,
      state: banner?.state ?? 'shown',
      promotionId: banner?.promotionId ?? null,
    },
  });
  const { register, handleSubmit, setError, clearErrors, formState, setValue, control } = form;
  const target = useWatch({ control, name: 'target' });
  const state = useWatch({ control, name: 'state' });
  const imageSaveName = useWatch({ control, name: 'imageSaveName' });
  const errors = formState.errors;

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    clearErrors('imageSaveName');
    try {
      const stored = await uploadBannerImage(file);
      setValue('imageSaveName', stored.saveName, { shouldValidate: true });
    } catch (error) {
      setError('imageSaveName', {
        message: isApiError(error)
          ? error.message
          : '그림 파일(PNG, JPG, WEBP, GIF)을 올려 주세요.',
      });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (values: FormOutput) => {
    try {
      await save.mutateAsync({ bannerId: banner?.bannerId ?? null, body: values });
      toast(banner ? '배너를 수정했습니다.' : '배너를 등록했습니다.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  const imageId = `${id}-image`;
  const imageErrorId = `${id}-image-error`;
  return (
    <form
      className="form ops-support-form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <Select
        label="위치"
        items={TARGET_ITEMS}
        value={target}
        onValueChange={(v) => setValue('target', v as BannerTarget)}
        description={errors.target?.message}
        invalid={Boolean(errors.target)}
      />
      <TextField
        label="제목"
        requiredMark
        maxLength={BANNER_LIMITS.title}
        description="운영 목록에서 배너를 구별하는 이름입니다."
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field">
        <label htmlFor={imageId} className="field__label">
          배너 이미지<span className="field__required"> (필수)</span>
        </label>
        <p className="field__description">
          가로 {BANNER_IMAGE_SIZE.width} × 세로 {BANNER_IMAGE_SIZE.height}
          픽셀(3:1) 그림을 권장합니다. 비율이 다르면 가운데를 기준으로 잘립니다.
        </p>
        {imageSaveName && (
          <img
            className="ops-banner-preview"
            src={previewUrl(imageSaveName)}
            alt=""
            width={BANNER_IMAGE_SIZE.width}
            height={BANNER_IMAGE_SIZE.height}
          />
        )}
        <input
          id={imageId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={uploading}
          aria-describedby={errors.imageSaveName ? imageErrorId : undefined}
          aria-invalid={Boolean(errors.imageSaveName)}
          onChange={(e) => void chooseImage(e)}
        />
        {uploading && <p role="status">이미지를 올리는 중입니다.</p>}
        {errors.imageSaveName && (
          <p id={imageErrorId} className="field__error" role="alert">
            {errors.imageSaveName.message}
          </p>
        )}
      </div>
      <TextField
        label="대체 텍스트"
        requiredMark
        maxLength={BANNER_LIMITS.altText}
        description="화면을 보지 못하는 분께 읽어 줄 문장입니다. 이미지 속 글과 뜻을 그대로 적어 주세요."
        error={errors.altText?.message}
        {...register('altText')}
      />
      <TextField
        label="링크"
        requiredMark
        maxLength={BANNER_LIMITS.linkUrl}
        inputMode="url"
        description="사이트 안 주소(/person/…)나 https:// 주소를 입력합니다."
        error={errors.linkUrl?.message}
        {...register('linkUrl')}
      />
      <div className="ops-banner-period">
        <TextField
          label="시작일"
          type="date"
          requiredMark
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextField
          label="종료일"
          type="date"
          requiredMark
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
      </div>
      <TextField
        label="순서"
        type="number"
        inputMode="numeric"
        min={0}
        max={BANNER_LIMITS.sortOrderMax}
        description="작은 수가 먼저 보입니다. 한 위치에 한 번에 5개까지 보입니다."
        error={errors.sortOrder?.message}
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <Select
        label="노출 상태"
        items={STATE_ITEMS}
        value={state}
        onValueChange={(v) => setValue('state', v as BannerState)}
        description="숨긴 배너는 기간 안이어도 보이지 않습니다."
      />
      <TextField
        label="연결할 메인 배너 프로모션 번호 (선택)"
        inputMode="numeric"
        description="예약된 메인 배너 프로모션을 연결하면 그 프로모션 기간에만 보입니다."
        error={errors.promotionId?.message}
        {...register('promotionId', {
          setValueAs: (v: unknown) =>
            v === '' || v === null || v === undefined ? null : Number(v),
        })}
      />
      <div className="ops-support-actions">
        <SubmitButton pending={save.isPending || uploading}>
          {banner ? '수정' : '등록'}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
