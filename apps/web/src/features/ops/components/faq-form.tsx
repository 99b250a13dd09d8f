import {
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_STATES,
  type OpsFaqItem,
  type SupportCategory,
  type SupportState,
} from '@ilteo/contract';
import { Suspense, useId, useRef } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import type { EditorLimits } from '@/shared/ui/rich-text-editor/limits';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useSaveFaq } from '../api/save-faq';
import type { SupportBodyHandle } from './support-body-editor';

const SupportBodyEditor = lazyChunk(() => import('./support-body-editor'));

/** Answers are text with links and lists; images stay out (the server drops them). */
const FAQ_EDITOR_LIMITS: EditorLimits = {
  bodyText: Math.floor(SUPPORT_LIMITS.faqAnswerHtml / 2),
  bodyTextMin: 1,
  bodyHtml: SUPPORT_LIMITS.faqAnswerHtml,
  images: 0,
};

interface FaqFormValues {
  category: SupportCategory;
  question: string;
  sortOrder: number;
  state: SupportState;
  answerHtml: string;
}
const FIELDS: readonly Path<FaqFormValues>[] = [
  'category',
  'question',
  'sortOrder',
  'state',
  'answerHtml',
];

const CATEGORY_ITEMS = (Object.keys(SUPPORT_CATEGORIES) as SupportCategory[]).map((value) => ({
  value,
  label: SUPPORT_CATEGORIES[value],
}));
const STATE_ITEMS = (Object.keys(SUPPORT_STATES) as SupportState[]).map((value) => ({
  value,
  label: SUPPORT_STATES[value],
}));

/** Writing or editing an FAQ entry: category, question, answer (lazy editor), order, state. */
export function FaqForm({
  faq,
  initialCategory,
  onDone,
}: {
  faq: OpsFaqItem | null;
  initialCategory: SupportCategory;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveFaq();
  const body = useRef<SupportBodyHandle>(null);
  const form = useForm<FaqFormValues>({
    defaultValues: {
      category: faq?.category ?? initialCategory,
      question: faq?.question ?? '',
      sortOrder: faq?.sortOrder ?? 0,
      state: faq?.state ?? 'published',
    },
  });
  const { register, handleSubmit, setError, clearErrors, formState, setValue, control } = form;
  const category = useWatch({ control, name: 'category' });
  const state = useWatch({ control, name: 'state' });
  const errors = formState.errors;
  const answerLabelId = `${id}-answer`;

  // Read at submit, not during render: the body lives in the editor (a ref).
  const submit = async (values: FaqFormValues) => {
    if (!body.current?.text()) {
      setError('answerHtml', { message: '답변을 입력해 주세요.' });
      return;
    }
    try {
      await save.mutateAsync({
        faqId: faq?.faqId ?? null,
        body: {
          category: values.category,
          question: values.question,
          answerHtml: body.current.html(),
          sortOrder: values.sortOrder,
          state: values.state,
        },
      });
      toast(faq ? '질문을 수정했습니다.' : '질문을 등록했습니다.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form
      className="form ops-support-form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <Select
        label="분류"
        items={CATEGORY_ITEMS}
        value={category}
        onValueChange={(v) => setValue('category', v as SupportCategory)}
        description={errors.category?.message}
        invalid={Boolean(errors.category)}
      />
      <TextField
        label="질문"
        requiredMark
        maxLength={SUPPORT_LIMITS.faqQuestion}
        error={errors.question?.message}
        {...register('question', { required: '질문을 입력해 주세요.' })}
      />
      <div className="field">
        <span id={answerLabelId} className="field__label">
          답변<span className="field__required"> (필수)</span>
        </span>
        <Suspense fallback={<p role="status">편집기를 불러오는 중입니다.</p>}>
          <SupportBodyEditor
            handle={body}
            initialHtml={faq?.answerHtml ?? ''}
            limits={FAQ_EDITOR_LIMITS}
            labelId={answerLabelId}
            placeholder="답변을 입력해 주세요."
            error={errors.answerHtml?.message}
            disabled={save.isPending}
            onChange={() => clearErrors('answerHtml')}
          />
        </Suspense>
      </div>
      <TextField
        label="순서"
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        description="분류 안에서 작은 수가 먼저 보입니다."
        error={errors.sortOrder?.message}
        {...register('sortOrder', {
          valueAsNumber: true,
          validate: (v) =>
            (Number.isInteger(v) && v >= 0 && v <= 9999) || '순서는 0 이상의 정수로 입력해 주세요.',
        })}
      />
      <Select
        label="게시 상태"
        items={STATE_ITEMS}
        value={state}
        onValueChange={(v) => setValue('state', v as SupportState)}
        description="숨긴 질문은 회원에게 보이지 않고 통합 검색에서도 빠집니다."
      />
      <div className="ops-support-actions">
        <SubmitButton pending={save.isPending}>{faq ? '수정' : '등록'}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
