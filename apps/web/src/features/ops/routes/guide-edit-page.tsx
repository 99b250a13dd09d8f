import {
  API,
  GUIDE_CATEGORIES,
  GUIDE_LIMITS,
  GUIDE_STATES,
  postingIdOf,
  type GuideCategory,
  type GuideState,
  type OpsGuideArticle,
} from '@ilteo/contract';
import { Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { confirm } from '@/shared/ui/dialog';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { DetailError, DetailSkeleton } from '@/shared/ui/list-states';
// The upload helper alone: the editor's own module (TipTap) loads with the body field only.
import { uploadEditorImage } from '@/shared/ui/rich-text-editor/upload-image';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useGuideArticle } from '../api/get-guide-article';
import { useHideGuideArticle } from '../api/hide-guide-article';
import { useSaveGuideArticle } from '../api/save-guide-article';
import type { GuideBodyHandle } from '../components/guide-body-editor';
import { guideEditPath } from './guide-list-page';
import '../components/ops-guide.css';

const GuideBodyEditor = lazyChunk(() => import('../components/guide-body-editor'));

interface GuideForm {
  category: GuideCategory;
  title: string;
  summary: string;
  tags: string;
  jobCodes: string;
  state: GuideState;
  bodyHtml: string;
  coverSaveName: string;
}
const FIELDS: readonly Path<GuideForm>[] = [
  'category',
  'title',
  'summary',
  'tags',
  'jobCodes',
  'state',
  'bodyHtml',
  'coverSaveName',
];

const CATEGORY_ITEMS = (Object.keys(GUIDE_CATEGORIES) as GuideCategory[]).map((value) => ({
  value,
  label: GUIDE_CATEGORIES[value],
}));
const STATE_ITEMS = (Object.keys(GUIDE_STATES) as GuideState[]).map((value) => ({
  value,
  label: GUIDE_STATES[value],
}));

/** '자소서, #면접 , 자소서' → ['자소서', '면접']: one field for the list, as the console types it. */
export const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,\n]/)
      .map((s) => s.replace(/^#+/, '').trim())
      .filter(Boolean),
  ),
];

const coverSrc = (saveName: string) => `${API.cmmn.file}?saveName=${encodeURIComponent(saveName)}`;

/** /ops/guide/edit (new) or ?articleId= (edit): the article form with the shared editor. */
export function GuideEditPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('articleId');
  const articleId = raw === null ? null : postingIdOf(raw);
  const query = useGuideArticle(articleId);
  if (raw !== null && articleId === null) {
    return (
      <section className="ops-card">
        <p role="alert">가이드 번호가 올바르지 않습니다.</p>
        <Link to={paths.opsGuide}>가이드 목록으로</Link>
      </section>
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="가이드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (articleId !== null && !query.data) return <DetailSkeleton />;
  return <GuideEditForm key={articleId ?? 'new'} article={query.data ?? null} />;
}

function GuideEditForm({ article }: { article: OpsGuideArticle | null }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveGuideArticle();
  const hide = useHideGuideArticle();
  const body = useRef<GuideBodyHandle>(null);
  const [cover, setCover] = useState<string | null>(article?.coverSaveName ?? null);
  const [coverBusy, setCoverBusy] = useState(false);
  const form = useForm<GuideForm>({
    defaultValues: {
      category: article?.category ?? 'strategy',
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      tags: article?.tags.join(', ') ?? '',
      jobCodes: article?.jobCodes.join(', ') ?? '',
      state: article?.state ?? 'draft',
    },
  });
  const { register, handleSubmit, setError, clearErrors, formState, setValue, control } = form;
  const category = useWatch({ control, name: 'category' });
  const state = useWatch({ control, name: 'state' });
  const errors = formState.errors;
  const bodyLabelId = `${id}-body`;

  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setCoverBusy(true);
    clearErrors('coverSaveName');
    try {
      setCover((await uploadEditorImage(file)).saveName);
    } catch (error) {
      setError('coverSaveName', {
        message: isApiError(error) ? error.message : '표지 이미지를 올리지 못했습니다.',
      });
    } finally {
      setCoverBusy(false);
    }
  };

  const submit = async (values: GuideForm) => {
    const html = body.current?.html() ?? article?.bodyHtml ?? '';
    if (!body.current?.text()) {
      setError('bodyHtml', { message: '내용을 입력해 주세요.' });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        articleId: article?.articleId ?? null,
        body: {
          category: values.category,
          title: values.title,
          summary: values.summary,
          bodyHtml: html,
          tags: splitList(values.tags),
          jobCodes: splitList(values.jobCodes),
          coverSaveName: cover,
          state: values.state,
        },
      });
      toast(`가이드 글을 저장했습니다. (${GUIDE_STATES[values.state]})`);
      if (!article) await navigate(guideEditPath(saved.articleId), { replace: true });
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  const onHide = async () => {
    if (!article) return;
    const sure = await confirm('이 글을 숨기시겠습니까? 목록과 통합 검색에서 빠집니다.', {
      title: '가이드 숨김',
      confirmLabel: '숨기기',
      destructive: true,
    });
    if (!sure) return;
    await hide.mutateAsync(article.articleId);
    toast('가이드 글을 숨겼습니다.');
    setValue('state', 'hidden');
  };

  return (
    <section className="ops-card ops-guide-edit" aria-labelledby="ops-guide-edit-title">
      <p>
        <Link to={paths.opsGuide}>가이드 목록으로</Link>
      </p>
      <h1 id="ops-guide-edit-title" className="ops-title">
        {article ? '가이드 글 수정' : '새 가이드 글'}
      </h1>
      <form className="form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
        <Select
          label="분류"
          items={CATEGORY_ITEMS}
          value={category}
          onValueChange={(v) => setValue('category', v as GuideCategory)}
          description={errors.category?.message}
          invalid={Boolean(errors.category)}
        />
        <TextField
          label="제목"
          requiredMark
          maxLength={GUIDE_LIMITS.title}
          error={errors.title?.message}
          {...register('title', { required: '제목을 입력해 주세요.' })}
        />
        <div className="field">
          <label htmlFor={`${id}-summary`} className="field__label">
            요약<span className="field__required"> (필수)</span>
          </label>
          <textarea
            id={`${id}-summary`}
            className="input"
            rows={3}
            maxLength={GUIDE_LIMITS.summary}
            aria-invalid={errors.summary ? true : undefined}
            aria-describedby={errors.summary ? `${id}-summary-error` : undefined}
            {...register('summary', { required: '요약을 입력해 주세요.' })}
          />
          {errors.summary && (
            <p id={`${id}-summary-error`} className="field__error">
              {errors.summary.message}
            </p>
          )}
        </div>
        <div className="field">
          <span id={bodyLabelId} className="field__label">
            본문<span className="field__required"> (필수)</span>
          </span>
          <Suspense fallback={<p role="status">편집기를 불러오는 중입니다.</p>}>
            <GuideBodyEditor
              handle={body}
              initialHtml={article?.bodyHtml ?? ''}
              labelId={bodyLabelId}
              error={errors.bodyHtml?.message}
              disabled={save.isPending}
              onChange={() => clearErrors('bodyHtml')}
            />
          </Suspense>
        </div>
        <TextField
          label="태그"
          description={`쉼표로 구분합니다. ${String(GUIDE_LIMITS.tags)}개까지, 각 ${String(GUIDE_LIMITS.tag)}자 이하.`}
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextField
          label="관련 직무 코드"
          description="직무 분류 코드(예: 024 소프트웨어 개발직, 024001 백엔드 개발자)를 쉼표로 구분합니다. 관련 채용공고와 자격증을 고릅니다."
          error={errors.jobCodes?.message}
          {...register('jobCodes')}
        />
        <div className="field">
          <label htmlFor={`${id}-cover`} className="field__label">
            표지 이미지
          </label>
          <p className="field__description">없으면 분류 색의 기본 표지가 보입니다.</p>
          {cover && (
            <img className="ops-guide-edit__cover" src={coverSrc(cover)} alt="표지 미리보기" />
          )}
          <input
            id={`${id}-cover`}
            type="file"
            accept="image/*"
            disabled={coverBusy}
            onChange={(e) => void chooseCover(e)}
          />
          {cover && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setCover(null)}
            >
              표지 빼기
            </button>
          )}
          {coverBusy && <p role="status">표지를 올리는 중입니다.</p>}
          {errors.coverSaveName && (
            <p className="field__error" role="alert">
              {errors.coverSaveName.message}
            </p>
          )}
        </div>
        <Select
          label="게시 상태"
          items={STATE_ITEMS}
          value={state}
          onValueChange={(v) => setValue('state', v as GuideState)}
          description="게시한 글만 회원에게 보이고 통합 검색에 나옵니다."
        />
        <SubmitButton pending={save.isPending}>저장</SubmitButton>
        {article && article.state !== 'hidden' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={hide.isPending}
            onClick={() => void onHide()}
          >
            숨기기
          </button>
        )}
      </form>
    </section>
  );
}
